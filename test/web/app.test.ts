import type { Page } from 'playwright-core'
import t from 'tap'
import { tempDir } from '../helpers/app.js'
import { choose, field, launch, loggedIn, messagesOf } from '../helpers/browser.js'
import { adminHeaders, ADMIN_PASSWORD, serviceEnv, startService } from '../helpers/service-process.js'

// The data-entry web app in headless Chromium against the real service (npm start's entry point, on the embedded
// database or on PostgreSQL): log in, enter program → expedition → site → hole → core through the generated forms,
// see a 422 message under its field, duplicate a core, filter the grid by a parent; a viewer sees no edit controls.

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
  return await page.locator('[data-test=record-form] .v-card-title').innerText()
}

const rowCount = async (page: Page): Promise<string> => await page.locator('[data-test=row-count]').innerText()

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
  t.match(await page.locator('[data-test=model-problem]').innerText(), /Choose the programs in the filter bar first/)
  await choose(page, 'filter-program_id', 'ICDP')
  await page.click('[data-test=new]')
  await field(page, 'expedition').fill('5065')
  await field(page, 'exp_name').fill('Deep drilling')
  // Enter saves
  await field(page, 'exp_name').press('Enter')
  await page.waitForSelector('[data-test=record-form] .v-card-title:has-text("5065")')
  await page.click('[data-test=close]')

  await openModel(page, 'sites')
  await choose(page, 'filter-program_id', 'ICDP')
  await choose(page, 'filter-expedition_id', '5065')
  await page.click('[data-test=new]')
  t.equal(await field(page, 'site').inputValue(), '1', 'the next site number, from the defaults')
  await field(page, 'site_name').fill('North')
  t.equal(await save(page), 'sites 5065_1')
  await page.click('[data-test=close]')

  await openModel(page, 'holes')
  await choose(page, 'filter-program_id', 'ICDP')
  await choose(page, 'filter-expedition_id', '5065')
  await choose(page, 'filter-site_id', '1')
  await page.click('[data-test=new]')
  t.equal(await field(page, 'hole').inputValue(), 'A')
  t.equal(await save(page), 'holes 5065_1_A')
  await page.click('[data-test=close]')

  await openModel(page, 'cores')
  await choose(page, 'filter-program_id', 'ICDP')
  await choose(page, 'filter-expedition_id', '5065')
  await choose(page, 'filter-site_id', '1')
  await choose(page, 'filter-hole_id', 'A')
  await page.click('[data-test=new]')
  await page.click('[data-test=save]')
  t.equal(await messagesOf(page, 'core_type'), 'Core Type cannot be blank.')
  await choose(page, 'field-core_type', 'R')
  await field(page, 'drilled_length').fill('3')
  t.equal(await save(page), 'cores 5065_1_A_1')

  await page.click('[data-test=duplicate]')
  await page.waitForSelector('[data-test=record-form] .v-card-title:has-text("New")')
  t.equal(await field(page, 'core').inputValue(), '2', 'a duplicate takes the next core number')
  t.equal(await field(page, 'drilled_length').inputValue(), '3', 'and the values of the copied core')
  t.equal(await save(page), 'cores 5065_1_A_2')
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
  await page.locator('[data-test=column-filter-core] input').fill('>1')
  await page.locator('[data-test=column-filter-core] input').press('Enter')
  await page.waitForSelector('[data-test=row-count]:has-text("1 record")')

  t.test('a viewer sees the records but no edit controls', async t => {
    const created = await fetch(`${service.url}/api/v1/users`, {
      method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ username: 'vera', password: 'viewer-password', roles: ['viewer'] })
    })
    t.equal(created.status, 201)
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
})
