import { sql, type RawBuilder, type SelectExpression } from 'kysely'
import { assertIdentifier } from '../shared/sql-names.js'
import type { ModelDefinition } from '../1-templates/definition.js'
import { compileOnly } from './compile-only.js'
import { jsonRows } from './json-rows.js'
import type { Ancestor, IdentityParts } from './query-types.js'
import { siblingOrder } from './reads.js'
import { writtenInline } from '../database/record-history.js'
import { Slot, type Statement } from './statements.js'

// Creates in one statement (one round trip, no explicit transaction), one or many records at once (concurrent
// creates share it: core/5-records/batches.ts): for each given row the parent is read and share-locked, the
// next running number counted, empty sibling defaults read from the last sibling, combined_id and IGSN built
// from them, the row inserted and returned with its ancestor ids. Concurrent creates put rows of different scopes
// (running number, the parent a sibling default reads in) in one statement, so none counts or reads another; an
// import's statement (importRows) may hold several rows of one scope, numbered in their order, as long as no row's
// sibling default must read a row of the same statement (core/5-records/import-at-once.ts). Two concurrent statements may count the same
// number in one scope: the running number's unique index (every running number has one, core/1-templates/check.ts)
// refuses the second, which the caller runs again.
//
// Parameters: the rows as a JSON array of objects (the given columns' values), the IGSN program prefix, the id
// and name of the user who creates them ('' for none), and the action their versions record (create, import).
// Every answer row has `__o`, the ordinal (from 1) of the row it was made from, and the record as JSON text
// (`body`, as the by-id read gives it) or, where a formula is computed on read, its columns — or nothing else, for
// an import, which needs no record back. A row whose parent does not exist inserts nothing and has no answer.

/** The IGSN parts in SQL, as identifiers.ts builds them in JavaScript. */
const code4 = (value: RawBuilder<unknown>) =>
  sql`lpad(left(upper(regexp_replace(coalesce(${value}::text, ''), '[^A-Za-z0-9]', '', 'g')), 4), 4, '0')`
/**
 * reverse(upper(base36(id + 36^4))): the base-36 digits of id + 36^4, least significant first, by integer arithmetic
 * on each (an expression, no subquery: it runs once per row). A record id is at most INT32_MAX, so n < 36^6: five
 * digits, and a sixth from 36^5.
 */
const igsnCode = (id: RawBuilder<unknown>) => {
  const n = sql`(${id}::bigint + 1679616)`
  const digit = (k: number) => sql`substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', (${n} / ${sql.lit(36 ** k)} % 36)::int + 1, 1)`
  return sql`(${sql.join([0, 1, 2, 3, 4].map(digit), sql` || `)} || case when ${n} >= ${sql.lit(36 ** 5)} then ${digit(5)} else '' end)`
}

/**
 * combined_id in SQL, as combinedId() in identifiers.ts: the parent's combined_id (when there is one)
 * + '_' + the name as text, zero-padded when the template asks (LeadingZerosBehavior). Creates and the cascade
 * after a rename use it.
 */
export function combinedIdSql (model: ModelDefinition, name: RawBuilder<unknown>, parentCombined: RawBuilder<unknown> | null): RawBuilder<string> {
  const part = model.leadingZeros === null
    ? sql<string>`${name}::text`
    : sql<string>`case when ${name}::text ~ '^[0-9]+$' then lpad(${name}::text, ${sql.lit(model.leadingZeros)}, '0') else ${name}::text end`
  return parentCombined === null ? part : sql<string>`case when ${parentCombined} is null then ${part} else ${parentCombined} || '_' || ${part} end`
}

export interface CreateShape {
  model: ModelDefinition
  ancestors: Ancestor[]
  /** the parent's identity columns (id, combined_id if it has one, its ancestor ids), its table and its joins, as SQL text */
  parentIdentity: IdentityParts | null
  /** columns the request gives a value for (the parent column among them) */
  columns: string[]
  /** the object tag of the IGSN, when the model has an igsn column */
  igsnTag: string | null
  /** the qualified name of the table's id sequence (looked up once: pg_get_serial_sequence reads the catalog) */
  sequence: string
  /** the API record's select list over `ins` and `p`: the statement then answers its JSON text as `body` */
  record: Array<SelectExpression<any, any>> | null
  /**
   * an import's statement: rows of one scope may come together (numbered in their order) and only the ordinals of the
   * rows made are answered; other creates put one row per scope in a statement (the cheaper way for them)
   */
  importRows?: boolean
}

export function createStatement ({ model, ancestors, parentIdentity, columns, igsnTag, sequence, record, importRows = false }: CreateShape): Statement {
  const table = sql.table(assertIdentifier(model.table))
  const byName = new Map(model.columns.map(c => [c.name, c]))
  // the given rows, numbered by `__o`
  const values = new Map<string, RawBuilder<unknown>>(columns.map(c => [c, sql.ref(`x.${assertIdentifier(c)}`)]))
  const prefix = new Slot(1)
  const ctes: Array<RawBuilder<unknown>> = [jsonRows(model, columns, new Slot(0)), sql`i as (select x."__o", nextval(${sql.lit(sequence)}::regclass) as id from x)`]
  const from: Array<RawBuilder<unknown>> = [sql`x join i on i."__o" = x."__o"`]
  const parentId = model.parentColumn === null ? null : values.get(model.parentColumn)!
  if (parentIdentity !== null) {
    ctes.push(sql`p as (select x."__o", ${sql.raw(parentIdentity.list)} from x join ${sql.raw(parentIdentity.table)} as "t" on "t"."id" = ${parentId}${sql.raw(parentIdentity.joins)} for share of "t")`)
    from.push(sql` join p on p."__o" = x."__o"`)
  }
  // (where a join that reads p goes: next to it, as a lateral join after it does not see p)
  const nextToParent = from.length
  const rule = model.runningNumber
  if (rule !== null) {
    // (a one-statement create has every scope value: CompiledModel.createPlan)
    const given = rule.scope.map(s => ({ name: sql.ref(assertIdentifier(s)), value: values.get(s)! }))
    const column = sql.ref(assertIdentifier(rule.column))
    if (importRows) {
      // the last number of each scope the rows are in, read once per scope; the rows of one scope take the numbers
      // after it in their order
      ctes.push(sql`r as (select x."__o", row_number() over (partition by ${sql.join(given.map(g => g.value))} order by x."__o") as k from x)`,
        sql`m as materialized (select d.*, (select coalesce(max(c.${column}), 0) from ${table} c where ${sql.join(given.map(g => sql`c.${g.name} = d.${g.name}`), sql` and `)}) as top
          from (select distinct ${sql.join(given.map(g => sql`${g.value} as ${g.name}`))} from x) d)`)
      from.push(sql` join r on r."__o" = x."__o" join m on ${sql.join(given.map(g => sql`m.${g.name} = ${g.value}`), sql` and `)}`)
      values.set(rule.column, sql`(m.top + r.k)`)
    } else {
      // (each row in a scope of its own: the next number after the scope's last, by its index)
      from.push(sql`, lateral (select coalesce(max(${column}), 0) + 1 as v from ${table} where ${sql.join(given.map(g => sql`${g.name} = ${g.value}`), sql` and `)}) n`)
      values.set(rule.column, sql`n.v`)
    }
  }
  for (const { scope, source, target } of model.behaviors.siblingDefaults) {
    // (a one-statement create's sibling defaults are over the parent column: CompiledModel.createPlan)
    const order = sql.ref(`s.${assertIdentifier(siblingOrder(model, scope))}`)
    // (`is not null` and a plain `desc` let the running number's unique index find the last one at once)
    const last = sql`(select s.${sql.ref(assertIdentifier(source))} from ${table} s where s.${sql.ref(assertIdentifier(scope))} = ${parentId}
      and ${order} is not null order by ${order} desc limit 1)`
    const value = values.get(target)
    // a null (as "" arrives: core/2-model/input.ts) takes the sibling's value
    values.set(assertIdentifier(target), value === undefined ? last : sql`coalesce(${value}, ${last})`)
  }
  const computed: Array<[string, RawBuilder<unknown>]> = [['id', sql`i.id`]]
  if (byName.has('combined_id') && model.nameAttribute !== null) {
    computed.push(['combined_id', combinedIdSql(model, values.get(model.nameAttribute) ?? sql`null`, parentIdentity?.combinedId === true ? sql`p.combined_id` : null)])
  }
  if (byName.has('igsn') && igsnTag !== null) {
    // the codes of the ancestors named program and expedition (p has the parent's id and its ancestors' ids)
    const code = (level: string) => {
      const ancestor = ancestors.find(a => a.model.nameAttribute === level)
      if (ancestor === undefined) return sql`null`
      const id = sql.ref(`p.${ancestor.key === model.parentColumn ? 'id' : assertIdentifier(ancestor.key)}`)
      return sql`(select named.${sql.ref(assertIdentifier(level))} from ${sql.table(assertIdentifier(ancestor.model.table))} named where named.id = ${id})`
    }
    const program = sql`coalesce(${code('program')}::text, ${prefix}::text)`
    const expedition = code('expedition')
    let codes = sql`${code4(program)} || ${code4(expedition)}`
    if (parentIdentity !== null) {
      // (the codes are the parent's: read and cut once per parent, not once per row)
      ctes.push(sql`g as (select distinct on (p.id) p.id, ${codes} as codes from p)`)
      from.splice(nextToParent, 0, sql` join g on g.id = p.id`)
      codes = sql`g.codes`
    }
    computed.push(['igsn', sql`${codes} || 'E' || ${sql.lit(igsnTag)} || ${igsnCode(sql`i.id`)}`])
  }
  const inserted = [...values.entries(), ...computed.filter(([name]) => !values.has(name))]
  const higher = ancestors.filter(a => a.key !== model.parentColumn)
  const ancestorKeys = higher.map(a => sql`, p.${sql.ref(assertIdentifier(a.key))}`)
  // each new record's first version (core/database/record-history.ts), written here rather than by the history
  // trigger, which `a` (made by the answer's select) tells to write nothing: one insert, no function, no lookup of a
  // last version that a record just made has not
  const answered = sql.raw(parentIdentity === null ? 'ins join i on i.id = ins.id cross join a' : 'ins join i on i.id = ins.id join p on p."__o" = i."__o" cross join a')
  const user = sql`${new Slot(2)}::text`
  const username = sql`${new Slot(3)}::text`
  return sql`with ${sql.join(ctes, sql`, `)},
    ins as (insert into ${table} (${sql.join(inserted.map(([name]) => sql.ref(name)))})
      select ${sql.join(inserted.map(([, value]) => value))} from ${sql.join(from, sql``)} returning *),
    h as (insert into rs_history (tbl, record_id, version, op, action, user_id, username, changes)
      select ${sql.lit(model.table)}, ins.id, 1, 'c', ${new Slot(4)}::text, nullif(${user}, '')::integer, nullif(${username}, ''), jsonb_strip_nulls(to_jsonb(ins.*)) - 'id' from ins),
    a as (select ${writtenInline(model.table)} as w)
    ${importRows
      ? sql`select i."__o", i.id from ins join i on i.id = ins.id cross join a`
      : record === null
      ? sql`select i."__o", ins.*${sql.join(ancestorKeys, sql``)} from ${answered}`
      : sql`select i."__o", row_to_json(r)::text as body from ${answered}, lateral (select ${sql.join(record)}) as r`}`.compile(compileOnly)
}
