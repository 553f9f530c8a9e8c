import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import t from 'tap'
import { tempDir } from '../helpers/app.js'
import { choose, dropFiles, field, launch, loggedIn, messagesOf } from '../helpers/browser.js'
import { adminHeaders, ADMIN_PASSWORD, serviceEnv, startService } from '../helpers/service-process.js'
import { axeProblems } from './helpers/axe.js'

// The data-entry web app in headless Chromium against the real service (npm start's entry point, on the embedded
// database or on PostgreSQL): log in, enter program → expedition → site → hole → core through the generated forms,
// see a 422 message under its field, duplicate a core, filter the grid by a parent; upload a file, assign it to a core
// and download it; export ListCsv; as a developer upload a template and use the new model's form without reloading,
// and see a model made elsewhere appear; a viewer sees no edit controls.

/** Opens a model from the menu and waits for its grid. */
async function openModel (page: Page, model: string): Promise<void> {
  await page.click(`[data-test="menu-${model}"]`)
  await page.waitForSelector(`[data-test=model-title]:has-text("${model}")`)
  await page.waitForSelector('[data-test=grid]')
}

/** Saves the open form and waits until it shows the stored record (its title names it by combined id or id). */
async function save (page: Page): Promise<string> {
  await page.click('[data-test=save]')
  await page.waitForSelector('[data-test=record-form] .v-card-title:not(:has-text("New"))')
  return await page.locator('[data-test=form-title]').innerText()
}

/** The count above the grid, once the grid has its answer. */
async function rowCount (page: Page): Promise<string> {
  await page.waitForSelector('[data-test=grid][aria-busy=false]')
  return await page.locator('[data-test=row-count]').innerText()
}

/** The hierarchy entered below, top-down, as the filter bar names its levels. */
const ANCESTRY: Array<[string, string]> = [['program_id', 'ICDP'], ['expedition_id', '5065'], ['site_id', '1'], ['hole_id', 'A'], ['core_id', '1']]

/** Chooses the first `levels` levels of that hierarchy in the filter bar. */
async function chooseParents (page: Page, levels: number): Promise<void> {
  for (const [as, text] of ANCESTRY.slice(0, levels)) await choose(page, `filter-${as}`, text)
}

t.test('entering a drilling hierarchy through the web app', async t => {
  const service = await startService(t, await serviceEnv(t, await tempDir(t)))
  const browser = await launch(t)
  const page = await loggedIn(browser, service.url, 'admin', ADMIN_PASSWORD)
  t.match(await page.locator('[data-test=user]').innerText(), /admin \(sa\)/)

  await openModel(page, 'programs')
  await page.click('[data-test=new]')
  await page.click('[data-test=save]')
  t.equal(await messagesOf(page, 'program'), 'Program cannot be blank.', 'a 422 message under its field')
  await field(page, 'program').fill('ICDP')
  await field(page, 'program_name').fill('International Continental Drilling Program')
  t.match(await save(page), /ICDP|1/)
  await page.click('[data-test=close]')
  t.equal(await rowCount(page), '1 record')

  await openModel(page, 'expeditions')
  await page.click('[data-test=new]')
  t.match(await page.locator('[data-test=model-problem]').innerText(), /Choose the program in the filter bar first/)
  await chooseParents(page, 1)
  await page.click('[data-test=new]')
  // keyboard only: the fields in the form's order, Tab to the next, Enter saves
  await field(page, 'expedition').fill('5065')
  await page.keyboard.press('Tab')
  t.equal(await page.evaluate(() => (document.activeElement as HTMLInputElement).name), 'exp_name', 'Tab follows the form')
  await page.keyboard.type('Deep drilling')
  await page.keyboard.press('Enter')
  await page.waitForSelector('[data-test=record-form] .v-card-title:has-text("5065")')
  await page.click('[data-test=close]')

  await openModel(page, 'sites')
  await chooseParents(page, 2)
  await page.click('[data-test=new]')
  t.equal(await field(page, 'site').inputValue(), '1', 'the next site number, from the defaults')
  await field(page, 'site_name').fill('North')
  t.equal(await save(page), 'Site 5065_1')
  await page.click('[data-test=close]')

  await openModel(page, 'holes')
  await chooseParents(page, 3)
  await page.click('[data-test=new]')
  t.equal(await field(page, 'hole').inputValue(), 'A')
  t.equal(await save(page), 'Hole 5065_1_A')
  await page.click('[data-test=close]')

  await openModel(page, 'cores')
  await chooseParents(page, 4)
  await page.click('[data-test=new]')
  await page.click('[data-test=save]')
  t.equal(await messagesOf(page, 'core_type'), 'Core Type cannot be blank.')
  await choose(page, 'field-core_type', 'R')
  await field(page, 'drilled_length').fill('3')
  t.equal(await save(page), 'Core 5065_1_A_1')

  await page.click('[data-test=duplicate]')
  await page.waitForSelector('[data-test=record-form] .v-card-title:has-text("New")')
  t.equal(await field(page, 'core').inputValue(), '2', 'a duplicate takes the next core number')
  t.equal(await field(page, 'drilled_length').inputValue(), '3', 'and the values of the copied core')
  t.equal(await save(page), 'Core 5065_1_A_2')
  await page.click('[data-test=close]')
  t.equal(await rowCount(page), '2 records')

  // filtering by a parent: a site without holes has no cores
  const headers = await adminHeaders(service.url)
  const site2 = await fetch(`${service.url}/api/v1/form?name=sites`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ expedition_id: 1, site_name: 'South' }) })
  t.equal(site2.status, 201)
  await choose(page, 'filter-site_id', '2')
  await page.waitForSelector('[data-test=row-count]:has-text("0 records")')
  await choose(page, 'filter-site_id', '1')
  await page.waitForSelector('[data-test=row-count]:has-text("2 records")')
  await page.locator('[data-test=column-filter-core]').fill('>1')
  await page.locator('[data-test=column-filter-core]').press('Enter')
  await page.waitForSelector('[data-test=row-count]:has-text("1 record")')

  t.test('upload a file, assign it to a core, download it', async t => {
    const dir = await tempDir(t)
    await writeFile(join(dir, 'scan.txt'), 'core scan of 5065_1_A_1\n')
    await page.click('[data-test=menu-files]')
    await page.locator('[data-test=drop-zone] input[type=file]').setInputFiles(join(dir, 'scan.txt'))
    await page.click('[data-test=upload]')
    await page.waitForSelector('[data-test=uploads] td:has-text("scan.txt")')
    await dropFiles(page, '[data-test=drop-zone] .v-file-upload-dropzone', [{ name: 'dropped.txt', content: 'dragged in' }])
    await page.click('[data-test=upload]')
    await page.waitForSelector('[data-test=uploads] td:has-text("dropped.txt")')
    t.pass('a file dropped on the page is uploaded')

    await openModel(page, 'cores')
    await choose(page, 'filter-hole_id', 'A')
    await page.locator('[data-test=grid] tbody tr', { hasText: '5065_1_A_1' }).first().click()
    await page.click('[data-test=assign]')
    await choose(page, 'assign-files', 'scan.txt')
    await page.keyboard.press('Escape')
    await choose(page, 'assign-type', 'CS')
    await page.click('[data-test=assign-confirm]')
    await page.waitForSelector('[data-test="file-scan.txt"]')
    const [saved] = await Promise.all([page.waitForEvent('download'), page.click('[data-test="file-scan.txt"] [data-test=download]')])
    t.equal(saved.suggestedFilename(), 'scan.txt')
    t.equal(await readFile((await saved.path())!, 'utf8'), 'core scan of 5065_1_A_1\n', 'the bytes that were uploaded')
    await page.click('[data-test=close]')
  })

  t.test('export the filtered grid as ListCsv', async t => {
    await page.waitForSelector('[data-test=row-count]:has-text("2 records")')
    await page.locator('[data-test=column-filter-core]').fill('>1')
    await page.locator('[data-test=column-filter-core]').press('Enter')
    await page.waitForSelector('[data-test=row-count]:has-text("1 record")')
    await page.click('[data-test=reports-multiple]')
    const [csv] = await Promise.all([page.waitForEvent('download'), page.click('[data-test=report-ListCsv]')])
    t.equal(csv.suggestedFilename(), 'cores.csv')
    const lines = (await readFile((await csv.path())!, 'utf8')).trim().split('\r\n')
    t.equal(lines.length, 2, 'a header and the one core the grid shows (core > 1)')
    t.match(lines[1], /5065_1_A_2/)
  })

  t.test('a developer loads a template and uses the new model without a reload', async t => {
    const dir = await tempDir(t)
    await writeFile(join(dir, 'bad.json'), JSON.stringify({ name: 'boxes', parentModel: 'cores', columns: { core_id: { type: 'integer' }, box: { type: 'integr' } } }))
    await writeFile(join(dir, 'boxes.json'), JSON.stringify({ name: 'boxes', module: 'Curation', parentModel: 'cores', columns: { core_id: { type: 'integer' }, box: { type: 'integer', required: true, label: 'Box' }, label: { type: 'string', size: 20 } } }))
    await page.click('[data-test=menu-templates]')
    await page.locator('[data-test=template-file] input[type=file]').setInputFiles(join(dir, 'bad.json'))
    await page.click('[data-test=template-upload]')
    t.match(await page.locator('[data-test=template-problems]').innerText(), /\/columns\/box\/type: must be one of .*did you mean "integer"\?/)
    await page.locator('[data-test=template-file] input[type=file]').setInputFiles(join(dir, 'boxes.json'))
    await page.click('[data-test=template-upload]')
    t.equal(await page.locator('[data-test=template-message]').innerText(), 'Model "boxes" is live.')
    await page.click('[data-test=menu-boxes]')
    await chooseParents(page, 5)
    await page.click('[data-test=new]')
    await field(page, 'box').fill('7')
    t.equal(await save(page), 'Box 1', 'a model without combined_id: named by its id')
    await page.click('[data-test=close]')
    t.equal(await rowCount(page), '1 record')

    // a model made elsewhere (another client, or another instance) shows up in the open app
    const made = await fetch(`${service.url}/cg/api/create-model`, {
      method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ template: { name: 'trays', module: 'Curation', columns: { tray: { type: 'string' } } } })
    })
    t.equal(made.status, 201)
    await page.waitForSelector('[data-test=menu-trays]')
    t.pass('the menu follows without a reload')

    await writeFile(join(dir, 'box-entry.json'), JSON.stringify({ name: 'box-entry', dataModel: 'boxes', fields: [{ name: 'box' }, { name: 'label' }] }))
    await page.click('[data-test=menu-templates]')
    await page.locator('[data-test=template-file] input[type=file]').setInputFiles(join(dir, 'box-entry.json'))
    await page.click('[data-test=template-upload]')
    await page.waitForSelector('[data-test=template-message]:has-text("Form \\"box-entry\\" is saved.")')
    // the template manager's card of a model: its record, its forms, a copy and a download
    await page.waitForSelector('[data-test=records-boxes]:has-text("1")')
    t.match(await page.locator('[data-test=forms-boxes]').innerText(), /box-entry/, 'the card lists the stored form')
    t.match(await page.locator('[data-test=table-boxes]').innerText(), /^boxes\s+created$/)
    await page.click('[data-test=duplicate-boxes]')
    await page.locator('[data-test=copy-name] input').fill('crates')
    await page.click('[data-test=confirm-duplicate]')
    await page.waitForSelector('[data-test=template-message]:has-text("Model \\"boxes\\" was copied to \\"crates\\".")')
    await page.waitForSelector('[data-test=records-crates]:text-is("0")')
    t.pass('the copy is empty')
    t.same(await axeProblems(page), [], 'axe: the template manager')
    const [zip] = await Promise.all([page.waitForEvent('download'), page.click('[data-test=download-crates]')])
    t.equal(zip.suggestedFilename(), 'crates.zip')
    await page.locator('[data-test=model-search] input').fill('crat')
    t.same(await page.locator('[data-test=models] [data-test^=model-]').evaluateAll(cards => cards.map(c => c.getAttribute('data-test'))), ['model-crates'], 'the search keeps the matching model')
    await page.locator('[data-test=model-search] input').fill('')
    await page.click('[data-test=drop-crates]')
    await page.click('[data-test=confirm-drop]')
    await page.waitForSelector('[data-test=template-message]:has-text("Model \\"crates\\" was dropped.")')
    await page.click('[data-test=drop-trays]')
    await page.click('[data-test=confirm-drop]')
    await page.waitForSelector('[data-test=template-message]:has-text("Model \\"trays\\" was dropped.")')
    await page.waitForSelector('[data-test=menu-trays]', { state: 'detached' })
    await page.click('[data-test=drop-boxes]')
    await page.click('[data-test=confirm-drop]')
    t.match(await page.locator('[data-test=template-problem]').innerText(), /Model "boxes" cannot be deleted: form "box-entry" belongs to it/, 'a 409 says why')
  })

  t.test('a record that others refer to is not deleted, and the form says why; a record\'s Details', async t => {
    await openModel(page, 'holes')
    await page.locator('[data-test=grid] tbody tr', { hasText: '5065_1_A' }).first().click()
    await page.click('[data-test=delete]')
    await page.click('[data-test=confirm-delete]')
    t.equal(await page.locator('[data-test=form-problem]').innerText(), 'The record cannot be deleted: cores records refer to it.')
    await page.click('[data-test=reports-single]')
    const [details] = await Promise.all([page.context().waitForEvent('page'), page.click('[data-test=report-Details]')])
    await details.waitForLoadState()
    t.match(await details.locator('body').innerText(), /5065_1_A/, 'the Details report of the hole')
    await details.close()
    await page.keyboard.press('Escape')
  })

  t.test('the token is renewed before it expires', async t => {
    const before = await page.evaluate(() => JSON.parse(sessionStorage.getItem('record-service.session')!).token as string)
    // a session about to run out: the app renews it at once after a reload
    await page.evaluate(() => {
      const session = JSON.parse(sessionStorage.getItem('record-service.session')!)
      sessionStorage.setItem('record-service.session', JSON.stringify({ ...session, expiresAt: Date.now() + 60_000 }))
    })
    await page.reload()
    await page.waitForFunction(old => JSON.parse(sessionStorage.getItem('record-service.session')!).token !== old, before)
    await page.waitForSelector('[data-test=user]')
    t.pass('a new token, still logged in')
  })

  t.test('an administrator adds a viewer, who sees the records but no edit controls', async t => {
    await page.click('[data-test=menu-users]')
    await page.fill('input[name=new-username]', 'vera')
    await page.fill('input[name=new-password]', 'viewer-password')
    await page.click('[data-test=create-user]')
    await page.waitForSelector('[data-test=user-vera]')
    await page.fill('input[name=new-username]', 'admin')
    await page.fill('input[name=new-password]', 'another-password')
    await page.click('[data-test=create-user]')
    t.match(await page.locator('[data-test=users-problem]').innerText(), /admin/, 'a refusal is shown')
    const viewer = await loggedIn(browser, service.url, 'vera', 'viewer-password')
    await openModel(viewer, 'cores')
    t.equal(await rowCount(viewer), '2 records')
    t.equal(await viewer.locator('[data-test=new]').count(), 0, 'no New')
    await viewer.locator('[data-test=grid] tbody tr').first().click()
    await viewer.waitForSelector('[data-test=record-form]')
    t.equal(await viewer.locator('[data-test=save]').count(), 0, 'no Save')
    t.equal(await viewer.locator('[data-test=delete]').count(), 0, 'no Delete')
    t.ok(await field(viewer, 'drilled_length').isDisabled(), 'fields are read-only')
    await viewer.keyboard.press('Escape')
    await viewer.click('[data-test=logout]')
    await viewer.waitForSelector('input[name=username]')
  })

  t.test('a model the user may not view: not in the menu, and a message instead of a grid', async t => {
    const created = await fetch(`${service.url}/api/v1/users`, {
      method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ username: 'nora', password: 'cores-only-password', roles: ['viewer'], permissions: ['form-cores:view'] })
    })
    t.equal(created.status, 201)
    const narrow = await loggedIn(browser, service.url, 'nora', 'cores-only-password')
    await narrow.waitForSelector('[data-test=menu-cores]')
    t.equal(await narrow.locator('[data-test=menu-sites]').count(), 0, 'sites are not offered')
    await narrow.goto(`${service.url}/app/#/models/sites`)
    t.equal(await narrow.locator('[data-test=grid-problem]').innerText(), 'You are not allowed to view sites.')
  })

  t.test('on a phone the menu starts closed (it would cover the page), opens by its button and closes on a choice', async t => {
    const phone = await loggedIn(browser, service.url, 'admin', ADMIN_PASSWORD, { width: 412, height: 823 })
    t.equal(await phone.locator('.v-navigation-drawer--active').count(), 0, 'no menu over the dashboard')
    t.equal(await phone.locator('[data-test=menu-files]').count(), 0, 'its links not even rendered')
    await phone.getByRole('button', { name: 'Menu' }).click()
    await phone.click('[data-test=menu-cores]')
    await phone.waitForSelector('[data-test=model-title]:has-text("Cores")')
    await phone.locator('.v-navigation-drawer[inert]').waitFor({ state: 'attached' })
    await phone.locator('.v-navigation-drawer__scrim').waitFor({ state: 'detached' })
    t.equal(await phone.locator('.v-navigation-drawer--active').count(), 0, 'the menu closed on the way to the cores, uncovering the page')
  })
})
