import t from 'tap'
import { tempDir } from '../helpers/app.js'
import { choose, field, launch, loggedIn } from '../helpers/browser.js'
import { adminHeaders, ADMIN_PASSWORD, createHole, postJson, serviceEnv, startService } from '../helpers/service-process.js'
import { bannerContrast } from './helpers/contrast.js'

// A record's history in the web app: the History panel of its form (versions, the changed columns before and after,
// a version brought back), a model's deleted records brought back, and the recent changes of every model.

t.test('history panel, restore of a version, deleted records, recent changes', async t => {
  const service = await startService(t, await serviceEnv(t, await tempDir(t)))
  const admin = await adminHeaders(service.url)
  const hole = await createHole(service.url, admin)
  const core = (await postJson(`${service.url}/api/v1/form?name=cores`, admin, { hole_id: hole, core_type: 'R' })).body
  const gone = (await postJson(`${service.url}/api/v1/form?name=cores`, admin, { hole_id: hole, core_type: 'R' })).body
  const put = async (remarks: string) => await fetch(`${service.url}/api/v1/form/${core.id as number}?name=cores`,
    { method: 'PUT', headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify({ remarks }) })
  t.equal((await put('grey clay')).status, 200)
  t.equal((await put('grey silty clay')).status, 200)
  t.equal((await fetch(`${service.url}/api/v1/form/${gone.id as number}?name=cores`, { method: 'DELETE', headers: admin })).status, 204)

  const browser = await launch(t)
  const page = await loggedIn(browser, service.url, 'admin', ADMIN_PASSWORD)
  await page.click('[data-test="menu-cores"]')
  await page.waitForSelector('[data-test=grid][aria-busy=false]')
  await page.locator('[data-test=grid] tbody tr', { hasText: core.combined_id }).first().click()
  await page.waitForSelector('[data-test=record-form]')
  t.equal(await page.getByRole('dialog', { name: `Core ${core.combined_id as string}` }).count(), 1, 'the form\'s dialog is named by its title')

  // the History panel: three versions, newest first, each with what it changed
  await page.click('[data-test=show-history]')
  await page.waitForSelector('[data-test=history-count]:has-text("3 versions")')
  t.equal(await page.locator('[data-test=history] tbody tr').first().getAttribute('data-test'), 'version-3')
  t.equal((await page.locator('[data-test=version-3] [data-test=change-remarks]').innerText()).trim(), 'Remarks: grey clay → grey silty clay')
  t.match(await page.locator('[data-test=version-1]').innerText(), /admin\s+create/)
  t.equal(await page.locator('[data-test=restore-3]').count(), 0, 'the current version has nothing to bring back')
  t.equal(await page.getByRole('region', { name: 'History' }).count(), 1, 'a panel with a heading')
  t.equal((await page.locator('[data-test=version-1] [data-test=change-core_type]').innerText()).trim(), 'Core Type: R', 'a created value alone, labelled without the required mark')
  t.ok(await page.locator('[data-test=history]').evaluate(e => e.getBoundingClientRect().top < window.innerHeight), 'the panel scrolled into sight')

  // version 2 brought back: a new version, the form shows it
  await page.getByRole('button', { name: 'Restore version 2' }).click()
  await page.waitForSelector('[data-test=history-count]:has-text("4 versions")')
  t.equal(await field(page, 'remarks').inputValue(), 'grey clay')
  t.match(await page.locator('[data-test=version-4]').innerText(), /admin\s+restore/)
  const stored = await (await fetch(`${service.url}/api/v1/form/${core.id as number}?name=cores`, { headers: admin })).json()
  t.equal(stored.remarks, 'grey clay')
  // a save after the restore goes over its version (no conflict with itself)
  await field(page, 'remarks').fill('grey clay, checked')
  await page.click('[data-test=save]')
  await page.waitForSelector('[data-test=history-count]:has-text("4 versions")')
  await page.waitForSelector('[data-test=save]:not(.v-btn--loading)')
  t.equal(await page.locator('[data-test=conflict]').count(), 0)
  await page.click('[data-test=close]')

  // the deleted core, brought back
  await page.click('[data-test=show-deleted]')
  await page.waitForSelector('[data-test=deleted-count]:has-text("1 deleted record")')
  t.ok(await page.locator('[data-test=deleted-title]').evaluate(e => parseFloat(getComputedStyle(e).fontSize) <= 24), 'the title in the size of a title (not an unstyled h1)')
  t.match(await page.locator(`[data-test=deleted-${gone.id as number}]`).innerText(), new RegExp(`${gone.combined_id as string}\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\s+admin`))
  await page.getByRole('button', { name: `Restore ${gone.combined_id as string}` }).click()
  await page.waitForSelector('[data-test=restored]')
  t.equal(await page.locator('[data-test=restored]').innerText(), `cores ${gone.combined_id as string} is back.`)
  t.ok(await bannerContrast(page, '[data-test=restored] .v-alert__content') >= 4.5, 'the green banner\'s text reads (4.5:1)')
  await page.waitForSelector('[data-test=deleted-count]:has-text("0 deleted records")')
  t.equal((await page.locator('[data-test=deleted-none]').innerText()).trim(), 'No deleted cores records.', 'an empty list says so')
  t.equal((await fetch(`${service.url}/api/v1/form/${gone.id as number}?name=cores`, { headers: admin })).status, 200)

  // recent changes of every model, the latest first
  t.equal(await page.getByRole('group', { name: 'Menu' }).getByRole('link', { name: 'Recent changes' }).count(), 1, 'the menu: a named group of links')
  await page.click('[data-test=menu-changes]')
  await page.waitForSelector('[data-test=changes] tbody tr')
  const first = page.locator('[data-test=changes] tbody tr').first()
  t.equal(await first.getAttribute('data-test'), `change-cores-${gone.id as number}-3`, 'the restore of the deleted core, last')
  t.match(await first.innerText(), /admin\s+cores\s+\d+\s+3\s+restore/)
  t.equal(await page.locator(`[data-test=change-cores-${core.id as number}-5]`).count(), 1, 'the save after the restore')
  t.equal(await page.locator('[data-test=change-holes-1-1]').count(), 1, 'other models too')
  // one model, chosen among the menu's
  await choose(page, 'changes-model', 'holes')
  await page.locator('[data-test=changes-count]', { hasText: /^1 change$/ }).waitFor()
  t.equal(await page.locator('[data-test=changes] tbody tr').count(), 1)
})
