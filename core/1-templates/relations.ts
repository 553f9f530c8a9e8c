import { IDENTIFIER, type Template, type TemplateRelation } from '../../schemas/template.js'
import type { ColumnDefinition, LinkRelation, ModelDefinition, ReferenceRelation } from './definition.js'
import { didYouMean } from '../shared/suggest.js'

// The relations of a template (mDIS §1.1) checked and reduced to the definition's links (n:m, through a connection
// table) and references (1:n, a stored id). A relation without relationType is the parent reference, found by the
// template check itself. Each problem names the relation's JSON path.

type Add = (field: string, message: string) => void

export interface RelationsContext {
  template: Template
  table: string
  byName: Map<string, ColumnDefinition>
  /** the models already known (the related and foreign models are looked up among them by table) */
  models: ReadonlyMap<string, ModelDefinition>
  add: Add
}

const identifier = new RegExp(IDENTIFIER)
const flag = (v: unknown): boolean => v === true || v === 1 || v === '1'
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '') ? v : null
const pointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1')

/** Every relation with the JSON path of its object (`relations`, or mDIS's older `foreignkeys`). */
export function templateRelations (template: Template): Array<{ at: string, relation: TemplateRelation }> {
  return (['relations', 'foreignkeys'] as const).flatMap(set => {
    const value = template[set]
    return value === undefined || Array.isArray(value) ? [] : Object.entries(value).map(([key, relation]) => ({ at: `/${set}/${pointer(key)}`, relation }))
  })
}

export function findRelations ({ template, table, byName, models, add }: RelationsContext): { links: LinkRelation[], references: ReferenceRelation[] } {
  const links: LinkRelation[] = []
  const references: ReferenceRelation[] = []
  const tables = new Map([...models.values()].map(m => [m.table, m]))
  /** the columns of the model with this table (this one's own while it is being checked), undefined when there is none */
  const columnsOf = (other: string): Map<string, ColumnDefinition> | undefined =>
    other === table ? byName : tables.has(other) ? new Map(tables.get(other)!.columns.map(c => [c.name, c])) : undefined
  /** the one local column, if it is one of the kind `ok` accepts */
  const local = (at: string, relation: TemplateRelation, what: string, ok: (c: ColumnDefinition) => boolean): ColumnDefinition | undefined => {
    const names = relation.localColumns
    if (names === undefined || names.length !== 1) {
      add(`${at}/localColumns`, `must name one column: ${what}`)
      return undefined
    }
    const c = byName.get(names[0])
    if (c !== undefined && ok(c)) return c
    add(`${at}/localColumns/0`, `"${names[0]}" is not ${what}${c === undefined ? didYouMean(names[0], byName.keys()) : ''}`)
    return undefined
  }
  /** the first display column, each checked against the related model's columns when that model is known */
  const display = (at: string, relation: TemplateRelation, columns: Map<string, ColumnDefinition> | undefined): string | null => {
    const names = relation.displayColumns ?? []
    names.forEach((name, i) => {
      if (columns !== undefined && !columns.has(name)) add(`${at}/displayColumns/${i}`, `the related model has no column "${name}"${didYouMean(name, columns.keys())}`)
    })
    return names[0] ?? null
  }

  // the columns relations name, of each kind (a column whose relation has problems is not reported twice)
  const named = { nm: new Set<string>(), '1n': new Set<string>() }
  for (const { at, relation } of templateRelations(template)) {
    const type = text(relation.relationType)
    if (type === null) continue
    if (type === 'nm' || type === '1n') for (const c of relation.localColumns ?? []) named[type].add(c)
    if (type === '1n') {
      const column = local(at, relation, 'a stored integer (or one_to_many) column of this model that holds the related record\'s id',
        c => c.stored && (c.type === 'integer' || c.type === 'one_to_many'))
      const foreign = text(relation.foreignTable)
      const columns = foreign === null ? undefined : columnsOf(foreign)
      if (columns === undefined) {
        add(`${at}/foreignTable`, foreign === null ? 'is required: the table of the related model' : `no model has the table "${foreign}"${didYouMean(foreign, tables.keys())}`)
      }
      const ids = relation.foreignColumns
      if (ids !== undefined && ids !== null && (ids.length !== 1 || ids[0] !== 'id')) add(`${at}/foreignColumns`, 'must be ["id"]: a relation refers to records by id')
      const displayColumn = display(at, relation, columns)
      if (column !== undefined && columns !== undefined) references.push({ column: column.name, foreignTable: foreign!, displayColumn })
    } else if (type === 'nm') {
      const column = local(at, relation, 'a many_to_many column of this model', c => c.type === 'many_to_many')
      const related = text(relation.relatedTable)
      if (related === null || !identifier.test(related)) {
        add(`${at}/relatedTable`, related === null ? 'is required: the table of the related model' : `"${related}" is not a table name`)
        continue
      }
      const own = flag(relation.oppositionRelation) ? 'related_id' : 'record_id'
      // mDIS's name: the owner's table, then the related one (the opposite relation names the same table)
      const connection = own === 'record_id' ? `${table}_${related}` : `${related}_${table}`
      // another model's relation with the same table name is the other side of this one, or a clash (a_b + c, a + b_c)
      const sharing = [...models.values()].find(m => m.table !== table &&
        m.links.some(l => l.connection === connection && !(m.table === related && l.relatedTable === table)))
      const problem = !identifier.test(connection)
        ? `the connection table "${connection}" would be longer than 63 characters: use shorter table names`
        : tables.has(connection)
          ? `the connection table "${connection}" would be the table of model "${tables.get(connection)!.name}"`
          : links.some(l => l.connection === connection)
            ? `another relation of this model already uses the connection table "${connection}"`
            : sharing !== undefined
              ? `the connection table "${connection}" already belongs to a relation of model "${sharing.name}"`
              : null
      if (problem !== null) { add(`${at}/relatedTable`, problem); continue }
      const displayColumn = display(at, relation, columnsOf(related))
      if (column !== undefined) links.push({ column: column.name, relatedTable: related, connection, own, displayColumn: displayColumn ?? text(template.columns[column.name].displayColumn) })
    } else {
      add(`${at}/relationType`, `must be "1n" or "nm" (or left out for the parent reference), not "${type}"`)
    }
  }

  for (const c of byName.values()) {
    const kind = c.type === 'many_to_many' ? 'nm' : c.type === 'one_to_many' ? '1n' : null
    if (kind !== null && !named[kind].has(c.name)) add(`/columns/${pointer(c.name)}/type`, `a ${c.type} column needs a relation of type "${kind}" that names it in localColumns`)
  }
  for (const other of models.values()) {
    const link = other.links.find(l => l.connection === table)
    if (link !== undefined) add(template.table === undefined ? '/name' : '/table', `"${table}" is the connection table of model "${other.name}" (its column ${link.column})`)
  }
  return { links, references }
}
