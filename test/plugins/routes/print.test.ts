import { chmod, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { CORE_QR_CODES } from '../../../core/reports/labels/core-qr-codes.js'
import { labelReport } from '../../../core/reports/labels/label-report.js'
import { packageRoot } from '../../../core/shared/paths.js'
import { buildTestApp, tempDir } from '../../helpers/app.js'
import { as } from '../../helpers/auth.js'
import { hierarchy, post } from '../../helpers/hierarchy.js'
import { readLabels } from '../../helpers/label-pdf.js'

// Printing labels (mDIS PrintAction) through a stand-in for CUPS lp (test/helpers/fake-lp.mjs) that keeps each job:
// the arguments it was given and the PDF it read.

interface Job { args: string[], document: string }

t.test('printing labels', async t => {
  const jobs = await tempDir(t)
  process.env.FAKE_LP_DIR = jobs
  // PRINT_COMMAND: the stand-in run as a plain node process, without the loaders tap gives the tests' processes
  // (under coverage they take seconds to start)
  const lp = join(await tempDir(t), 'lp')
  await writeFile(lp, `#!/bin/sh\nexec env -u NODE_OPTIONS '${process.execPath}' '${join(packageRoot(), 'test', 'helpers', 'fake-lp.mjs')}' "$@"\n`)
  await chmod(lp, 0o755)
  const PRINTERS = JSON.stringify({ default: 'labels@printhost:631', CoreQrCodes: 'zebra', SectionQrCodes: '@printhost', JammedLabels: 'jammed', StuckLabels: 'stuck' })
  const { app, database } = await buildTestApp(t, { env: { PRINTERS, PRINT_COMMAND: lp, PRINT_TIMEOUT_MS: '3000' } })
  const h = await hierarchy(app)
  const viewer = await as(app, 'viewer')
  const core = await post(app, 'cores', { hole_id: h.hole, core_type: 'R', top_depth: 0, bottom_depth: 3 })
  const section = await post(app, 'core_section', { core_id: core.id, section_length: 1 })
  await post(app, 'curation_corebox', { hole_id: h.hole, corebox: '001' })
  await post(app, 'curation_corebox', { hole_id: h.hole, corebox: '002' })
  const print = async (query: string, headers: Record<string, string> = viewer, base = '/api/v1/form') => {
    const response = await app.inject({ url: `${base}/print?${query}`, headers })
    return { status: response.statusCode, body: response.json() }
  }
  const printed = async (): Promise<Job[]> => {
    const names = (await readdir(jobs)).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    return await Promise.all(names.map(async name => JSON.parse(await readFile(join(jobs, name), 'utf8')) as Job))
  }
  const pagesOf = async (job: Job) => await readLabels(Buffer.from(job.document, 'base64'))

  t.test('a record\'s label to the report\'s own printer', async t => {
    const title = `CoreQrCodes cores ${core.id as number}`
    t.same(await print(`name=cores&reportName=CoreQrCodes&id=${core.id as number}`), {
      status: 200,
      body: { report: 'CoreQrCodes', model: 'cores', id: core.id, printer: 'zebra', queue: 'zebra', host: null, title, job: 'request id is zebra-1 (1 file(s))' }
    })
    const [job] = await printed()
    t.same(job.args, ['-d', 'zebra', '-t', title])
    const pages = await pagesOf(job)
    t.same(pages.map(p => [p.size, p.codes]), [[[104, 56], [core.igsn]]], 'the label PDF, its QR code the IGSN')
    t.equal(pages[0].text[2], '5065_1_A_1')
    const global = await print(`name=cores&reportName=CoreQrCodesReport&id=${core.id as number}`, viewer, '/api/v1/global')
    t.same([global.status, global.body.report, global.body.job], [200, 'CoreQrCodes', 'request id is zebra-2 (1 file(s))'], "under /global too, and by mDIS's class name")
  })

  t.test('the filtered records to the default printer; a server without a queue', async t => {
    const boxes = await print('name=curation_corebox&reportName=CoreboxLabel&filter[corebox]=002')
    t.same(boxes.body, { report: 'CoreboxLabel', model: 'curation_corebox', id: null, printer: 'labels@printhost:631', queue: 'labels', host: 'printhost:631', title: 'CoreboxLabel curation_corebox', job: 'request id is labels-3 (1 file(s))' })
    const sections = await print('name=curation_section_split&reportName=SectionQrCodes')
    t.same([sections.body.queue, sections.body.host], [null, 'printhost'])
    const [, , boxJob, sectionJob] = await printed()
    t.same(boxJob.args, ['-d', 'labels', '-h', 'printhost:631', '-t', 'CoreboxLabel curation_corebox'])
    t.same((await pagesOf(boxJob)).map(p => [p.text.at(-1), p.codes]), [['T', ['5065_1_A_002']], ['B', ['5065_1_A_002']]], 'both ends of the one box the filter selects')
    t.same(sectionJob.args, ['-h', 'printhost', '-t', 'SectionQrCodes curation_section_split'], "the server's default queue")
    t.same((await pagesOf(sectionJob)).map(p => p.codes), [[section.igsn]])
  })

  t.test('any printable report: a PDF answered whole is printed as well', async t => {
    app.reports.register({
      name: 'WholeLabel', title: 'Whole label', model: 'cores', showInMenu: true, singleRecord: 'either', type: 'report', printable: true, choosesColumns: false,
      render: async () => ({ type: 'pdf', body: Buffer.from('%PDF-1.4 a whole document') })
    })
    t.equal((await print('name=cores&reportName=WholeLabel')).status, 200)
    t.equal(Buffer.from((await printed()).at(-1)!.document, 'base64').toString(), '%PDF-1.4 a whole document')
  })

  t.test('descriptors: printed directly, and after each save of one record', async t => {
    const reports = (await app.inject({ url: '/api/v1/form/reports?name=cores', headers: viewer })).json()
    const find = (group: Array<{ name: string }>, name: string) => group.find(r => r.name === name)
    t.match(find(reports.single, 'CoreQrCodes'), { singleRecord: true, directPrint: true, canAutoPrint: true })
    t.match(find(reports.multiple, 'CoreQrCodes'), { singleRecord: false, directPrint: true, canAutoPrint: false })
    t.match(find(reports.multiple, 'List'), { directPrint: false, canAutoPrint: false }, 'a page is not printed')
  })

  t.test('errors', async t => {
    const error = async (query: string, headers?: Record<string, string>) => {
      const { status, body } = await print(query, headers)
      return [status, body.message]
    }
    const before = (await printed()).length
    t.same(await error('name=cores&reportName=Nope&id=1'), [404, 'Report "Nope" does not exist.'])
    t.same(await error('name=nope&reportName=CoreQrCodes&id=1'), [404, 'Model "nope" does not exist.'])
    t.same(await error('name=holes&reportName=CoreQrCodes&id=1'), [404, 'Report "CoreQrCodes" is not available for the model "holes".'])
    t.same(await error(`name=cores&reportName=List&id=${core.id as number}`), [400, 'Report "List" is not printable: only label reports (PDF) go to a printer.'])
    t.same(await error('name=cores&reportName=CoreQrCodes&id=999999'), [404, 'Object not found: cores 999999'])
    t.same(await error('name=cores&reportName=CoreQrCodes&id=0'), [404, 'Object not found: cores 0'])
    t.same(await error('name=cores&reportName=CoreQrCodes&filter[core]=9'), [404, 'No record of "cores" matches the filter: there is no label to print.'])
    t.equal((await print('name=cores&id=1')).status, 400, 'reportName is required')

    app.reports.register(labelReport({ ...CORE_QR_CODES, name: 'JammedLabels' }))
    t.same(await error('name=cores&reportName=JammedLabels'), [502, 'The print command failed (1): lp: The printer or class does not exist.'])
    app.reports.register(labelReport({ ...CORE_QR_CODES, name: 'StuckLabels' }))
    t.same(await error('name=cores&reportName=StuckLabels'), [502, 'The print command did not finish within 3 s and was stopped; nothing was printed.'])
    t.equal((await printed()).length, before, 'nothing was printed')

    t.equal((await print('name=cores&reportName=CoreQrCodes&id=1', {})).status, 401)
    t.same(await error('name=cores&reportName=CoreQrCodes&id=1', await as(app, 'viewer', ['form-holes:view'])), [403, 'You are not allowed to view cores.'])
  })

  t.test('no printer for the report; no print command', async t => {
    // a second instance on the same database, with only CoreQrCodes's printer and an lp that is not there
    const { app: other } = await buildTestApp(t, { database, env: { PRINTERS: '{"CoreQrCodes":"zebra"}', PRINT_COMMAND: join(jobs, 'no-such-lp') } })
    const headers = await as(other, 'viewer')
    const error = async (query: string) => (await other.inject({ url: `/api/v1/form/print?${query}`, headers })).json()
    t.same(await error('name=curation_section_split&reportName=SectionQrCodes'),
      { name: 'Conflict', message: 'No printer is configured for report "SectionQrCodes": PRINTERS names none for it and no default.', code: 0, status: 409 })
    t.same(await error(`name=cores&reportName=CoreQrCodes&id=${core.id as number}`),
      { name: 'Bad Gateway', message: `The print command "${join(jobs, 'no-such-lp')}" was not found: set PRINT_COMMAND to the path of CUPS lp.`, code: 0, status: 502 })
    const sections = (await other.inject({ url: '/api/v1/form/reports?name=curation_section_split', headers })).json()
    t.match(sections.single.find((r: { name: string }) => r.name === 'SectionQrCodes'), { directPrint: false, canAutoPrint: false })
  })
})
