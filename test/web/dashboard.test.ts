import { join } from 'node:path'
import t from 'tap'
import type { Page } from 'playwright-core'
import { packageRoot } from '../../core/shared/paths.js'
import { tempDir } from '../helpers/app.js'
import { launch, loggedIn } from '../helpers/browser.js'
import { adminHeaders, createRecord, postJson, serviceEnv, startService } from '../helpers/service-process.js'
import { axeProblems } from './helpers/axe.js'

// The dashboard, the web app's start page (issue 32): the seeded widgets with data entered through the API — the
// "Drilling Progress" chart of the cores' recovery by top depth, the map of the sites and holes with coordinates,
// the message of the day; a developer moves a widget by keyboard and by dragging and hides one, stored through the
// widgets API; a viewer sees the stored dashboard and no edit controls; nothing is fetched from another origin.

interface StoredWidget { id: number, type: string, order: number, active: boolean }

/** The widgets' types in the order the page shows them. */
const onPage = async (page: Page): Promise<string[]> =>
  await page.locator('[data-test=widgets] [data-test^=widget-][data-type]').evaluateAll(cards => cards.map(c => c.getAttribute('data-type')!))

/** The rows of a chart's table of values (its text alternative). */
const tableOf = async (page: Page, widget: string): Promise<string[][]> =>
  await page.locator(`${widget} [data-test=chart-data] tbody tr`).evaluateAll(rows => rows.map(r => [...r.querySelectorAll('td')].map(td => td.textContent!)))

/** Polls `check` until it holds (a change is stored after the click that made it). */
async function until (check: () => Promise<boolean>, what: string): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 20_000;) {
    if (await check()) return
    await new Promise(resolve => setTimeout(resolve, 100))
  }
  throw new Error(`timed out waiting until ${what}`)
}

/** Whether the canvas has any drawn pixel. */
const drawn = async (page: Page, selector: string): Promise<boolean> => await page.locator(selector).evaluate((canvas: HTMLCanvasElement) =>
  canvas.width > 0 && canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data.some((value, i) => i % 4 === 3 && value > 0))

t.test('the dashboard: chart, map, message of the day, edit mode', async t => {
  const service = await startService(t, await serviceEnv(t, await tempDir(t)))
  const admin = await adminHeaders(service.url)
  const program = await createRecord(service.url, admin, 'programs', { program: 'ICDP', program_name: 'International Continental Drilling Program' })
  const expedition = await createRecord(service.url, admin, 'expeditions', { program_id: program, expedition: '5065', exp_name: 'Deep drilling' })
  const north = await createRecord(service.url, admin, 'sites', { expedition_id: expedition, site_name: 'North', latitude: 52.38, longitude: 13.06 })
  const south = await createRecord(service.url, admin, 'sites', { expedition_id: expedition, site_name: 'South', latitude: 47.5, longitude: 11.25 })
  await createRecord(service.url, admin, 'sites', { expedition_id: expedition, site_name: 'Unsurveyed' })
  const hole = await createRecord(service.url, admin, 'holes', { site_id: north, latitude: 52.381, longitude: 13.062 })
  await createRecord(service.url, admin, 'holes', { site_id: south, latitude: 47.502, longitude: 11.251 })
  await createRecord(service.url, admin, 'holes', { site_id: south })
  for (const [top, recovery] of [[6, 1.5], [0, 3], [3, 2.4]]) {
    await createRecord(service.url, admin, 'cores', { hole_id: hole, core_type: 'R', top_depth: top, bottom_depth: top + 3, drilled_length: 3, core_recovery: recovery })
  }
  t.equal((await postJson(`${service.url}/api/v1/messages`, admin, { message: 'Crane maintenance at 14:00.\nNo core on deck meanwhile.', date: '2024-05-01' })).status, 201)
  t.equal((await postJson(`${service.url}/api/v1/messages`, admin, { message: 'A message of a day to come', date: '2999-01-01' })).status, 201)
  for (const [username, role] of [['dora', 'developer'], ['vera', 'viewer']]) {
    t.equal((await postJson(`${service.url}/api/v1/users`, admin, { username, password: `${username}-password`, roles: [role] })).status, 201)
  }
  const stored = async (): Promise<StoredWidget[]> => await (await fetch(`${service.url}/api/v1/widgets`, { headers: admin })).json() as StoredWidget[]
  const seeded = await stored()
  const chartId = seeded.find(w => w.type === 'SimpleChartWidget')!.id
  // a chart of the widget's own settings: a bar per core of one hole, filtered
  const barSettings = { model: 'cores', x: 'combined_id', y: 'core_recovery', kind: 'bar', filter: { hole_id: String(hole), top_depth: '>=3' } }
  const bars = await postJson(`${service.url}/api/v1/widgets`, admin, { type: 'SimpleChartWidget', title: 'Recovery by core', extraSettings: barSettings })
  t.equal(bars.status, 201)
  const postBoxId = seeded.find(w => w.type === 'PostBoxWidget')!.id

  const browser = await launch(t)
  const elsewhere: string[] = []
  const page = await loggedIn(browser, service.url, 'dora', 'dora-password')
  page.on('request', request => { if (!request.url().startsWith(`${service.url}/`) && !/^(data|blob):/.test(request.url())) elsewhere.push(request.url()) })
  // (from the start, the app's own files included, now that every request is watched; the session stays in the tab)
  await page.reload()
  // (the title shows before the widgets arrive: wait for the last card, the one added)
  await page.waitForSelector(`[data-test=widgets] [data-test=widget-${bars.body.id as number}]`)
  t.same(await onPage(page), ['ProjectInformationWidget', 'InstructionsWidget', 'MessageOfTheDayWidget', 'PostBoxWidget', 'SitesAndHolesMapWidget', 'SimpleChartWidget', 'SimpleChartWidget'], 'the seeded widgets, in order, then the one added')

  // the seeded chart: the cores' recovery (%) by top depth, drawn, its values in its text alternative
  const chart = `[data-test=widget-${chartId}]`
  await page.waitForSelector(`${chart} [data-test=chart-data] tbody tr:nth-child(3)`)
  t.same(await tableOf(page, chart), [['0', '100'], ['3', '80'], ['6', '50']], 'recovery by top depth, in depth order')
  t.equal(await page.locator(`${chart} [data-test=chart-canvas]`).getAttribute('aria-label'), 'Line chart of Core Recovery (%) by Top Depth (m): 3 values, from 50 to 100.')
  t.ok(await drawn(page, `${chart} [data-test=chart-canvas]`), 'the canvas is drawn')
  // the added one: its model, columns, kind and filter
  const barChart = `[data-test=widget-${bars.body.id as number}]`
  await page.waitForSelector(`${barChart} [data-test=chart-data] tbody tr`)
  t.same(await tableOf(page, barChart), [['5065_1_A_1', '1.5'], ['5065_1_A_3', '2.4']], 'the filtered cores, by combined id')
  t.equal(await page.locator(`${barChart} [data-test=chart]`).getAttribute('data-kind'), 'bar')
  t.ok(await drawn(page, `${barChart} [data-test=chart-canvas]`))

  // the map: one labelled marker per site and hole with coordinates, all inside the map (fitted to them)
  await page.waitForSelector('[data-test=map] .place')
  const names = await page.locator('[data-test=map] .place__name').allInnerTexts()
  t.same(names.sort(), ['5065_1', '5065_1_A', '5065_2', '5065_2_A'], 'sites and holes with coordinates, by their combined ids')
  const inside = await page.locator('[data-test=map]').evaluate(map => {
    const box = map.getBoundingClientRect()
    return [...map.querySelectorAll('.place__mark')].every(mark => {
      const at = mark.getBoundingClientRect()
      return at.left >= box.left && at.right <= box.right && at.top >= box.top && at.bottom <= box.bottom
    })
  })
  t.ok(inside, 'every marker within the map')
  t.match(await page.locator('[data-test=map-places]').textContent(), /Site 5065_1 \(North\), 52\.38° N, 13\.06° E/, 'the places as text, with coordinates')

  // the message of the day: the latest up to today, not one of a day to come
  t.equal(await page.locator('[data-test=message-text]').innerText(), 'Crane maintenance at 14:00.\nNo core on deck meanwhile.')
  t.equal(await page.locator('[data-test=message-date]').innerText(), '2024-05-01')
  t.equal(await page.locator(`[data-test=widget-${postBoxId}] [data-test=widget-unsupported]`).count(), 1, 'the post box says why it shows nothing')
  t.same(await axeProblems(page), [], 'axe: the dashboard')
  if (process.env.SCREENSHOTS === '1') await page.screenshot({ path: join(packageRoot(), 'docs', 'dashboard.png') })

  // edit mode: the chart moved up by keyboard, then dragged to the top; the post box hidden
  await page.click('[data-test=edit-dashboard]')
  await page.waitForSelector('[data-test=widget-controls]')
  t.same(await axeProblems(page), [], 'axe: the dashboard in edit mode')
  await page.getByRole('button', { name: 'Move Drilling Progress up' }).focus()
  await page.keyboard.press('Enter')
  await until(async () => (await stored()).find(w => w.id === chartId)!.order === 4, 'the chart is stored fifth')
  t.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Move Drilling Progress up', 'the focus stays on the button')
  t.same((await onPage(page)).slice(3, 6), ['PostBoxWidget', 'SimpleChartWidget', 'SitesAndHolesMapWidget'])
  await page.dragAndDrop(`[data-test=slot-${chartId}] [data-test=widget-title]`, `[data-test=slot-${seeded[0].id}] [data-test=widget-title]`)
  await until(async () => (await stored())[0].id === chartId, 'the chart is stored first')
  t.same((await stored()).map(w => w.order), [0, 1, 2, 3, 4, 5, 6], 'every widget in its place')
  await page.getByLabel('Shown: Post Box').click()
  await until(async () => !(await stored()).find(w => w.id === postBoxId)!.active, 'the post box is stored hidden')
  await page.waitForSelector(`[data-test=widget-${postBoxId}] [data-test=widget-hidden]`)
  await page.click('[data-test=edit-dashboard]')
  await page.waitForFunction(() => document.querySelector('[data-test=widget-controls]') === null)
  t.equal(await page.locator(`[data-test=widget-${postBoxId}]`).count(), 0, 'a hidden widget is not shown outside edit mode')

  // a viewer: the dashboard as stored, no edit controls; the post box shown again, which the app cannot show: left out
  const shownAgain = await fetch(`${service.url}/api/v1/widgets/${postBoxId}`, { method: 'PUT', headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify({ active: true }) })
  t.equal(shownAgain.status, 200)
  const viewer = await loggedIn(browser, service.url, 'vera', 'vera-password')
  viewer.on('request', request => { if (!request.url().startsWith(`${service.url}/`) && !/^(data|blob):/.test(request.url())) elsewhere.push(request.url()) })
  await viewer.waitForSelector(`[data-test=widget-${chartId}] [data-test=chart-data] tbody tr`)
  t.same(await onPage(viewer), ['SimpleChartWidget', 'ProjectInformationWidget', 'InstructionsWidget', 'MessageOfTheDayWidget', 'SitesAndHolesMapWidget', 'SimpleChartWidget'], 'the stored order, without the widget the app cannot show')
  t.equal(await viewer.locator('[data-test=edit-dashboard]').count(), 0, 'no edit button for a viewer')
  t.equal(await viewer.locator('[data-test=widget-controls]').count(), 0)
  t.same(elsewhere, [], 'no request left the service\'s origin')
})
