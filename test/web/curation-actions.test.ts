import t from 'tap'
import type { Page } from 'playwright-core'
import { tempDir } from '../helpers/app.js'
import { choose, launch, loggedIn } from '../helpers/browser.js'
import { adminHeaders, createRecord, postJson, serviceEnv, startService } from '../helpers/service-process.js'
import { axeProblems } from './helpers/axe.js'

// The curation actions from the web app (issue 32, mDIS's BatchEditReport, AssignCoreboxStorageReport): the report
// menu offers them to whoever may edit the model; an action's dialog is generated from its parameters' schema (the
// descriptor's `parameters`), previews what would change (nothing stored), runs after the confirmation, shows a
// refusal of the rules (nothing stored), and the grid or the form shows what changed.

/** The text of the grid's cells of the column headed `label`, by row. */
const columnOf = async (page: Page, label: string): Promise<string[]> => await page.locator('[data-test=grid]').evaluate((grid, heading) => {
  const index = [...grid.querySelectorAll('thead th')].findIndex(th => th.textContent!.trim().startsWith(heading))
  return [...grid.querySelectorAll('tbody tr')].map(tr => tr.querySelectorAll('td')[index]?.textContent?.trim() ?? '')
}, label)

t.test('batch edit of a hole\'s cores, and a storage location from a core box\'s form', async t => {
  const service = await startService(t, await serviceEnv(t, await tempDir(t)))
  const admin = await adminHeaders(service.url)
  const get = async (path: string) => await (await fetch(`${service.url}${path}`, { headers: admin })).json()
  const program = await createRecord(service.url, admin, 'programs', { program: 'ICDP', program_name: 'International Continental Drilling Program' })
  const expedition = await createRecord(service.url, admin, 'expeditions', { program_id: program, expedition: '5065', exp_name: 'Deep drilling' })
  const site = await createRecord(service.url, admin, 'sites', { expedition_id: expedition })
  const [hole, other] = [await createRecord(service.url, admin, 'holes', { site_id: site }), await createRecord(service.url, admin, 'holes', { site_id: site })]
  const cores = [await createRecord(service.url, admin, 'cores', { hole_id: hole, core_type: 'R' }), await createRecord(service.url, admin, 'cores', { hole_id: hole, core_type: 'R' })]
  const elsewhere = await createRecord(service.url, admin, 'cores', { hole_id: other, core_type: 'R' })
  const box = await createRecord(service.url, admin, 'curation_corebox', { hole_id: hole, corebox: '001' })
  const types = async () => (await get(`/api/v1/form?name=cores&sort=id&per-page=100`)).items.map((c: { id: number, core_type: string }) => [c.id, c.core_type])
  t.equal((await postJson(`${service.url}/api/v1/users`, admin, { username: 'vera', password: 'vera-password', roles: ['viewer'] })).status, 201)

  const browser = await launch(t)
  const page = await loggedIn(browser, service.url, 'vera', 'vera-password')
  await page.goto(`${service.url}/app/#/models/cores?programs=${program}&expeditions=${expedition}&sites=${site}&holes=${hole}`)
  await page.waitForSelector('[data-test=row-count]:has-text("2 records")')
  await page.click('[data-test=reports-multiple]')
  await page.waitForSelector('[data-test=report-List]')
  t.equal(await page.locator('[data-test^=action-]').count(), 0, 'a viewer is offered no action')
  await page.keyboard.press('Escape')

  const operator = { username: 'olaf', password: 'olaf-password' }
  t.equal((await postJson(`${service.url}/api/v1/users`, admin, { ...operator, roles: ['operator'] })).status, 201)
  const ops = await loggedIn(browser, service.url, operator.username, operator.password)
  await ops.goto(`${service.url}/app/#/models/cores?programs=${program}&expeditions=${expedition}&sites=${site}&holes=${hole}`)
  await ops.waitForSelector('[data-test=row-count]:has-text("2 records")')
  await ops.waitForSelector('[data-test=grid][aria-busy=false]')
  await ops.click('[data-test=reports-multiple]')
  await ops.click('[data-test=action-BatchEdit]')
  const dialog = ops.locator('[data-test=action-dialog]')
  await dialog.waitFor()
  t.match(await dialog.locator('[data-test=action-scope]').innerText(), /^Runs on all 2 records the grid lists in Hole A\.$/, 'the records, in words')

  // preview: the changes of each core shown, nothing stored
  await ops.click('[data-test=set-add]')
  await choose(ops, 'set-column-0', 'Core Type')
  await ops.locator('[data-test=set-value-0] input').fill('X')
  await ops.click('[data-test=action-preview]')
  await ops.waitForSelector('[data-test=action-outcome]:has-text("Preview")')
  t.match(await ops.locator('[data-test=action-counts]').innerText(), /count: 2, changed: 2/)
  const rows = await ops.locator('[data-test=action-records] tbody tr').evaluateAll(trs => trs.map(tr => [...tr.querySelectorAll('td')].map(td => td.textContent!.trim()).join(' | ')))
  t.same(rows, ['records | cores 5065_1_A_1 | core_type: R → X', 'records | cores 5065_1_A_2 | core_type: R → X'], 'each core with its change')
  t.same(await types(), [[cores[0], 'R'], [cores[1], 'R'], [elsewhere, 'R']], 'a preview stores nothing')
  t.same(await axeProblems(ops, '[data-test=action-dialog]'), [], 'axe: the action dialog with a preview')

  // run, after the confirmation: stored for the hole's cores only, and the grid shows it
  await ops.click('[data-test=action-run]')
  await ops.getByRole('dialog', { name: 'Batch edit' }).last().getByText('Change these columns of all the selected records?').waitFor()
  await ops.click('[data-test=confirm-action]')
  await ops.waitForSelector('[data-test=action-outcome]:has-text("Done")')
  t.same(await types(), [[cores[0], 'X'], [cores[1], 'X'], [elsewhere, 'R']], 'stored for the filtered cores')
  await ops.click('[data-test=action-close]')
  await ops.waitForFunction(() => document.querySelector('[data-test=action-dialog]') === null)
  await ops.waitForFunction(() => [...document.querySelectorAll('[data-test=grid] tbody tr')].every(tr => [...tr.querySelectorAll('td')].some(td => td.textContent!.trim() === 'X')))
  t.same(await columnOf(ops, 'Core Type'), ['X', 'X'], 'the grid shows the new values')

  // refused by the rules (a code the value list lacks): each refusal shown, nothing stored
  await ops.click('[data-test=reports-multiple]')
  await ops.click('[data-test=action-BatchEdit]')
  await ops.click('[data-test=set-add]')
  await choose(ops, 'set-column-0', 'Core Type')
  await ops.locator('[data-test=set-value-0] input').fill('ZZ')
  await ops.click('[data-test=action-run]')
  await ops.click('[data-test=confirm-action]')
  await ops.waitForSelector('[data-test=action-refusals]')
  const refusals = await ops.locator('[data-test=action-refusals] li').allInnerTexts()
  t.equal(refusals.length, 2, 'one refusal per core')
  t.match(refusals[0], /^cores 5065_1_A_1: .*ZZ/, 'naming the record and the value')
  t.match(await ops.locator('[data-test=action-problem]').innerText(), /nothing was changed/)
  t.same(await types(), [[cores[0], 'X'], [cores[1], 'X'], [elsewhere, 'R']], 'a refused run changes nothing')
  await ops.click('[data-test=action-close]')

  // one core box's storage location from its form
  await ops.goto(`${service.url}/app/#/models/curation_corebox?record=${box}`)
  await ops.waitForSelector('[data-test=record-form][aria-busy=false]')
  await ops.click('[data-test=reports-single]')
  await ops.click('[data-test=action-AssignCoreboxStorage]')
  t.match(await ops.locator('[data-test=action-scope]').innerText(), /^Runs on Curation corebox 5065_1_A_\S+\.$/)
  await ops.locator('[data-test=parameter-storageLocation] input').fill('Shelf 7')
  await ops.locator('[data-test=parameter-storageLocation] input').press('Enter')
  await ops.waitForSelector('[data-test=action-outcome]:has-text("Preview")')
  t.same(await ops.locator('[data-test=action-records] tbody tr td:nth-child(3)').allInnerTexts(), ['storage_location: empty → Shelf 7'])
  t.equal((await get(`/api/v1/form/${box}?name=curation_corebox`)).storage_location, null, 'previewed: not stored')
  await ops.click('[data-test=action-run]')
  await ops.click('[data-test=confirm-action]')
  await ops.waitForSelector('[data-test=action-outcome]:has-text("Done")')
  t.equal((await get(`/api/v1/form/${box}?name=curation_corebox`)).storage_location, 'Shelf 7', 'stored')
  await ops.click('[data-test=action-close]')
  await ops.waitForFunction(() => (document.querySelector('[data-test=record-form] input[name=storage_location]') as HTMLInputElement | null)?.value === 'Shelf 7')
  t.pass('the form shows the new location')
})
