import { columnTemplate, toTemplate, unstored, type ModelDraft } from './model-draft.js'

// What saving an existing model would change, against its stored template, one line each, and whether the additive
// rule allows it (core/4-lifecycle/additive.ts: the table and the parent stay; a stored column holds data and
// cannot be removed or become a column without a table column; the service judges type changes against the table).

export interface Change {
  text: string
  /** false: the service refuses it */
  allowed: boolean
  /** the JSON pointer the change concerns */
  field: string
}

const pointer = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1')
/** JSON with the keys of every object sorted: equal templates, whatever their key order. */
function canonical (value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
    : v)
}
const same = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b)
const shown = (v: unknown): string => v === undefined || v === '' ? 'empty' : JSON.stringify(v)

/** The changes from `stored` to `next` of the keyed members of a template part (indices, relations). */
function keyedChanges (what: string, at: string, before: Record<string, unknown>, after: Record<string, unknown>): Change[] {
  const changes: Change[] = []
  for (const key of Object.keys(after)) {
    if (!(key in before)) changes.push({ text: `Adds ${what} ${key}`, allowed: true, field: `${at}/${pointer(key)}` })
    else if (!same(before[key], after[key])) changes.push({ text: `Changes ${what} ${key}`, allowed: true, field: `${at}/${pointer(key)}` })
  }
  for (const key of Object.keys(before)) {
    if (!(key in after)) changes.push({ text: `Removes ${what} ${key}`, allowed: true, field: `${at}/${pointer(key)}` })
  }
  return changes
}

function record (value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {}
}

export function changesBetween (stored: ModelDraft, next: ModelDraft): Change[] {
  const before = toTemplate(stored)
  const after = toTemplate(next)
  const changes: Change[] = []
  for (const key of ['name', 'module', 'fullName', 'nameAttribute']) {
    if (!same(before[key], after[key])) changes.push({ text: `${key}: ${shown(before[key])} → ${shown(after[key])}`, allowed: key !== 'name', field: `/${key}` })
  }
  if (before.table !== after.table) changes.push({ text: `Table ${shown(before.table)} → ${shown(after.table)}: the table of an existing model cannot change`, allowed: false, field: '/table' })
  if (before.parentModel !== after.parentModel) changes.push({ text: `Parent ${shown(before.parentModel)} → ${shown(after.parentModel)}: the parent of an existing model cannot change`, allowed: false, field: '/parentModel' })

  const old = new Map(stored.columns.map(c => [c.name, c]))
  const kept = next.columns.filter(c => !c.removed)
  for (const c of kept) {
    const at = `/columns/${pointer(c.name)}`
    const was = old.get(c.name)
    if (was === undefined) { changes.push({ text: `Adds column ${c.name} (${c.type})`, allowed: true, field: at }); continue }
    const a = columnTemplate(was)
    const b = columnTemplate(c)
    if (same(a, b)) continue
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(k => !same(a[k], b[k]))
    const lost = !unstored(was.type) && unstored(c.type)
    changes.push({
      text: `Changes column ${c.name}: ${keys.map(k => `${k} ${shown(a[k])} → ${shown(b[k])}`).join(', ')}` +
        (lost ? ' — it holds data and cannot lose its table column' : was.type !== c.type ? ' (the service checks the type against the table)' : ''),
      allowed: !lost,
      field: at
    })
  }
  for (const was of stored.columns) {
    if (kept.some(c => c.name === was.name)) continue
    const holdsData = !unstored(was.type)
    changes.push({
      text: `Removes column ${was.name}` + (holdsData ? ' — it holds data and cannot be removed: only additive changes are allowed' : ''),
      allowed: !holdsData,
      field: `/columns/${pointer(was.name)}`
    })
  }
  const order = (t: Record<string, unknown>) => Object.keys(record(t.columns)).filter(c => old.has(c) && kept.some(k => k.name === c))
  if (!same(order(before), order(after))) changes.push({ text: 'Reorders the columns', allowed: true, field: '/columns' })

  changes.push(...keyedChanges('index', '/indices', record(before.indices), record(after.indices)))
  changes.push(...keyedChanges('relation', '/relations', record(before.relations), record(after.relations)))
  if (!same(before.behaviors, after.behaviors)) {
    const classes = (t: Record<string, unknown>) => (Array.isArray(t.behaviors) ? t.behaviors : []).map(b => String(record(b).behaviorClass))
    const was = classes(before)
    const now = classes(after)
    const added = now.filter(c => !was.includes(c))
    const removed = was.filter(c => !now.includes(c))
    for (const c of added) changes.push({ text: `Adds behavior ${c}`, allowed: true, field: '/behaviors' })
    for (const c of removed) changes.push({ text: `Removes behavior ${c}`, allowed: true, field: '/behaviors' })
    if (added.length === 0 && removed.length === 0) changes.push({ text: 'Changes the behaviors\' parameters or order', allowed: true, field: '/behaviors' })
  }
  if (!same(before, after) && changes.length === 0) changes.push({ text: 'Changes the template', allowed: true, field: '' })
  return changes
}
