import t from 'tap'
import { tempDir } from '../helpers/app.js'
import { launch, loggedIn } from '../helpers/browser.js'
import { adminHeaders, ADMIN_PASSWORD, createHole, postJson, serviceEnv, startService } from '../helpers/service-process.js'

// A record's form links to its parent record and to its children (issue 32, mDIS's supForms and subForms): a core's
// form opens the grid of its sections, that core chosen; a section's form opens its core's.

t.test('from a core to its sections and back', async t => {
  const service = await startService(t, await serviceEnv(t, await tempDir(t)))
  const admin = await adminHeaders(service.url)
  const hole = await createHole(service.url, admin)
  const add = async (model: string, body: object) => (await postJson(`${service.url}/api/v1/form?name=${model}`, admin, body)).body
  const [first, second] = [await add('cores', { hole_id: hole, core_type: 'R' }), await add('cores', { hole_id: hole, core_type: 'R' })]
  const sections = [await add('core_section', { core_id: second.id, section: 1 }), await add('core_section', { core_id: second.id, section: 2 })]
  await add('core_section', { core_id: first.id, section: 1 })

  const browser = await launch(t)
  const page = await loggedIn(browser, service.url, 'admin', ADMIN_PASSWORD)
  await page.click('[data-test="menu-cores"]')
  await page.waitForSelector('[data-test=grid][aria-busy=false]')
  await page.locator('[data-test=grid] tbody tr', { hasText: second.combined_id }).first().click()
  await page.waitForSelector('[data-test=record-form]')
  t.equal((await page.locator('[data-test=to-parent]').textContent())?.trim(), 'Hole', 'the parent, as one of its model')
  await page.click('[data-test=to-core_section]')
  await page.waitForURL(new RegExp(`#/models/core_section\\?cores=${second.id as number}$`))
  await page.waitForSelector('[data-test=grid][aria-busy=false]')
  const shown = await page.locator('[data-test=grid] tbody tr').evaluateAll(rows => rows.map(r => r.textContent ?? ''))
  t.same(shown.map(text => sections.find(s => text.includes(s.combined_id))?.id), sections.map(s => s.id), 'the core\'s sections only')

  await page.locator('[data-test=grid] tbody tr', { hasText: sections[1].combined_id }).first().click()
  await page.waitForSelector('[data-test=record-form]')
  t.equal(await page.locator('[data-test=to-core_section]').count(), 0, 'a section has no children')
  await page.click('[data-test=to-parent]')
  await page.getByRole('dialog', { name: `Core ${second.combined_id as string}` }).waitFor()
  t.match(page.url(), new RegExp(`#/models/cores\\?.*record=${second.id as number}`), 'the core\'s form, by its URL')
  t.equal((await page.locator('[data-test=record-form] [data-test=to-parent]').textContent())?.trim(), 'Hole')
})
