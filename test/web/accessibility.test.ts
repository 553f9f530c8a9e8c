import type { Page } from 'playwright-core'
import t from 'tap'
import { tempDir } from '../helpers/app.js'
import { launch, loggedIn } from '../helpers/browser.js'
import { adminHeaders, ADMIN_PASSWORD, createHole, createRecord, serviceEnv, startService } from '../helpers/service-process.js'
import { axeProblems as problems } from './helpers/axe.js'

// The web app checked by axe-core (issue 30) in Chromium against the real service: the login page, the start page,
// a grid, a new record's form and a stored one's (a select of codes, a date-time, the "Saved" state, the confirmation of a
// save) have no critical or serious accessibility problem (WCAG 2.x A and AA rules).

/** Waits for the grid's answer and for its cells to have faded back in (a loading grid's cells are dimmed on purpose). */
async function gridShown (page: Page): Promise<void> {
  await page.waitForSelector('[data-test=grid][aria-busy=false]')
  await page.waitForFunction(() => [...document.querySelectorAll('[data-test=grid] th, [data-test=grid] td')].every(cell => getComputedStyle(cell).opacity === '1'))
}

t.test('no critical or serious accessibility problem on the login page, a grid and a form', async t => {
  const service = await startService(t, await serviceEnv(t, await tempDir(t)))
  const admin = await adminHeaders(service.url)
  await createRecord(service.url, admin, 'cores', { hole_id: await createHole(service.url, admin), core_type: 'R', core_ondeck: '2026-11-29 10:30:00' })
  const browser = await launch(t)
  const login = await browser.newPage({ viewport: { width: 1400, height: 900 } })
  await login.goto(`${service.url}/app/`, { waitUntil: 'networkidle' })
  await login.waitForSelector('[data-test=login]')
  t.same(await problems(login), [], 'the login page')
  t.equal(await login.locator('h1').count(), 1, 'the login page has its heading')

  const page = await loggedIn(browser, service.url, 'admin', ADMIN_PASSWORD)
  t.same(await problems(page), [], 'the start page')
  await page.click('[data-test="menu-cores"]')
  await gridShown(page)
  t.same(await problems(page), [], 'the cores grid')
  await page.click('[data-test="menu-programs"]')
  await gridShown(page)
  await page.click('[data-test=new]')
  await page.waitForSelector('[data-test=record-form]')
  // (the dialog is modal: what it covers is checked above)
  t.same(await problems(page, '[data-test=record-form]'), [], 'a new program\'s form')
  t.equal(await page.getByRole('dialog', { name: /program/i }).count(), 1, 'the form\'s dialog is named')
  await page.keyboard.press('Escape')
  await page.waitForSelector('[data-test=record-form]', { state: 'detached' })

  await page.click('[data-test="menu-cores"]')
  await gridShown(page)
  await page.locator('[data-test=grid] tbody tr').first().click()
  await page.waitForSelector('[data-test=record-form] [data-test=saved]')
  await page.locator('[data-test=record-form] input[name=remarks]').fill('grey clay')
  await page.locator('[data-test=record-form] input[name=remarks]').press('Enter')
  await page.waitForSelector('[data-test=saved-notice]')
  await page.waitForSelector('[data-test=record-form] [data-test=saved]')
  t.same(await problems(page, '[data-test=record-form]'), [], 'a stored core\'s form, saved')
  t.same(await problems(page, '[data-test=saved-notice]'), [], 'the confirmation')
})
