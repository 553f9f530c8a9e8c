import { chmod, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { packageRoot } from '../../core/shared/paths.js'
import { tempDir } from '../helpers/app.js'
import { launch, loggedIn } from '../helpers/browser.js'
import { readLabels } from '../helpers/label-pdf.js'
import { adminHeaders, ADMIN_PASSWORD, createHole, postJson, serviceEnv, startService } from '../helpers/service-process.js'

// "Save and print label" (issue 32, mDIS's auto-print): the label chosen for a model is printed after each save,
// through the print endpoint, on a stand-in for CUPS lp that keeps the jobs; the choice stays with the user.

t.test('a core saved, its label printed', async t => {
  const dir = await tempDir(t)
  const jobs = await tempDir(t)
  const lp = join(dir, 'lp')
  await writeFile(lp, `#!/bin/sh\nexec env -u NODE_OPTIONS '${process.execPath}' '${join(packageRoot(), 'test', 'helpers', 'fake-lp.mjs')}' "$@"\n`)
  await chmod(lp, 0o755)
  const env = { ...await serviceEnv(t, dir), PRINTERS: '{"default":"labels"}', PRINT_COMMAND: lp, FAKE_LP_DIR: jobs }
  const service = await startService(t, env)
  const admin = await adminHeaders(service.url)
  const core = (await postJson(`${service.url}/api/v1/form?name=cores`, admin, { hole_id: await createHole(service.url, admin), core_type: 'R' })).body

  const browser = await launch(t)
  const page = await loggedIn(browser, service.url, 'admin', ADMIN_PASSWORD)
  await page.goto(`${service.url}/app/#/models/cores`)
  await page.getByLabel('Print after save').selectOption({ label: 'Print Core QR code' })
  await page.goto(`${service.url}/app/#/models/cores?record=${core.id as number}`)
  await page.getByRole('dialog', { name: `Core ${core.combined_id as string}` }).waitFor()
  await page.locator('[data-test=record-form] textarea[name=remarks], [data-test=record-form] input[name=remarks]').first().fill('label me')
  await page.click('[data-test=save]')
  await page.waitForSelector(`[data-test=saved-notice]:has-text("Saved Core ${core.combined_id as string}, label printed on labels")`)

  const printed = await readdir(jobs)
  t.same(printed, ['job-1.json'], 'one job')
  const job = JSON.parse(await readFile(join(jobs, printed[0]), 'utf8')) as { args: string[], document: string }
  t.same(job.args.slice(0, 2), ['-d', 'labels'])
  const [label] = await readLabels(Buffer.from(job.document, 'base64'))
  t.same(label.codes, [core.igsn], 'the core\'s label: its IGSN in the QR code')

  await page.reload()
  const chosen = page.getByLabel('Print after save')
  await chosen.locator('option', { hasText: 'Print Core QR code' }).waitFor({ state: 'attached' })
  t.equal(await chosen.evaluate((select: HTMLSelectElement) => select.selectedOptions[0].text), 'Print Core QR code', 'the choice stays')
})
