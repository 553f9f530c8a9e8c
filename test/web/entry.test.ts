import type { Page } from 'playwright-core'
import t from 'tap'
import { tempDir } from '../helpers/app.js'
import { choose, field, launch, loggedIn, messagesOf } from '../helpers/browser.js'
import { adminHeaders, ADMIN_PASSWORD, createHole, createRecord, serviceEnv, startService } from '../helpers/service-process.js'

// Fast, safe entry on a rig (issue 30) in Chromium against the real service: the hole chosen once stays through
// other pages, a reload and another browser (URL and user config); three cores by keyboard only with "Save and
// next", the keystrokes counted (the README's figure); a code typed + Tab picks it; the save is confirmed; a
// date-time typed as the API writes it; the grid's columns in the form's order with units, the user's choice kept.

/** Keys pressed, counted as a person presses them (a chord of Ctrl and Enter is two). */
class Keys {
  count = 0
  constructor (private readonly page: Page) {}
  async press (key: string): Promise<void> {
    this.count += key.split('+').length
    await this.page.keyboard.press(key)
  }

  async type (text: string): Promise<void> {
    this.count += text.length
    await this.page.keyboard.type(text)
  }
}

/** The form field the cursor is in (its data-test names it: a select's input has no name). */
const focused = async (page: Page): Promise<string> => await page.evaluate(() => document.activeElement?.closest('[data-test^="field-"]')?.getAttribute('data-test')?.slice(6) ?? '')
/** The text input of a select field. */
const select = (page: Page, name: string) => page.locator(`[data-test=record-form] [data-test="field-${name}"] input:not([type=hidden])`)
const openCores = async (page: Page): Promise<void> => {
  await page.click('[data-test="menu-cores"]')
  await page.waitForSelector('[data-test=grid][aria-busy=false]')
}

t.test('the parent context, save and next by keyboard, typed codes, the save confirmed', async t => {
  const service = await startService(t, await serviceEnv(t, await tempDir(t)))
  const admin = await adminHeaders(service.url)
  const hole = await createHole(service.url, admin)
  // (a second hole with a core of its own: the grid of the first hole must not show it)
  const site = (await (await fetch(`${service.url}/api/v1/form/${hole}?name=holes`, { headers: admin })).json()).site_id as number
  const other = await createRecord(service.url, admin, 'holes', { site_id: site })
  await createRecord(service.url, admin, 'cores', { hole_id: other, core_type: 'X' })
  const browser = await launch(t)
  const page = await loggedIn(browser, service.url, 'admin', ADMIN_PASSWORD)

  await openCores(page)
  t.equal(await page.locator('[data-test=row-count]').innerText(), '1 record', 'no parent chosen: every hole\'s cores')
  for (const [as, text] of [['program_id', 'ICDP'], ['expedition_id', '5065'], ['site_id', '1'], ['hole_id', 'A']]) await choose(page, `filter-${as}`, text)
  // (the site's grid already said "0 records": the hole's is the one that names it)
  await page.waitForFunction(id => location.hash.includes(`holes=${id}`), hole)
  await page.locator('[data-test=row-scope]', { hasText: 'Hole' }).waitFor()
  t.equal(await page.locator('[data-test=row-count]').innerText(), '0 records')
  t.equal(await page.locator('[data-test=row-scope]').innerText(), 'in Hole A', 'the grid says whose records it shows')
  t.match(page.url(), new RegExp(`#/models/cores\\?programs=\\d+&expeditions=\\d+&sites=${site}&holes=${hole}$`), 'the parent is in the URL')

  // three cores by keyboard only: Alt+N, the core type typed, Ctrl+Enter saves and opens the next
  const keys = new Keys(page)
  await keys.press('Alt+N')
  await page.waitForSelector('[data-test=record-form]')
  t.equal(await field(page, 'core').inputValue(), '1', 'the next core number, from the defaults')
  const first = keys.count
  for (const n of [1, 2, 3]) {
    const before = keys.count
    // (the cursor goes in once the form has its choices)
    await page.waitForFunction(() => document.activeElement?.closest('[data-test="field-core_type"]') != null)
    t.equal(await focused(page), 'core_type', `core ${n}: the cursor in the first field to fill`)
    await keys.type('r')
    await keys.press('Control+Enter')
    await page.waitForSelector(`[data-test=saved-notice]:has-text("Saved Core 5065_1_A_${n}")`)
    await page.waitForFunction(next => (document.querySelector('[data-test=record-form] input[name="core"]') as HTMLInputElement | null)?.value === String(next), n + 1)
    t.ok(keys.count - before < 10, `core ${n}: ${keys.count - before} keystrokes`)
  }
  const perCore = (keys.count - first) / 3
  t.equal(perCore, 3, 'a core after the first: its type and Ctrl+Enter')
  // (the fourth core's form, once it has the cursor: Esc closes it)
  await page.waitForFunction(() => document.activeElement?.closest('[data-test="field-core_type"]') != null)
  await keys.press('Escape')
  await page.waitForSelector('[data-test=record-form]', { state: 'detached' })
  t.comment(`keystrokes: ${keys.count} for three cores (${first} to open the first form, then ${perCore} per core)`)
  await page.waitForSelector('[data-test=row-count]:text-is("3 records")')
  const stored = await (await fetch(`${service.url}/api/v1/form?name=cores&filter[hole_id]=${hole}&sort=core`, { headers: admin })).json()
  t.same(stored.items.map((c: { core: number, core_type: string }) => [c.core, c.core_type]), [[1, 'R'], [2, 'R'], [3, 'R']], 'stored with the code typed (lower case taken)')

  // a code + Tab picks it, shown with its meaning; a date-time typed as the API writes it; the save confirmed
  await page.locator('[data-test=grid] tbody tr', { hasText: '5065_1_A_2' }).first().click()
  await page.waitForSelector('[data-test=record-form][aria-busy=false] [data-test=saved]')
  t.pass('as read: the stored record, "Saved"')
  await select(page, 'core_type').fill('H')
  await page.keyboard.press('Tab')
  t.equal(await select(page, 'core_type').inputValue(), 'H — Hydraulic piston corer', 'the code typed, with its meaning')
  await select(page, 'core_type').fill('x')
  await page.keyboard.press('Enter')
  t.equal(await select(page, 'core_type').inputValue(), 'X — Extended core barrel', 'a code + Enter picks it too')
  await page.waitForTimeout(300)
  t.equal(await page.locator('.v-overlay--active .v-list').count(), 0, 'and closes the list (Enter does not open it again)')
  t.equal(await focused(page), 'core_type', 'the cursor stays in the field')
  await select(page, 'core_type').fill('H')
  await page.keyboard.press('Tab')
  t.equal(await field(page, 'core_ondeck').getAttribute('placeholder'), 'YYYY-MM-DD HH:MM')
  await field(page, 'core_ondeck').fill('2026-11-29 10:30')
  await field(page, 'remarks').fill('grey clay')
  t.equal(await page.locator('[data-test=saved]').count(), 0, 'changed: not saved')
  await field(page, 'remarks').press('Enter')
  await page.waitForSelector('[data-test=saved]')
  t.equal(await page.locator('[data-test=saved-notice]').innerText(), 'Saved Core 5065_1_A_2')
  const core2 = stored.items[1] as { id: number }
  const edited = await (await fetch(`${service.url}/api/v1/form/${core2.id}?name=cores`, { headers: admin })).json()
  t.same([edited.core_type, edited.core_ondeck, edited.remarks], ['H', '2026-11-29 10:30:00', 'grey clay'])
  t.equal(await field(page, 'core_ondeck').inputValue(), '2026-11-29 10:30', 'shown to the minute')
  await field(page, 'core_ondeck').fill('29.11.2026')
  await page.click('[data-test=save]')
  t.match(await messagesOf(page, 'core_ondeck'), /Core on Deck/, 'another format: the service\'s message under the field')
  await page.keyboard.press('Escape')
  await page.waitForSelector('[data-test=record-form]', { state: 'detached' })

  // the grid: columns in the form's order, units in the headers; a column hidden stays hidden for the user
  const headers = (await page.locator('[data-test=grid] thead tr').first().locator('th').allInnerTexts()).map(h => h.trim())
  t.same(headers.slice(0, 5), ['ID', 'Combined ID', 'Core', 'Core Type', 'Analyst'], 'the record\'s name, then the form\'s order: what is filled first')
  t.ok(headers.includes('Top Depth (m)'), 'units in the headers')
  t.ok(headers.length < 20, `as many columns as fit the window (${headers.length})`)
  await page.click('[data-test=columns]')
  await page.locator('[data-test=column-analyst] input').click()
  await page.keyboard.press('Escape')
  await page.waitForFunction(() => ![...document.querySelectorAll('[data-test=grid] thead th')].some(th => th.textContent?.trim() === 'Analyst'))

  // elsewhere and back, a reload, another browser: the hole stays chosen
  await page.click('[data-test="menu-programs"]')
  await page.waitForSelector('[data-test=model-title]:text-is("Programs")')
  await openCores(page)
  await page.waitForSelector('[data-test=row-count]:text-is("3 records")')
  t.equal(await page.locator('[data-test=row-scope]').innerText(), 'in Hole A', 'back on the cores: the same hole')
  await page.reload()
  await page.waitForSelector('[data-test=row-count]:text-is("3 records")')
  t.match(page.url(), new RegExp(`holes=${hole}$`), 'a reload: the same URL')
  await page.waitForTimeout(600) // (the user config is written after a short quiet)
  const elsewhere = await loggedIn(browser, service.url, 'admin', ADMIN_PASSWORD)
  await openCores(elsewhere)
  await elsewhere.waitForSelector('[data-test=row-count]:text-is("3 records")')
  t.equal(await elsewhere.locator('[data-test=row-scope]').innerText(), 'in Hole A', 'another browser: the user\'s context')
  t.notOk((await elsewhere.locator('[data-test=grid] thead tr').first().locator('th').allInnerTexts()).map(h => h.trim()).includes('Analyst'), 'and the user\'s columns')
  // a link names its own hole, whatever the user's context
  await elsewhere.goto(`${service.url}/app/#/models/cores?holes=${other}`)
  await elsewhere.waitForSelector('[data-test=row-count]:text-is("1 record")')
})

t.test('keys typed while Save and next is on its way go to the next forms', async t => {
  const service = await startService(t, await serviceEnv(t, await tempDir(t)))
  const admin = await adminHeaders(service.url)
  const hole = await createHole(service.url, admin)
  const browser = await launch(t)
  const page = await loggedIn(browser, service.url, 'admin', ADMIN_PASSWORD)
  await page.goto(`${service.url}/app/#/models/cores?holes=${hole}`)
  await page.waitForSelector('[data-test=grid][aria-busy=false]')
  await page.keyboard.press('Alt+N')
  await page.waitForFunction(() => document.activeElement?.closest('[data-test="field-core_type"]') != null)
  // (a slow link: the next record's defaults take a second to come, and the operator types on meanwhile)
  await page.route('**/api/v1/form/defaults*', async route => {
    await new Promise(resolve => setTimeout(resolve, 1000))
    await route.continue()
  })
  await page.keyboard.type('r')
  await page.keyboard.press('Control+Enter')
  await page.keyboard.type('hq')
  await page.keyboard.press('Backspace')
  await page.keyboard.press('Control+Enter')
  await page.keyboard.type('x')
  await page.waitForSelector('[data-test=saved-notice]:has-text("Saved Core 5065_1_A_2")')
  await page.waitForFunction(() => (document.querySelector('[data-test=record-form] input[name="core"]') as HTMLInputElement | null)?.value === '3')
  await page.waitForFunction(() => document.activeElement?.closest('[data-test="field-core_type"]') != null)
  t.equal(await select(page, 'core_type').inputValue(), 'x', 'the third form has what was typed for it, in the first field to fill')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Control+Enter')
  await page.waitForSelector('[data-test=saved-notice]:has-text("Saved Core 5065_1_A_3")')
  const stored = await (await fetch(`${service.url}/api/v1/form?name=cores&filter[hole_id]=${hole}&sort=core`, { headers: admin })).json()
  t.same(stored.items.map((c: { core: number, core_type: string }) => [c.core, c.core_type]), [[1, 'R'], [2, 'H'], [3, 'X']], 'each core with the code typed for it (Backspace took one back)')

  // a save that fails keeps nothing for a next form that does not come (the save slow too, so that "r" comes before its answer)
  await page.waitForFunction(() => document.activeElement?.closest('[data-test="field-core_type"]') != null)
  await page.route(url => url.pathname === '/api/v1/form', async route => {
    if (route.request().method() === 'POST') await new Promise(resolve => setTimeout(resolve, 1000))
    await route.continue()
  })
  await page.keyboard.type('q')
  await page.keyboard.press('Control+Enter')
  await page.keyboard.type('r')
  t.match(await messagesOf(page, 'core_type'), /Core Type/, 'no such code: the problem under the field')
  await page.keyboard.type('z')
  t.equal(await select(page, 'core_type').inputValue(), 'qz', 'what is typed after goes to the form as usual')
})
