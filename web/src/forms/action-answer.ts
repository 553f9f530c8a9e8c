// An action's answer (README "Reports": BatchEdit, BatchDelete, AssignCoreboxStorage answer {count, changed, counts,
// records: [{model?, id, combined_id, changes?}]}; the section-split actions {counts: {created, updated, removed},
// created, updated, removed, and series, splits or crate}; all of them `refused`) read generically, whatever the
// action: its counts, the records it changes (with what changes of each), those it lists to choose from, the records
// refused with why, and any other facts. Pure functions without imports, so that unit tests load this file as is.

/** A record an answer names. */
export interface NamedRecord { id: number | null, label: string }
/** A record of one of the answer's lists: which list, its model, its name, what changes of it. */
export interface AnswerRow { list: string, model: string, record: string, changes: string }
/** A record the rules refused, and why. */
export interface Refusal { record: string, field: string, message: string }

export interface AnswerSummary {
  counts: Array<{ label: string, value: number }>
  rows: AnswerRow[]
  refusals: Refusal[]
  facts: Array<{ label: string, value: string }>
  /** records the answer lists for choosing (a series of samples, the splits sampled) */
  candidates: NamedRecord[]
}

type Json = Record<string, unknown>
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
/** the lists of what an action changes (the others, such as `series`, list what it may choose from) */
const CHANGED = new Set(['records', 'created', 'updated', 'removed'])

/** A word as people read it: maxWeight is "max weight", combined_id "combined id". */
const words = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase()

/** A value as text: nothing as "empty", lists joined, objects as "key value, ...". */
export function valueText (value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty'
  if (Array.isArray(value)) return value.map(valueText).join('; ')
  if (isJson(value)) return Object.entries(value).map(([k, v]) => `${words(k)} ${valueText(v)}`).join(', ')
  return String(value)
}

const isRecord = (value: unknown): value is Json => isJson(value) && (typeof value.id === 'number' || value.id === null)
const recordLabel = (record: Json): string => String(record.combined_id ?? record.id ?? 'new record')

/** "column: from → to; ..." of a record's `changes`. */
function changesText (changes: unknown): string {
  if (!isJson(changes)) return ''
  return Object.entries(changes).map(([column, change]) => isJson(change) ? `${column}: ${valueText(change.from)} → ${valueText(change.to)}` : column).join('; ')
}

/** What an action answered (or would, previewed), for reading. */
export function summaryOf (answer: Json): AnswerSummary {
  const summary: AnswerSummary = { counts: [], rows: [], refusals: [], facts: [], candidates: [] }
  const model = typeof answer.model === 'string' ? answer.model : ''
  for (const [key, value] of Object.entries(answer)) {
    if (key === 'preview' || key === 'model') continue
    if (typeof value === 'number') summary.counts.push({ label: words(key), value })
    else if (key === 'counts' && isJson(value)) {
      for (const [label, n] of Object.entries(value)) if (typeof n === 'number') summary.counts.push({ label: words(label), value: n })
    } else if (key === 'refused' && Array.isArray(value)) {
      for (const r of value.filter(isJson)) {
        summary.refusals.push({ record: `${String(r.model ?? model)} ${recordLabel(r)}`, field: String(r.field ?? ''), message: String(r.message ?? '') })
      }
    } else if (Array.isArray(value) && value.every(isRecord)) {
      const records = value.filter(isRecord)
      if (CHANGED.has(key)) {
        summary.rows.push(...records.map(r => ({ list: words(key), model: String(r.model ?? model), record: recordLabel(r), changes: changesText(r.changes) })))
      } else {
        summary.candidates.push(...records.map(r => ({ id: typeof r.id === 'number' ? r.id : null, label: recordLabel(r) })))
        summary.facts.push({ label: words(key), value: records.length === 0 ? 'none' : records.map(recordLabel).join(', ') })
      }
    } else summary.facts.push({ label: words(key), value: typeof value === 'boolean' ? (value ? 'yes' : 'no') : valueText(value) })
  }
  return summary
}

/** Whether an answer is a JSON object (an action's answer always is). */
export const isAnswer = isJson
