import type { Page } from 'playwright-core'
import t from 'tap'
import { tempDir } from '../helpers/app.js'
import { field, launch, loggedIn } from '../helpers/browser.js'
import { adminHeaders, ADMIN_PASSWORD, createHole, postJson, serviceEnv, startService } from '../helpers/service-process.js'
import { bannerContrast } from './helpers/contrast.js'

// Two people edit the same core in the web app (two browser pages, two users): the second save does not overwrite
// the first one's unseen — it gets the conflict screen (who changed what since the form was opened, theirs beside
// mine) and reloads or overwrites deliberately.

/** Opens the core's form from the cores grid. */
async function openCore (page: Page, combinedId: string): Promise<void> {
  await page.click('[data-test="menu-cores"]')
  await page.waitForSelector('[data-test=grid][aria-busy=false]')
  await page.locator('[data-test=grid] tbody tr', { hasText: combinedId }).first().click()
  await page.waitForSelector('[data-test=record-form]')
  await page.waitForFunction(() => (document.querySelector('[data-test=record-form] input[name="remarks"]') as HTMLInputElement | null) !== null)
}

/** Types into the form's remarks and saves. */
async function saveRemarks (page: Page, remarks: string): Promise<void> {
  await field(page, 'remarks').fill(remarks)
  await page.click('[data-test=save]')
}

t.test('the second of two saves of one core gets the conflict screen: reload takes theirs, overwrite keeps mine', async t => {
  const service = await startService(t, await serviceEnv(t, await tempDir(t)))
  const admin = await adminHeaders(service.url)
  const hole = await createHole(service.url, admin)
  const core = (await postJson(`${service.url}/api/v1/form?name=cores`, admin, { hole_id: hole, core_type: 'R' })).body
  t.equal((await postJson(`${service.url}/api/v1/users`, admin, { username: 'carla', password: 'curator-password', roles: ['operator'] })).status, 201)
  const browser = await launch(t)
  const anna = await loggedIn(browser, service.url, 'admin', ADMIN_PASSWORD)
  const carla = await loggedIn(browser, service.url, 'carla', 'curator-password')
  await openCore(anna, core.combined_id)
  await openCore(carla, core.combined_id)

  // Carla saves first; Anna, whose form still shows the version before, is stopped
  await saveRemarks(carla, 'grey clay, Carla')
  await carla.waitForSelector('[data-test=save]:not(.v-btn--loading)')
  const stale = anna.waitForResponse(r => r.status() === 412)
  await saveRemarks(anna, 'silty, Anna')
  const columns = (await (await stale).json()).columns as string[]
  await anna.waitForSelector('[data-test=conflict]')
  t.match(await anna.locator('[data-test=conflict-message]').innerText(), /Changed by carla at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC since you opened it/)
  t.same((await anna.locator('[data-test=conflict-remarks] > *').allInnerTexts()).map(s => s.trim()), ['Remarks', 'silty, Anna', 'grey clay, Carla'], 'the field, mine, theirs')
  // (Carla's save stored her form's switch, false where there was nothing: a changed column that reads the same both
  // ways, nothing to choose between)
  t.ok(columns.includes('oriented'), 'the 412 names a column whose two values read the same')
  t.same((await anna.locator('[data-test=conflict-columns] tbody th').allInnerTexts()).map(s => s.trim()), ['Remarks'], 'only the columns that differ')
  t.equal(await anna.locator('[data-test=conflict-oriented]').count(), 0)
  t.ok(await bannerContrast(anna, '[data-test=conflict-message]') >= 4.5, 'the warning\'s text reads (4.5:1)')
  const stored = async () => (await (await fetch(`${service.url}/api/v1/form/${core.id as number}?name=cores`, { headers: admin })).json()).remarks
  t.equal(await stored(), 'grey clay, Carla', 'nothing was overwritten')

  // reload: the form shows theirs, and a save now goes over their version
  await anna.click('[data-test=conflict-reload]')
  t.equal(await anna.locator('[data-test=conflict]').count(), 0)
  t.equal(await field(anna, 'remarks').inputValue(), 'grey clay, Carla')
  await saveRemarks(anna, 'grey clay, Carla; silty below')
  await anna.waitForSelector('[data-test=save]:not(.v-btn--loading)')
  t.equal(await anna.locator('[data-test=conflict]').count(), 0)
  t.equal(await stored(), 'grey clay, Carla; silty below')

  // Carla's form is behind now: she overwrites, deliberately
  await saveRemarks(carla, 'grey clay')
  await carla.waitForSelector('[data-test=conflict]')
  t.match(await carla.locator('[data-test=conflict-message]').innerText(), /Changed by admin/)
  await carla.click('[data-test=conflict-overwrite]')
  await carla.waitForFunction(() => document.querySelector('[data-test=conflict]') === null)
  await carla.waitForSelector('[data-test=save]:not(.v-btn--loading)')
  t.equal(await stored(), 'grey clay')
  const history = await (await fetch(`${service.url}/api/v1/form/${core.id as number}/history?name=cores`, { headers: admin })).json()
  t.same(history.items.map((v: { version: number, user: { username: string }, changes: { remarks: { to: string } } }) => [v.version, v.user.username, v.changes.remarks?.to]),
    [[4, 'carla', 'grey clay'], [3, 'admin', 'grey clay, Carla; silty below'], [2, 'carla', 'grey clay, Carla'], [1, 'admin', undefined]], 'every save a version, none lost')
})
