import { escape } from '../html.js'
import { downloadUrl, type Image } from '../section-images.js'

// The picture of mDIS's Core Overview and Hole Overview: a ruler in centimetres beside columns of section images,
// each image as tall as its section's curated length ("image length = curated length"), all columns on one scale:
// the longest column, up to the next 10 cm. A section without an image is a grey box of its length. An image links
// to its file.

export interface StripPart {
  /** the section's curated length in metres (null: none recorded, no height) */
  length: unknown
  image: Image | undefined
  /** what the part is, for the image's alternative text */
  label: string
}

/** A column: its head (HTML) and its parts from the top. */
export interface Strip { head: string, parts: StripPart[] }

const percent = (part: number, whole: number): string => `${Number((part / whole * 100).toFixed(3))}%`

/** The scale of columns of these lengths (metres): in centimetres, the longest up to the next 10 cm (at least 10). */
export const scaleOf = (lengths: readonly number[]): number => Math.max(10, Math.ceil(Math.max(...lengths) * 100 / 10) * 10)

/** The length of a column of sections: the sum of their curated lengths in metres. */
export const columnLength = (parts: readonly StripPart[]): number => parts.reduce((sum, p) => sum + Number(p.length), 0)

function part ({ length, image, label }: StripPart, scale: number): string {
  const height = `height:${percent(Number(length) * 100, scale)}`
  return image === undefined
    ? `<div class="part no-img" style="${height}" title="${escape(label)}: no image"></div>`
    : `<a class="part" href="${downloadUrl(image)}" style="${height}"><img src="${downloadUrl(image)}" alt="${escape(label)}"></a>`
}

export function overview (strips: readonly Strip[], scale: number): string {
  const ticks: string[] = []
  for (let cm = 0; cm <= scale; cm += 10) ticks.push(`<span style="top:${percent(cm, scale)}">${cm}${cm === 0 ? ' cm' : ''}</span>`)
  const columns = strips.map(s => `<div class="column"><div class="head">${s.head}</div><div class="strip">${s.parts.map(p => part(p, scale)).join('')}</div></div>\n`)
  return `<div class="overview">\n<div class="ruler"><div class="head"></div><div class="strip">${ticks.join('')}</div></div>\n${columns.join('')}</div>\n`
}

export const STRIP_STYLE = '.overview{display:flex;height:40em;margin:.5em 0}' +
  '.overview .head{height:1.5em;box-sizing:border-box;border:1px solid #999;border-bottom:none;text-align:center;font-size:.8em;font-weight:bold}' +
  '.overview .strip{flex:1;display:flex;flex-direction:column}' +
  '.overview .ruler{width:3.5em;display:flex;flex-direction:column}.overview .ruler .head{border:none}' +
  '.overview .ruler .strip{position:relative;border-right:1px solid #999}' +
  '.overview .ruler span{position:absolute;right:.3em;transform:translateY(-50%);font-size:.7em;white-space:nowrap}' +
  '.overview .column{width:7em;margin-left:.3em;display:flex;flex-direction:column}' +
  '.overview .part{display:block;flex:none;box-sizing:border-box;border:1px solid #999;border-top:none;background:#ccc}' +
  '.overview .part img{display:block;width:100%;height:100%}'
