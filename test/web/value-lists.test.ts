import { readFile } from 'node:fs/promises'
import t from 'tap'
import type { Page } from 'playwright-core'
import { tempDir } from '../helpers/app.js'
import { launch, loggedIn } from '../helpers/browser.js'
import { adminHeaders, ADMIN_PASSWORD, postJson, serviceEnv, startService } from '../helpers/service-process.js'
import { axeProblems } from './helpers/axe.js'

// The value-list manager (issue 32, mDIS DisListValuesForm): an operator adds, changes, moves and deletes items of a
// list; sa locks it, and the operator is then refused (the page says so and offers no change); the list's URI.

/** The items of the table as "value: meaning", in their order. */
const shown = async (page: Page): Promise<string[]> =>
  await page.locator('[data-test=list-items] tbody tr').evaluateAll(rows => rows.map(r => [...r.querySelectorAll('td')].slice(0, 2).map(c => c.textContent!.trim()).join(': ')))

async function openList (page: Page, name: string): Promise<void> {
  await page.click('[data-test=menu-lists]')
  const input = page.locator('[data-test=list-name] input')
  await input.fill(name)
  await page.getByRole('option', { name, exact: true }).click()
  await page.waitForSelector(`[data-test=items-count]:has-text("in ${name}")`)
  await page.waitForSelector('[data-test=list-items] tbody tr')
}

t.test('value lists: items by an operator, the lock by sa', async t => {
  const service = await startService(t, await serviceEnv(t, await tempDir(t)))
  const admin = await adminHeaders(service.url)
  t.equal((await postJson(`${service.url}/api/v1/users`, admin, { username: 'olaf', password: 'olaf-password', roles: ['operator'] })).status, 201)
  const browser = await launch(t)
  const operator = await loggedIn(browser, service.url, 'olaf', 'olaf-password')
  await openList(operator, 'CORE_TYPE')
  t.same((await shown(operator)).slice(0, 3), ['R: Rotary core barrel', 'H: Hydraulic piston corer', 'X: Extended core barrel'], 'in the list\'s order')
  t.match(operator.url(), /#\/lists\?list=CORE_TYPE$/, 'the list in the URL')
  t.same(await axeProblems(operator), [], 'axe: the value-list manager')

  // added by keyboard: value, Tab, meaning, Enter
  await operator.locator('input[name=new-display]').fill('G')
  await operator.keyboard.press('Tab')
  await operator.keyboard.type('Gravity corer')
  await operator.keyboard.press('Enter')
  await operator.waitForSelector('[data-test=item-G]')
  t.equal((await shown(operator)).at(-1), 'G: Gravity corer', 'last')
  // a value the list has: the service's problem
  await operator.locator('input[name=new-display]').fill('R')
  await operator.click('[data-test=add]')
  await operator.waitForSelector('[data-test=lists-problem]')
  t.match(await operator.locator('[data-test=lists-problem]').innerText(), /R/)

  // moved up one place, changed, deleted
  await operator.click('[data-test=item-G] [data-test=move-up]')
  await operator.waitForFunction(() => document.querySelector('[data-test=list-items] tbody tr:nth-last-child(2)')?.getAttribute('data-test') === 'item-G')
  await operator.click('[data-test=item-G] [data-test=edit-item]')
  await operator.getByLabel('Meaning of G').fill('Gravity corer (short)')
  await operator.getByLabel('Meaning of G').press('Enter')
  await operator.waitForSelector('[data-test=item-G] td:has-text("Gravity corer (short)")')
  const items = async () => (await (await fetch(`${service.url}/api/v1/list-values?filter[listname]=CORE_TYPE&sort=sort&per-page=-1`, { headers: admin })).json()).items
  t.same((await items()).slice(-2).map((i: { display: string }) => i.display), ['G', 'M'], 'stored in the new order')
  await operator.click('[data-test=item-G] [data-test=delete-item]')
  await operator.waitForFunction(() => document.querySelector('[data-test=item-G]') === null)
  t.notOk((await items()).some((i: { display: string }) => i.display === 'G'))

  // the URI: a bad one refused under the field, a good one stored
  await operator.locator('input[name=list_uri]').fill('not a uri')
  await operator.click('[data-test=save-uri]')
  await operator.waitForSelector('.v-input:has(input[name=list_uri]) .v-messages__message')
  await operator.locator('input[name=list_uri]').fill('https://vocab.example.org/core-types')
  await operator.locator('input[name=list_uri]').press('Enter')
  await operator.waitForFunction(() => document.querySelector('.v-input:has(input[name=list_uri]) .v-messages__message') === null)
  const record = async () => await (await fetch(`${service.url}/api/v1/list-values/list?listname=CORE_TYPE`, { headers: admin })).json()
  t.equal((await record()).list_uri, 'https://vocab.example.org/core-types')
  t.ok(await operator.locator('[data-test=list-locked] input').isDisabled(), 'an operator locks nothing')

  // the list as the CSV the import reads
  const [saved] = await Promise.all([operator.waitForEvent('download'), operator.click('[data-test=export-list]')])
  t.equal(saved.suggestedFilename(), 'CORE_TYPE.csv')
  const csv = await readFile((await saved.path())!, 'utf8')
  t.match(csv.split(/\r?\n/).slice(0, 2), ['listname,display,remark,sort', /^CORE_TYPE,R,Rotary core barrel,/])

  // sa locks the list; the operator sees it locked and may change nothing
  const sa = await loggedIn(browser, service.url, 'admin', ADMIN_PASSWORD)
  await openList(sa, 'CORE_TYPE')
  await sa.locator('[data-test=list-locked] input').check()
  await sa.waitForFunction(() => (document.querySelector('[data-test=list-locked] input') as HTMLInputElement).checked)
  await t.resolveMatch(record(), { is_locked: true })
  await operator.reload()
  await operator.waitForSelector('[data-test=locked-note]')
  t.equal(await operator.locator('[data-test=add-item], [data-test=edit-item]').count(), 0, 'nothing to change')
  t.same(await axeProblems(operator), [], 'axe: a locked list')
  const olaf = (await postJson(`${service.url}/api/v1/auth/login`, {}, { username: 'olaf', password: 'olaf-password' })).body.token as string
  const refused = await postJson(`${service.url}/api/v1/list-values`, { authorization: `Bearer ${olaf}` }, { listname: 'CORE_TYPE', display: 'Z' })
  t.equal(refused.status, 403, 'and the service refuses it')
})
