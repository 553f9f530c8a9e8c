import { escape } from '../html.js'
import type { Level } from '../related.js'

// mDIS's report header (views/report/DisHeader.php): the expedition's name, then label–value pairs: the record's
// place in the hierarchy (expedition, site, hole...) and what the report adds (depths, totals, counts). Also the
// number formats of mDIS's reports and the CSS the overview pages share.

export type HeaderField = [label: string, value: unknown]

/** A stored value as text: null as nothing. */
export const text = (value: unknown): string => String(value ?? '')

/** A value with its unit ("12.5 m"), as mDIS writes depths in its headers. */
export const withUnit = (value: unknown, unit: string): string => `${text(value)} ${unit}`

/** A number with two decimals and `thousands` between groups of three digits (mDIS: asDecimal(x, 2), number_format). */
export function decimal (value: number, thousands: string): string {
  const [whole, fraction] = value.toFixed(2).split('.')
  return `${whole.replace(/\B(?=(\d{3})+$)/g, thousands)}.${fraction}`
}

/** A stored number with two decimals; null as nothing. */
export const decimalOf = (value: unknown, thousands: string): string => value === null ? '' : decimal(Number(value), thousands)

/** The fields of a hierarchy: every level but the top, the program (which mDIS's header leaves out). */
export const levelFields = (levels: readonly Level[]): HeaderField[] => levels.slice(1).map(l => [l.label, l.value])

/** The value naming the level of `nameAttribute` (e.g. the hole's "A"), '' when the hierarchy has none. */
export const levelValue = (levels: readonly Level[], nameAttribute: string): string =>
  text(levels.find(l => l.model.definition.nameAttribute === nameAttribute)?.value)

/** The expedition's name (its exp_name), which heads mDIS's reports; '' without one. */
export const headingOf = (levels: readonly Level[]): string => text(levels.map(l => l.record.exp_name).find(name => typeof name === 'string'))

export function disHeader (heading: string, fields: readonly HeaderField[]): string {
  const pairs = fields.map(([label, value]) => `<div><dt>${escape(label)}</dt><dd>${escape(text(value))}</dd></div>`).join('')
  return `<header class="report-header">\n<p class="report-expedition">${escape(heading)}</p>\n<dl class="report-infos">${pairs}</dl>\n</header>\n`
}

export const HEADER_STYLE = '.report-header{border:1px solid #999;padding:.3em .8em;margin:1em 0}' +
  '.report-expedition{font-size:1.2em;font-weight:bold;margin:.2em 0}' +
  '.report-infos{display:flex;flex-wrap:wrap;gap:.2em 1.5em;margin:.3em 0}.report-infos div{display:flex;gap:.4em}' +
  '.report-infos dt{font-weight:bold}.report-infos dt::after{content:":"}.report-infos dd{margin:0}' +
  '.warning{color:#c00}.report-part{break-after:page}'
