import type { Page } from 'playwright-core'

// The contrast (WCAG 2) of a banner's text with the banner's background, as the page paints them: a tonal v-alert
// is its colour over the background behind it, through its underlay (the same colour, mostly transparent), and its
// text is that colour. Text needs 4.5:1 (WCAG AA).

/** The contrast ratio of the text of the element `selector` (inside a v-alert) with its alert's background. */
export async function bannerContrast (page: Page, selector: string): Promise<number> {
  return await page.locator(selector).evaluate(element => {
    const rgba = (css: string): number[] => {
      const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number)
      return [r, g, b, a]
    }
    /** `top` (with its alpha times `opacity`) painted over the opaque `below` */
    const over = ([r, g, b, a]: number[], below: number[], opacity = 1): number[] =>
      [r, g, b].map((c, i) => c * a * opacity + below[i] * (1 - a * opacity))
    const luminance = (rgb: number[]): number => {
      const [r, g, b] = rgb.map(c => { const s = c / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4 })
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    const alert = element.closest('.v-alert')
    if (alert === null) throw new Error('not inside a v-alert')
    let behind: Element | null = alert.parentElement
    while (behind !== null && rgba(getComputedStyle(behind).backgroundColor)[3] === 0) behind = behind.parentElement
    let background = behind === null ? [255, 255, 255] : rgba(getComputedStyle(behind).backgroundColor).slice(0, 3)
    background = over(rgba(getComputedStyle(alert).backgroundColor), background)
    const underlay = alert.querySelector('.v-alert__underlay')
    if (underlay !== null) {
      const style = getComputedStyle(underlay)
      background = over(rgba(style.backgroundColor), background, Number(style.opacity))
    }
    const text = over(rgba(getComputedStyle(element).color), background)
    const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a)
    return (light + 0.05) / (dark + 0.05)
  })
}
