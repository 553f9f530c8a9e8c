import type { FieldError } from '../api/types.js'
import type { ModelDraft } from './model-draft.js'

// A 422's problems of a template (field: a JSON pointer into it, /columns/depth/type) placed at the editor's inputs:
// each pointer reduced to the input that shows it (/columns/depth/validator, /indices/x/columns/0 → /indices/x/columns,
// /columns/depth/primaryKey → the column's name); those no input stands for go to one list.

export type Placed = Record<string, string[]>

export const pointer = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1')
const unescape = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~')

const TOP = ['name', 'module', 'table', 'fullName', 'parentModel', 'nameAttribute']
const COLUMN = ['type', 'label', 'description', 'unit', 'size', 'required', 'validator', 'validatorMessage', 'selectListName', 'calculate', 'defaultValue']
const INDEX = ['type', 'columns']
const RELATION = ['relationType', 'foreignTable', 'relatedTable', 'localColumns', 'displayColumns', 'oppositeColumnName']

/** The pointer of the input that shows a problem at `field`, or null when no input stands for it. */
export function inputOf (field: string, draft: ModelDraft): string | null {
  const [first, key, prop, ...deeper] = field.split('/').slice(1).map(unescape)
  if (key === undefined) return TOP.includes(first) ? `/${first}` : null
  const at = `/${first}/${pointer(key)}`
  if (first === 'columns' && draft.columns.some(c => c.name === key)) {
    if (prop === 'pseudoCalc') return `${at}/calculate`
    return COLUMN.includes(prop) ? `${at}/${prop}` : at
  }
  if (first === 'indices' && draft.indices.some(i => i.key === key)) return INDEX.includes(prop) ? `${at}/${prop}` : at
  if (first === 'relations' && draft.relations.some(r => r.key === key)) return RELATION.includes(prop) ? `${at}/${prop}` : at
  if (first === 'behaviors' && /^\d+$/.test(key) && Number(key) < draft.behaviors.length) {
    return prop === 'parameters' && deeper.length > 0 ? `${at}/parameters/${pointer(deeper[0])}` : at
  }
  return null
}

/** The problems by the input that shows them, and the rest. */
export function placeProblems (problems: FieldError[], draft: ModelDraft): { placed: Placed, rest: FieldError[] } {
  const placed: Placed = {}
  const rest: FieldError[] = []
  for (const problem of problems) {
    const at = inputOf(problem.field, draft)
    if (at === null) rest.push(problem)
    else placed[at] = [...(placed[at] ?? []), problem.message]
  }
  return { placed, rest }
}
