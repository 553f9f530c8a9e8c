import { readFile } from 'node:fs/promises'
import type { Locator } from 'playwright-core'
import t from 'tap'
import { tempDir } from '../helpers/app.js'
import { launch, loggedIn } from '../helpers/browser.js'
import { adminHeaders, ADMIN_PASSWORD, createHole, postJson, serviceEnv, startService } from '../helpers/service-process.js'
import { bannerContrast } from './helpers/contrast.js'

// Import on a model's grid in the web app (issue 29): the dialog's template download, a file checked (every problem
// listed by row, column label and value, nothing written), a clean file imported (the grid shows the new records),
// a commit refused by what changed since the check (the 422, shown as the app shows problems), rows updating the
// records their combined id names; viewers see no Import.

/** Chooses a CSV file of `lines` in the dialog's file input, found by its label. */
async function chooseCsv (dialog: Locator, lines: string[]): Promise<void> {
  await dialog.getByLabel('File: CSV, TSV, XLSX or JSON', { exact: true }).setInputFiles({ name: 'cores.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) })
}

/** Clicks Check and waits for its summary. */
async function check (dialog: Locator): Promise<string> {
  await dialog.getByRole('button', { name: 'Check' }).click()
  const summary = dialog.locator('[data-test=import-summary]').filter({ hasText: /\S/ })
  await summary.waitFor()
  return (await summary.innerText()).trim()
}

t.test('import cores: template, check with problems, import, a refused commit, updates by combined id', async t => {
  const service = await startService(t, await serviceEnv(t, await tempDir(t)))
  const admin = await adminHeaders(service.url)
  const holeId = await createHole(service.url, admin)
  const hole = (await (await fetch(`${service.url}/api/v1/form/${holeId}?name=holes`, { headers: admin })).json()).combined_id as string
  t.equal((await postJson(`${service.url}/api/v1/users`, admin, { username: 'vera', password: 'viewer-password', roles: ['viewer'] })).status, 201)

  const browser = await launch(t)
  const page = await loggedIn(browser, service.url, 'admin', ADMIN_PASSWORD)
  await page.click('[data-test="menu-cores"]')
  await page.waitForSelector('[data-test=grid][aria-busy=false]')
  await page.click('[data-test=import]')
  const dialog = page.getByRole('dialog', { name: 'Import cores records' })
  await dialog.waitFor()
  t.pass('the dialog is named by its title')
  t.ok(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled(), 'nothing to import before a check')
  t.ok(await dialog.getByRole('button', { name: 'Check' }).isDisabled(), 'nothing to check before a file')
  t.equal(await dialog.getByLabel('Sheet').count(), 0, 'no sheet for a file that is no workbook')

  // the template to fill in, saved with the session's token
  const [template] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download import template' }).click()])
  t.equal(template.suggestedFilename(), 'cores-import.csv')
  const lines = (await readFile((await template.path())!, 'utf8')).split('\r\n')
  t.match(lines[0], /^Hole ID,/, 'the header of the columns, by label')
  t.match(lines[1], new RegExp(`^${hole},`), 'an example row naming the latest hole')

  // a file with a bad row: every problem by row, column label and value; nothing written, nothing to import
  await chooseCsv(dialog, ['Hole ID,Core Type,Top Depth (m)', `${hole},R,1.5`, `${hole},Q,3`])
  // (the check held back a moment, to see the progress bar while it runs)
  let release = (): void => {}
  const held = new Promise<void>(resolve => { release = resolve })
  await page.route(url => url.pathname === '/api/v1/form/import', async route => { await held; await route.continue() }, { times: 1 })
  // (and the job's first report, to see its rows done of its rows)
  let reported = (): void => {}
  const report = new Promise<void>(resolve => { reported = resolve })
  await page.route(url => /^\/api\/v1\/import\/\d+$/.test(url.pathname), async route => { await report; await route.continue() }, { times: 1 })
  await dialog.getByRole('button', { name: 'Check' }).click()
  await dialog.getByRole('progressbar', { name: 'Reading the file' }).waitFor()
  t.ok(await dialog.getByRole('button', { name: 'Check' }).isDisabled(), 'one request at a time')
  release()
  await dialog.getByRole('progressbar', { name: '0 of 2 rows' }).waitFor()
  t.equal(await dialog.locator('[data-test=import-rows-done]').innerText(), '0 of 2 rows', 'the job runs: its rows done of its rows')
  reported()
  await dialog.locator('[data-test=import-progress]').waitFor({ state: 'detached' })
  t.equal((await dialog.locator('[data-test=import-summary]').innerText()).trim(), '2 rows: 1 new, 0 updates, 1 problem')
  const problems = dialog.getByRole('table', { name: 'Problems found, by row of the file' })
  t.same((await problems.locator('tbody tr').first().locator('td').allInnerTexts()).slice(0, 3), ['3', 'Core Type', 'Q'], 'row 3, the column by its label, the value')
  t.ok(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled(), 'a file with problems is not imported')
  t.equal((await (await fetch(`${service.url}/api/v1/form?name=cores`, { headers: admin })).json())._meta.totalCount, 0, 'a check writes nothing')

  // a clean file: checked, imported; the grid reloads with the new cores
  await chooseCsv(dialog, ['Hole ID,Core Type,Top Depth (m)', `${hole},R,1.5`, `${hole},H,3`])
  t.equal(await dialog.locator('[data-test=import-summary]').innerText(), '', 'another file forgets the check of the one before')
  t.equal(await check(dialog), '2 rows: 2 new, 0 updates, 0 problems')
  t.equal(await problems.count(), 0, 'no table without problems')
  await dialog.getByRole('button', { name: 'Import', exact: true }).click()
  await dialog.locator('[data-test=import-done]').waitFor()
  t.equal((await dialog.locator('[data-test=import-done] .v-alert__content').innerText()).trim(), '2 records imported')
  t.ok(await bannerContrast(page, '[data-test=import-done] .v-alert__content') >= 4.5, 'the success banner\'s text reads (4.5:1)')
  t.ok(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled(), 'imported once: a second import takes a new check')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await page.waitForSelector('[data-test=row-count]:has-text("2 records")')
  for (const core of [`${hole}_1`, `${hole}_2`]) t.equal(await page.locator('[data-test=grid] tbody tr', { hasText: core }).count(), 1, `the grid shows ${core}`)

  // a core made after the check takes the number the file gives: the commit's 422 is the dialog's problem
  await page.click('[data-test=import]')
  await chooseCsv(dialog, ['Hole ID,Core Type,Core', `${hole},R,3`])
  t.equal(await check(dialog), '1 row: 1 new, 0 updates, 0 problems')
  t.equal((await postJson(`${service.url}/api/v1/form?name=cores`, admin, { hole_id: holeId, core_type: 'R', core: 3 })).status, 201)
  await dialog.getByRole('button', { name: 'Import', exact: true }).click()
  await dialog.locator('[data-test=import-problem]').waitFor()
  t.match(await dialog.locator('[data-test=import-problem]').innerText(), /^Row 2: /, 'the problem names its row')
  t.equal(await dialog.locator('[data-test=import-done]').count(), 0)
  t.ok(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled(), 'a refused commit spends its check')
  await check(dialog)
  t.same((await dialog.locator('[data-test=import-problems] tbody tr').first().locator('td').allInnerTexts()).slice(0, 3), ['2', 'Core', '3'], 'a check again names the row')

  // rows naming cores by combined id update them; the dialog works from the keyboard
  await chooseCsv(dialog, ['Combined ID,Remarks', `${hole}_1,grey clay`])
  const update = dialog.getByLabel('Update records named by combined id')
  await update.focus()
  await page.keyboard.press('Space')
  t.ok(await update.isChecked(), 'the checkbox, by its label, from the keyboard')
  t.equal(await check(dialog), '1 row: 0 new, 1 update, 0 problems')
  await dialog.getByRole('button', { name: 'Import', exact: true }).focus()
  await page.keyboard.press('Enter')
  await dialog.locator('[data-test=import-done]').waitFor()
  t.equal((await dialog.locator('[data-test=import-done] .v-alert__content').innerText()).trim(), '1 record imported (0 new, 1 updated)')
  const cores = (await (await fetch(`${service.url}/api/v1/form?name=cores&sort=core`, { headers: admin })).json()).items as Array<{ remarks: string | null }>
  t.same(cores.map(c => c.remarks), ['grey clay', null, null])
  // the import just written, undone: the remark it wrote is gone again
  await dialog.getByRole('button', { name: 'Undo import' }).click()
  await dialog.locator('[data-test=import-done]:has-text("undone")').waitFor()
  t.equal((await dialog.locator('[data-test=import-done] .v-alert__content').innerText()).trim(), 'The import was undone: 0 records deleted, 1 record given back')
  t.equal(await dialog.getByRole('button', { name: 'Undo import' }).count(), 0, 'once')
  const undone = (await (await fetch(`${service.url}/api/v1/form?name=cores&sort=core`, { headers: admin })).json()).items as Array<{ remarks: string | null }>
  t.same(undone.map(c => c.remarks), [null, null, null])

  // a workbook has sheets: the one named is sent
  await dialog.getByLabel('File: CSV, TSV, XLSX or JSON', { exact: true }).setInputFiles({ name: 'cores.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('no workbook') })
  await dialog.getByLabel('Sheet').fill('Cores 2026')
  const [sent] = await Promise.all([page.waitForRequest(r => r.url().includes('/api/v1/form/import?')), dialog.getByRole('button', { name: 'Check' }).click()])
  t.same(Object.fromEntries(new URL(sent.url()).searchParams), { name: 'cores', mode: 'validate', key: 'combined_id', sheet: 'Cores 2026' })
  await dialog.locator('[data-test=import-problem]').waitFor()
  t.pass('a file that is no workbook: the service\'s answer is the dialog\'s problem')
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
  t.pass('Escape closes the dialog')

  // a viewer may not import
  const viewer = await loggedIn(browser, service.url, 'vera', 'viewer-password')
  await viewer.click('[data-test="menu-cores"]')
  await viewer.waitForSelector('[data-test=grid][aria-busy=false]')
  t.equal(await viewer.locator('[data-test=import]').count(), 0, 'no Import for a viewer')
})
