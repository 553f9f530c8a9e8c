import { existsSync } from 'node:fs'
import packagedChromium from '@sparticuz/chromium'
import { chromium, type Browser, type Page } from 'playwright-core'
import type { Teardown } from './teardown.js'

// A headless Chromium driven by playwright-core (which downloads no browser): the web app's end-to-end tests.
// Debian's when the machine has it; otherwise the one the @sparticuz/chromium package ships (a devDependency,
// unpacked into the system's temporary directory on first use), so that `npm ci && npm test` needs nothing else.
// Loopback only.

const DEBIAN_CHROMIUM = '/usr/bin/chromium'
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

/** A headless Chromium (with `args` of a test's own, e.g. a fake camera), closed when the test ends. */
export async function launch (t: Teardown, args: string[] = []): Promise<Browser> {
  const executablePath = existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : await packagedChromium.executablePath()
  const browser = await chromium.launch({ executablePath, args: [...FLAGS, ...args] })
  t.teardown(async () => { await browser.close() })
  return browser
}

/** a laptop's window; a phone's is 412 × 823 */
const WINDOW = { width: 1400, height: 900 }

/** A new page of the app at `url` (the service's base URL), logged in as `username`; page errors fail loudly. */
export async function loggedIn (browser: Browser, url: string, username: string, password: string, viewport = WINDOW): Promise<Page> {
  const page = await browser.newPage({ viewport })
  page.setDefaultTimeout(30_000)
  page.on('pageerror', error => { throw error })
  // (the app mounted and idle before typing: on a busy machine a field filled while it was still rendering kept
  // its value out of the form, and the login went out without a password)
  await page.goto(`${url}/app/`, { waitUntil: 'networkidle' })
  await page.waitForSelector('[data-test=login]')
  for (const [name, value] of [['username', username], ['password', password]]) {
    const input = page.locator(`input[name=${name}]`)
    await input.fill(value)
    await page.waitForFunction(([n, v]) => (document.querySelector(`input[name=${n}]`) as HTMLInputElement | null)?.value === v, [name, value])
  }
  await page.press('input[name=password]', 'Enter')
  // (a first login on a busy machine may take a while: the password hash is slow by design)
  await page.waitForSelector('[data-test=user], [data-test=login-problem]', { timeout: 60_000 })
  if (await page.locator('[data-test=login-problem]').count() > 0) throw new Error(`login failed: ${await page.locator('[data-test=login-problem]').innerText()}`)
  return page
}

/** Picks the option `text` of the autocomplete marked `test` (data-test), as a user would: type, then choose. */
export async function choose (page: Page, test: string, text: string): Promise<void> {
  await page.locator(`[data-test="${test}"] select, [data-test="${test}"] input:not([type=hidden])`).first().waitFor()
  // (a native select, the filter bar's: the option of that text, else the first that has it, once it is there)
  const select = page.locator(`[data-test="${test}"] select`)
  if (await select.count() > 0) {
    // (as a user opens it: the focus reads the choices again, records made meanwhile elsewhere among them)
    await select.focus()
    const value = await select.evaluateHandle((element: HTMLSelectElement, wanted) => new Promise<string>((resolve, reject) => {
      const until = Date.now() + 20_000
      const find = (): void => {
        const options = [...element.options].filter(o => o.value !== '')
        const found = options.find(o => o.text.trim() === wanted) ?? options.find(o => o.text.includes(wanted))
        if (found !== undefined) resolve(found.value)
        else if (Date.now() > until) reject(new Error(`no option "${wanted}" in ${options.map(o => o.text).join(', ')}`))
        else setTimeout(find, 50)
      }
      find()
    }), text)
    await select.selectOption(await value.jsonValue())
    return
  }
  const input = page.locator(`[data-test="${test}"] input:not([type=hidden])`).first()
  await input.click()
  await input.fill(text)
  await page.locator('.v-overlay--active .v-list-item', { hasText: text }).first().click()
}

/** The form field `name` (an input inside the record form). */
export const field = (page: Page, name: string) => page.locator(`[data-test=record-form] input[name="${name}"]`)

/**
 * The error messages under the form field `name`, once there are some and their transition ended (the field's hint,
 * shown while it has the cursor, leaves as they come).
 */
export async function messagesOf (page: Page, name: string): Promise<string> {
  const selector = `[data-test=record-form] [data-test="field-${name}"].v-input--error .v-messages`
  await page.waitForFunction(s => {
    const messages = document.querySelector(s)
    return messages !== null && /\S/.test(messages.textContent ?? '') && messages.querySelector('[class*="-active"]') === null
  }, selector)
  return await page.locator(selector).innerText()
}

/** Drops files on the element `selector` as a drag from the desktop would (a DataTransfer with the files). */
export async function dropFiles (page: Page, selector: string, files: Array<{ name: string, content: string }>): Promise<void> {
  const transfer = await page.evaluateHandle(list => {
    const data = new DataTransfer()
    for (const f of list) data.items.add(new File([f.content], f.name, { type: 'text/plain' }))
    return data
  }, files)
  for (const type of ['dragenter', 'dragover', 'drop']) await page.dispatchEvent(selector, type, { dataTransfer: transfer })
}
