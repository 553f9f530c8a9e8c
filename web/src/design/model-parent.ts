import { fromTemplate, newColumn, nextUid, unstored, type ModelDraft } from './model-draft.js'

// The parent of a model as the bundled templates declare it (holes.json: parentModel "sites", the integer column
// site_id, required, after the id; the relation holes__sites__parent to the parent's table; an index that leads with
// the column). Choosing a parent adds these; un-choosing (or choosing another) removes what the choice added.

export interface ParentInfo { name: string, table: string, nameAttribute: string }

const humanize = (name: string): string => name.replace(/_/g, ' ').replace(/\b\w/g, c => c.toUpperCase())

/**
 * The column that names a record of the parent inside its own parent, as the service finds it
 * (core/1-templates/check.ts findNameAttribute): `site` of sites, `section` of core_section; its `_id` refers to it.
 */
export function parentInfo (template: unknown): ParentInfo {
  const draft = fromTemplate(template)
  const table = draft.table === '' ? draft.name : draft.table
  const usable = draft.columns.filter(c => !unstored(c.type) && c.name !== 'id')
  const has = (c: string): boolean => usable.some(u => u.name === c)
  if (draft.nameAttribute !== null && has(draft.nameAttribute)) return { name: draft.name, table, nameAttribute: draft.nameAttribute }
  const last = draft.name.split('_').pop() ?? draft.name
  const candidates = [draft.name, draft.name.replace(/s$/, ''), last, last.replace(/s$/, '')]
  const found = candidates.find(has) ??
    usable.find(c => c.required && !c.name.endsWith('_id') && (c.type === 'string' || c.type === 'integer'))?.name
  return { name: draft.name, table, nameAttribute: found ?? draft.name.replace(/s$/, '') }
}

/** The key of the parent relation, as the bundled templates name it. */
export const parentRelationKey = (model: string, parent: string): string => `${model}__${parent}__parent`

/** Removes what choosing the parent added and clears the parent. */
export function withoutParent (draft: ModelDraft): void {
  const { column, index, relation } = draft.parentParts
  const removed = draft.columns.find(c => c.uid === column)?.name
  draft.columns = draft.columns.filter(c => c.uid !== column)
  draft.indices = draft.indices.filter(i => i.uid !== index)
  draft.relations = draft.relations.filter(r => r.uid !== relation)
  if (removed !== undefined && draft.nameAttribute === removed) draft.nameAttribute = null
  draft.parentModel = null
  draft.parentParts = { column: null, index: null, relation: null }
}

/** Sets the parent: its reference column (unless the model has it), an index leading with it (unless there is one) and the relation. */
export function withParent (draft: ModelDraft, parent: ParentInfo): void {
  withoutParent(draft)
  const name = `${parent.nameAttribute}_id`
  draft.parentModel = parent.name
  let column = draft.columns.find(c => c.name === name)
  if (column === undefined) {
    column = { ...newColumn(name, 'integer'), required: true, label: `${humanize(parent.nameAttribute)} ID` }
    const at = draft.columns.findIndex(c => c.name === 'id') + 1
    draft.columns.splice(at, 0, column)
    draft.parentParts.column = column.uid
  }
  if (!draft.indices.some(i => i.columns[0] === name)) {
    const index = { uid: nextUid(), key: name, type: 'KEY' as const, columns: [name], rest: {} }
    draft.indices.push(index)
    draft.parentParts.index = index.uid
  }
  const relation = {
    uid: nextUid(),
    key: parentRelationKey(draft.name, parent.name),
    kind: 'parent' as const,
    foreignTable: parent.table,
    relatedTable: '',
    localColumn: name,
    displayColumns: [],
    oppositionRelation: false,
    oppositeColumnName: '',
    rest: {}
  }
  draft.relations.unshift(relation)
  draft.parentParts.relation = relation.uid
}

/** The model was renamed: the parent relation the choice added follows its name. */
export function renameParentRelation (draft: ModelDraft): void {
  const relation = draft.relations.find(r => r.uid === draft.parentParts.relation)
  if (relation !== undefined && draft.parentModel !== null) relation.key = parentRelationKey(draft.name, draft.parentModel)
}
