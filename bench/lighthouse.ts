// Lighthouse benchmark (issue 30): the web app's login page and a cores grid (a hole's 50 cores), scored by
// Lighthouse's default mobile run (simulated slow 4G and a 4× slower CPU) in Chromium, against the service as
// `npm start` runs it (its own process, embedded database); beside it, the floor of this machine measured in the same
// run: a page of a few bytes from a bare Node server. Goal: performance ≥ 90 on both pages.
//
// Lighthouse (186 MB with its puppeteer) is no dependency of the package: the first run installs
// lighthouse@LIGHTHOUSE_VERSION into node_modules/.cache/lighthouse from the npm registry.
//
//   npm run bench:lighthouse          # writes bench/results/lighthouse.md, and each page's report as lighthouse-<n>.json
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import packagedChromium from '@sparticuz/chromium'
import { packageRoot } from '../core/shared/paths.js'
import { benchHoles, BENCH_PASSWORD, bundledTemplates, freePort, percentile, run, startBuiltService, stopServer } from './harness.js'

const LIGHTHOUSE_VERSION = '12.8.2'
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'cumulative-layout-shift'] as const

/** What this benchmark uses of puppeteer-core and Lighthouse (loaded at run time from the cache). */
interface Page {
  goto: (url: string, options?: { waitUntil: string }) => Promise<unknown>
  waitForSelector: (selector: string) => Promise<unknown>
  type: (selector: string, text: string) => Promise<void>
  keyboard: { press: (key: string) => Promise<void> }
  $eval: <T>(selector: string, run: (element: Element) => T) => Promise<T>
  createCDPSession: () => Promise<{ send: (method: string) => Promise<unknown> }>
}
interface Browser { newPage: () => Promise<Page>, close: () => Promise<void> }
interface Lhr { categories: Record<string, { score: number }>, audits: Record<string, { numericValue: number }>, environment: { benchmarkIndex: number } }
type Navigation = (page: Page, url: string, options: { flags: Record<string, unknown> }) => Promise<{ lhr: Lhr } | undefined>

/** Lighthouse and puppeteer-core from the cache, installed there first when missing. */
async function tools (): Promise<{ navigation: Navigation, launch: (options: Record<string, unknown>) => Promise<Browser> }> {
  const dir = join(packageRoot(), 'node_modules', '.cache', 'lighthouse')
  const lighthouse = join(dir, 'node_modules', 'lighthouse', 'core', 'index.js')
  if (!existsSync(lighthouse)) {
    await mkdir(dir, { recursive: true })
    process.stderr.write(`installing lighthouse@${LIGHTHOUSE_VERSION} into ${dir}\n`)
    execFileSync('npm', ['install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`], { stdio: 'inherit' })
  }
  const { navigation } = await import(pathToFileURL(lighthouse).href) as { navigation: Navigation }
  const puppeteer = await import(pathToFileURL(join(dir, 'node_modules', 'puppeteer-core', 'lib', 'esm', 'puppeteer', 'puppeteer-core.js')).href) as { default: { launch: (options: Record<string, unknown>) => Promise<Browser> } }
  return { navigation, launch: async options => await puppeteer.default.launch(options) }
}

interface Score { page: string, performance: number, accessibility: number, metrics: Record<string, number>, report: Lhr }

/** `RUNS` Lighthouse runs of `url` (a cold cache each), the run of median performance. */
async function measure (page: Page, navigation: Navigation, name: string, url: string, keepSession: boolean): Promise<Score> {
  const scores: Score[] = []
  for (let i = 0; i < RUNS; i++) {
    // (the session lives in the tab's sessionStorage: kept for the grid, with the HTTP cache emptied by hand)
    if (keepSession) await (await page.createCDPSession()).send('Network.clearBrowserCache')
    const result = await navigation(page, url, { flags: { onlyCategories: ['performance', 'accessibility'], disableStorageReset: keepSession } })
    if (result === undefined) throw new Error(`${name}: Lighthouse gave no result`)
    const { categories, audits } = result.lhr
    scores.push({
      page: name,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      metrics: Object.fromEntries(METRICS.map(m => [m, audits[m].numericValue])),
      report: result.lhr
    })
  }
  const median = percentile(scores.map(s => s.performance), 50)
  return scores.find(s => s.performance === median)!
}

run(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'rs-bench-lighthouse-'))
  const { navigation, launch } = await tools()
  const service = await startBuiltService({ DATABASE_URL: undefined, PGLITE_DIR: undefined, DATA_DIR: join(dir, 'service'), TEMPLATE_DIR: await bundledTemplates(dir) })
  const { create, holes } = await benchHoles(service.url, 1)
  for (let core = 0; core < 50; core++) await create('cores', { hole_id: holes[0], core_type: 'R', drilled_length: 3, core_recovery: 2.9 })
  const floor = createServer((_, res) => res.end('<!doctype html><html lang="en"><title>floor</title><h1>floor</h1></html>')).listen(await freePort(), '127.0.0.1')
  await new Promise(resolve => floor.once('listening', resolve))
  const floorUrl = `http://127.0.0.1:${(floor.address() as { port: number }).port}/`

  const chromium = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : await packagedChromium.executablePath()
  const browser = await launch({ executablePath: chromium, args: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
  const rows: Score[] = []
  try {
    const page = await browser.newPage()
    rows.push(await measure(page, navigation, 'floor: a bare page', floorUrl, false))
    rows.push(await measure(page, navigation, 'login page', `${service.url}/app/`, false))
    // (the app mounted and idle before typing, as the browser tests log in)
    await page.goto(`${service.url}/app/`, { waitUntil: 'networkidle0' })
    await page.type('input[name=username]', 'admin')
    await page.type('input[name=password]', BENCH_PASSWORD)
    await page.keyboard.press('Enter')
    await page.waitForSelector('[data-test=user], [data-test=login-problem]')
    const problem = await page.$eval('body', body => body.querySelector('[data-test=login-problem]')?.textContent ?? null)
    if (problem !== null) throw new Error(`login failed: ${problem}`)
    rows.push(await measure(page, navigation, 'cores grid of a hole (50 cores)', `${service.url}/app/#/models/cores?holes=${holes[0]}`, true))
  } finally {
    await browser.close()
    floor.close()
    await stopServer(service)
  }
  const ms = (value: number): string => `${(value / 1000).toFixed(2)} s`
  const text = [
    '## Lighthouse, mobile (simulated slow 4G, 4× CPU slowdown)', '',
    `lighthouse ${LIGHTHOUSE_VERSION}, the run of median performance of ${RUNS} per page, cold cache`, '',
    '| page | performance | accessibility | first contentful paint | largest contentful paint | total blocking time | speed index | layout shift | host benchmark index |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(r => `| ${r.page} | ${r.performance} | ${r.accessibility} | ${ms(r.metrics['first-contentful-paint'])} | ${ms(r.metrics['largest-contentful-paint'])} | ` +
      `${r.metrics['total-blocking-time'].toFixed(0)} ms | ${ms(r.metrics['speed-index'])} | ${r.metrics['cumulative-layout-shift'].toFixed(3)} | ${r.report.environment.benchmarkIndex.toFixed(0)} |`),
    '',
    'The simulated throttling scales the CPU time this host spends: its benchmark index (Lighthouse\'s own, higher is faster) ' +
    'moves the blocking time and the score; compare runs of similar index, or two builds in one quiet session.'
  ].join('\n')
  process.stdout.write(`${text}\n`)
  await mkdir(join(packageRoot(), 'bench', 'results'), { recursive: true })
  await writeFile(join(packageRoot(), 'bench', 'results', 'lighthouse.md'), `${text}\n\n(${new Date().toISOString()})\n`)
  // (each page's whole report, to see where the time goes: its long tasks, boot-up time, main-thread work by kind)
  for (const [i, row] of rows.entries()) await writeFile(join(packageRoot(), 'bench', 'results', `lighthouse-${i}.json`), JSON.stringify(row.report))
})
