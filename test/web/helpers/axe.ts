import axe from 'axe-core'
import type { Page } from 'playwright-core'

// axe-core's WCAG 2.x A and AA rules run in the page, for every page of the app the browser tests open.

/** The critical and serious problems axe-core finds in the page as it is (or in the part `within` selects), one line each, naming their elements. */
export async function axeProblems (page: Page, within?: string): Promise<string[]> {
  // (colours are read as they are now: not while a dialog fades in or a loaded grid fades back — endless spinners aside)
  await page.waitForFunction(() => document.getAnimations().every(a => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity))
  // (evaluated, not a script tag: the app's policy lets no inline script run)
  if (await page.evaluate(() => (window as { axe?: unknown }).axe === undefined)) await page.evaluate(axe.source)
  const found = await page.evaluate(async selector => await (window as unknown as { axe: typeof axe }).axe.run(selector ?? document, { resultTypes: ['violations'] }), within)
  return found.violations.filter(v => v.impact === 'critical' || v.impact === 'serious')
    .map(v => `${v.impact!} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map(n => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join('; ')}`)
}
