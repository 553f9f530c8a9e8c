import type { Page } from 'playwright-core'
import t from 'tap'
import { tempDir } from '../helpers/app.js'
import { launch, loggedIn } from '../helpers/browser.js'
import { adminHeaders, ADMIN_PASSWORD, createHole, createRecord, serviceEnv, startService } from '../helpers/service-process.js'

// The records grid (web/src/components/RecordGrid.vue, GridPager.vue) in Chromium against the real service: a hole's
// 25 cores paged 20 and then 10 to a page, sorted by a header (ascending, descending, none, as aria-sort says),
// filtered by a column, and a row opened from the keyboard.

/** The cores shown, by core number, once the grid has its answer. */
async function shownCores (page: Page): Promise<number[]> {
  await page.waitForSelector('[data-test=grid][aria-busy=false]')
  const rows = await page.locator('[data-test=grid] tbody tr').evaluateAll(rows => rows.map(row => [...(row as HTMLTableRowElement).cells].map(cell => cell.textContent ?? '')))
  return rows.map(cells => Number(cells.map(cell => /^5065_1_A_(\d+)$/.exec(cell)?.[1]).find(core => core !== undefined)))
}

/** The header of the column headed `title`. */
const header = (page: Page, title: string) => page.locator('[data-test=grid] thead th', { has: page.locator(`button:text-is("${title}")`) })

t.test('paging, sorting, a column filter and a row opened by keyboard', async t => {
  const service = await startService(t, await serviceEnv(t, await tempDir(t)))
  const admin = await adminHeaders(service.url)
  const hole = await createHole(service.url, admin)
  for (let core = 1; core <= 25; core++) await createRecord(service.url, admin, 'cores', { hole_id: hole, core_type: 'R' })
  const browser = await launch(t)
  const page = await loggedIn(browser, service.url, 'admin', ADMIN_PASSWORD)
  await page.goto(`${service.url}/app/#/models/cores?holes=${hole}`)

  t.same(await shownCores(page), Array.from({ length: 20 }, (_, i) => i + 1), 'the first 20 in the service\'s order')
  t.equal(await page.locator('[data-test=row-count]').innerText(), '25 records')
  t.equal(await page.locator('[data-test=page-rows]').innerText(), '1–20 of 25')
  t.ok(await page.locator('[data-test=page-previous]').isDisabled(), 'no page before the first')

  await page.click('[data-test=page-next]')
  await page.waitForSelector('[data-test=page-rows]:text-is("21–25 of 25")')
  t.same(await shownCores(page), [21, 22, 23, 24, 25], 'the next page')
  t.ok(await page.locator('[data-test=page-next]').isDisabled(), 'no page after the last')
  await page.click('[data-test=page-first]')
  await page.waitForSelector('[data-test=page-rows]:text-is("1–20 of 25")')

  await page.locator('[data-test=per-page]').selectOption('10')
  await page.waitForSelector('[data-test=page-rows]:text-is("1–10 of 25")')
  t.equal((await shownCores(page)).length, 10, '10 to a page')
  await page.click('[data-test=page-last]')
  await page.waitForSelector('[data-test=page-rows]:text-is("21–25 of 25")')

  const core = header(page, 'Core')
  t.equal(await core.getAttribute('aria-sort'), 'none')
  await core.locator('button').click()
  await page.waitForSelector('[data-test=page-rows]:text-is("1–10 of 25")')
  t.equal(await core.getAttribute('aria-sort'), 'ascending', 'a sort starts on the first page')
  t.same(await shownCores(page), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  await core.locator('button').press('Enter')
  await page.waitForFunction(() => document.querySelector('[data-test=grid] th[aria-sort=descending]') !== null)
  t.same(await shownCores(page), [25, 24, 23, 22, 21, 20, 19, 18, 17, 16], 'descending, by keyboard')
  await core.locator('button').click()
  await page.waitForFunction(() => document.querySelector('[data-test=grid] th[aria-sort=descending], [data-test=grid] th[aria-sort=ascending]') === null)
  t.equal(await core.getAttribute('aria-sort'), 'none', 'a third press: the service\'s order again')

  await page.locator('[data-test=column-filter-core]').fill('>22')
  await page.locator('[data-test=column-filter-core]').press('Enter')
  await page.waitForSelector('[data-test=row-count]:text-is("3 records")')
  t.same(await shownCores(page), [23, 24, 25], 'the column filter, the API\'s operators')

  await page.locator('[data-test=grid] tbody tr').nth(1).focus()
  await page.keyboard.press('Enter')
  await page.waitForSelector('[data-test=record-form][aria-busy=false]')
  t.equal(await page.locator('[data-test=form-title]').innerText(), 'Core 5065_1_A_24', 'Enter on a row opens its record')
  await page.keyboard.press('Escape')
  await page.waitForSelector('[data-test=record-form]', { state: 'detached' })

  await page.locator('[data-test=column-filter-core]').fill('>99')
  await page.locator('[data-test=column-filter-core]').press('Enter')
  await page.waitForSelector('[data-test=row-count]:text-is("0 records")')
  t.equal(await page.locator('[data-test=grid] tbody').innerText(), 'No records', 'an empty grid says so')
  t.equal(await page.locator('[data-test=page-rows]').innerText(), '0 of 0')
})
