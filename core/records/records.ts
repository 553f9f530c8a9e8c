import type { CompiledQuery, Kysely } from 'kysely'
import { BadRequest, Conflict, RecordNotFound, ValidationFailed, type FieldError } from '../errors.js'
import type { CompiledModel } from '../model/compile.js'
import { INT32_MAX } from '../../schemas/bounds.js'
import { bind } from '../model/statements.js'
import type { Values } from '../model/input.js'
import type { Page } from '../paging.js'
import type { ModelRegistry } from '../registry.js'
import type { ValueLists } from '../value-lists/lists.js'
import { combinedId, igsn, igsnTag } from '../model/identifiers.js'
import { ListTotals } from './counts.js'
import { cursorAfter, readCursor } from './keyset.js'
import { parseFilters, parseSort } from './list-query.js'
import { pick, readFields } from './selection.js'
import { CREATE_ATTEMPTS, createsAtOnce } from './create-plan.js'
import { Batches, type Batched } from './batches.js'
import { checkCumulativeLength, checkSiblingsLimits, checkSplitOrigin, copyDefaults, copyDefaultsOnUpdate, siblingDefaults } from './behaviors.js'
import { refersTo } from '../templates/names.js'
import { isCoreboxModel } from '../templates/behavior-rules.js'
import { checkRelations, referredBy, takeLinks, writeLinks } from './relations.js'
import { cascade, filesFollowMove } from './cascade.js'

// Reading and writing records of any model with the drilling rules (DESIGN §5): parents must exist, values of
// list-backed columns come from their list, running numbers are the next free one inside the parent, combined_id
// follows parent and name (also down to every descendant), the IGSN derives from the id, calculated columns are
// recomputed on every save. Each write is one transaction; all problems of a request come back together.

export type ApiRecord = Record<string, unknown>

export interface ListPage {
  items: ApiRecord[]
  total: number
  /** the total is the planner's estimate (more than exactCountLimit records match) */
  estimated: boolean
  hasNext: boolean
  /** keyset cursor of the next page */
  nextCursor?: string
}

export interface RecordsDeps {
  db: Kysely<any>
  registry: ModelRegistry
  lists: ValueLists
  /** IGSN program prefix when no program ancestor names one */
  igsnPrefix: string
  /** list totals are exact up to this many matching records, estimated above */
  exactCountLimit: number
}

/** A create waiting for its statement (batches.ts). */
interface AtOnce extends Batched { columns: string[], values: Values }
/** A by-id read waiting for its statement. */
interface ById extends Batched { id: number }

interface Identity { id: number, combined_id?: string | null, [ancestor: string]: unknown }

function body (input: unknown): Values {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new BadRequest('The request body must be a JSON object of field: value pairs.')
  }
  return input as Values
}

export class Records {
  /** list totals known to be current while nothing they read changed */
  readonly #totals = new ListTotals()
  /** one-statement creates of a model, together while one of its statements runs */
  readonly #creates = new Batches<AtOnce, string>(async (model, creates) => await this.#insert(model, creates))
  /** by-id reads of a model as JSON, together while one of their statements runs */
  readonly #reads = new Batches<ById, string | undefined>(async (model, reads) => await this.#read(model, reads))

  constructor (readonly deps: RecordsDeps) {}

  /** Resolves once every create and read this instance took is answered (before the database closes). */
  async settled (): Promise<void> {
    await Promise.all([this.#creates.settled(), this.#reads.settled()])
  }

  /**
   * One page of records. The total is exact up to `exactCountLimit` matching records (or always, with
   * `count=exact`); above it, counting would read every matching row on every request, so the planner's estimate
   * is given instead and `estimated` says so. Whether another page follows is always exact (one row more is read).
   */
  async list (model: CompiledModel, query: Record<string, unknown>, page: Page): Promise<ListPage> {
    const fields = readFields(model, query.fields)
    const conditions = parseFilters(query, model.queries.fields)
    // (the route schema makes sort, cursor and count single strings)
    const sort = parseSort(query.sort as string | undefined, model.queries.fields)
    const after = readCursor(query.cursor, sort, model.queries.fields)
    const countLimit = query.count === 'exact' ? INT32_MAX : this.deps.exactCountLimit + 1
    const db = this.deps.db
    const totalKey = JSON.stringify([conditions, countLimit])
    const known = this.#totals.get(model, totalKey)
    const { rows } = await db.executeQuery(model.queries.list({ conditions, sort, after, limit: page.limit! + 1, offset: after === undefined ? page.offset : 0, countLimit, known }))
    const hasNext = rows.length > page.limit!
    const items = hasNext ? rows.slice(0, page.limit!) : rows
    // The count rides on every row; a page past the end has no row to carry it.
    let total = rows.length > 0
      ? Number(rows[0].__total)
      : page.offset === 0 && after === undefined ? 0 : (await db.executeQuery(model.queries.count(conditions, countLimit))).rows[0].total
    if (rows.length > 0) this.#totals.set(model, totalKey, { version: Number(rows[0].__version), total })
    const estimated = total >= countLimit
    if (estimated) {
      const plan = (await db.executeQuery(model.queries.estimate(conditions))).rows[0]['QUERY PLAN'][0].Plan
      // never fewer than the rows known to exist
      total = Math.max(Math.round(plan['Plan Rows']), countLimit, page.offset + items.length + (hasNext ? 1 : 0))
    }
    return {
      items: items.map(row => fields === undefined ? model.toRecord(row) : pick(model.toRecord(row), fields)),
      total,
      estimated,
      hasNext,
      nextCursor: hasNext ? cursorAfter(sort, items.at(-1)!) : undefined
    }
  }

  async get (model: CompiledModel, id: number, db: Kysely<any> = this.deps.db): Promise<ApiRecord> {
    const record = await this.find(model, id, db)
    if (record === undefined) throw new RecordNotFound(model.name, id)
    return record
  }

  /** One record, or undefined when there is none with that id. */
  async find (model: CompiledModel, id: number, db: Kysely<any> = this.deps.db): Promise<ApiRecord | undefined> {
    const row = (await db.executeQuery(model.queries.byId(id))).rows[0]
    return row === undefined ? undefined : model.toRecord(row)
  }

  /**
   * One record as the JSON text of the response, built by the database where it can be (queries.byIdJson);
   * concurrent reads of a model share the statement (batches.ts).
   */
  async getJson (model: CompiledModel, id: number): Promise<string> {
    if (!model.queries.shape.jsonReads) return JSON.stringify(await this.get(model, id))
    const body = await this.#reads.add(model, { shape: 'id', scope: null, id })
    if (body === undefined) throw new RecordNotFound(model.name, id)
    return body
  }

  async #read (model: CompiledModel, reads: ById[]): Promise<Array<PromiseSettledResult<string | undefined>>> {
    const { rows } = await this.deps.db.executeQuery(model.queries.byIdJson([...new Set(reads.map(r => r.id))]))
    const bodies = new Map(rows.map(row => [row.id, row.body]))
    return reads.map(read => ({ status: 'fulfilled', value: bodies.get(read.id) }))
  }

  /** Creates a record and answers it as JSON text, built by the database where it can be (as getJson). */
  async createJson (model: CompiledModel, input: unknown): Promise<string> {
    const { values, errors } = model.input.create(body(input))
    copyDefaults(model, values)
    await this.#check(model, values, errors)
    if (errors.length === 0 && this.#atOnce(model, values)) return await this.#createAtOnce(model, values)
    return JSON.stringify(await this.#createLocked(model, values, errors))
  }

  /**
   * Whether a valid create can run as one statement: the model allows it (createsAtOnce), the running number is
   * the server's to give, and every scope value is given (the unique index does not compare nulls). (The parent
   * column is required: a request without it has failed validation already.)
   */
  #atOnce (model: CompiledModel, values: Values): boolean {
    const rule = model.definition.runningNumber
    if (createsAtOnce(model) === null) return false
    return rule === null || ((values[rule.column] === undefined || values[rule.column] === null) &&
      rule.scope.every(s => values[s] !== undefined && values[s] !== null))
  }

  /**
   * The one-statement create, which concurrent creates of the model share (batches.ts). A statement of
   * several that fails (a bad value, a running number another instance took) runs each of them alone, so each
   * gets its own answer.
   */
  async #createAtOnce (model: CompiledModel, values: Values): Promise<string> {
    const def = model.definition
    this.#calculate(model, values)
    const rule = def.runningNumber
    const columns = Object.keys(values).filter(c => values[c] !== undefined && c !== rule?.column)
    const { scope } = createsAtOnce(model)!
    return await this.#creates.add(model, { shape: columns.join(), scope: scope === null ? null : JSON.stringify(scope.map(c => values[c])), columns, values })
  }

  async #insert (model: CompiledModel, creates: AtOnce[]): Promise<Array<PromiseSettledResult<string>>> {
    if (creates.length > 1) {
      try {
        const { rows } = await this.deps.db.executeQuery(await this.#insertion(model, creates))
        const answers = new Map(rows.map(row => [Number(row.__o), row]))
        return await Promise.allSettled(creates.map(async (create, i) => this.#answer(model, create, answers.get(i + 1))))
      } catch {
        // each alone below, with its own answer
      }
    }
    return await Promise.allSettled(creates.map(async create => await this.#insertAlone(model, create)))
  }

  /**
   * One create in its own statement. A concurrent create that took the same running number makes it fail on the
   * unique index; it then runs again holding the scope's lock (so contention turns into a queue rather than retries).
   */
  async #insertAlone (model: CompiledModel, create: AtOnce): Promise<string> {
    const query = await this.#insertion(model, [create])
    const rule = model.definition.runningNumber
    const { index } = createsAtOnce(model)!
    for (let attempt = 0; ; attempt++) {
      try {
        const { rows } = attempt === 0
          ? await this.deps.db.executeQuery(query)
          : await this.deps.db.transaction().execute(async trx => {
            await model.writes.lockScope(trx, rule!.scope.map(s => create.values[s]))
            return await trx.executeQuery(query)
          })
        return this.#answer(model, create, rows[0])
      } catch (error) {
        const { code, constraint } = error as { code?: string, constraint?: string }
        const taken = code === '23505' && index !== undefined && constraint === index
        if (!taken || attempt + 1 >= CREATE_ATTEMPTS) throw error
      }
    }
  }

  /** The create statement of these rows (create-statement.ts). */
  async #insertion (model: CompiledModel, creates: AtOnce[]): Promise<CompiledQuery<Record<string, unknown>>> {
    const def = model.definition
    const parent = def.parent === null ? null : this.deps.registry.get(def.parent)!
    const statement = model.queries.createAtOnce(creates[0].columns, parent?.queries ?? null, igsnTag(def), await model.writes.sequence(this.deps.db))
    // (a lone surrogate goes as U+FFFD, as a text parameter would: JSON would carry it as an escape PostgreSQL refuses)
    const rows = JSON.stringify(creates.map(c => c.values), (_, value: unknown) => typeof value === 'string' ? value.toWellFormed() : value)
    return bind(statement, [rows, this.deps.igsnPrefix])
  }

  /** The answer to a create from its row of the statement (none: its parent does not exist). */
  #answer (model: CompiledModel, create: AtOnce, row: Record<string, unknown> | undefined): string {
    if (row === undefined) throw new ValidationFailed([this.#missingParent(model, create.values)])
    return model.queries.shape.jsonReads ? row.body as string : JSON.stringify(model.toRecord(row))
  }

  async #createLocked (model: CompiledModel, values: Values, errors: FieldError[]): Promise<ApiRecord> {
    return await this.deps.db.transaction().execute(async trx => await this.#createIn(trx, model, values, errors))
  }

  /** A create inside the transaction `trx` (a split made for a new section joins the section's). */
  async #createIn (trx: Kysely<any>, model: CompiledModel, values: Values, errors: FieldError[]): Promise<ApiRecord> {
    const def = model.definition
    const links = takeLinks(model, values)
    const parent = await this.#parent(trx, model, values, errors)
    await checkRelations(trx, model, this.deps.registry, values, links, errors)
    await checkSiblingsLimits(trx, model, this.deps.registry, values, errors)
    await checkSplitOrigin(trx, model, values, errors)
    await checkCumulativeLength(trx, model, this.deps.registry, values, errors)
    const rule = def.runningNumber
    if (rule !== null && !errors.some(e => [rule.column, ...rule.scope].includes(e.field))) {
      await model.writes.lockScope(trx, rule.scope.map(s => values[s]))
      if (values[rule.column] === undefined || values[rule.column] === null) {
        values[rule.column] = await model.writes.nextRunningNumber(trx, values)
      } else if (await model.writes.runningNumberTaken(trx, values, null)) {
        errors.push(this.#taken(model, rule.column, values[rule.column]))
      }
    }
    this.#fail(model, errors)
    await this.#corebox(trx, model, values, parent)
    await siblingDefaults(trx, model, values, async id => await this.find(model, id, trx))
    copyDefaults(model, values)
    this.#calculate(model, values)
    const id = await model.writes.nextId(trx)
    if (model.queries.fields.has('combined_id') && def.nameAttribute !== null) values.combined_id = combinedId(def, parent?.combined_id ?? null, values[def.nameAttribute])
    if (model.queries.fields.has('igsn')) values.igsn = await this.#igsn(trx, model, parent, id)
    await model.writes.insert(trx, { id, ...values }).execute()
    await writeLinks(trx, model, id, links)
    await this.#split(trx, model, id, values)
    return await this.get(model, id, trx)
  }

  /**
   * SplittableSection: a new section's whole-round split (type WR, 100 percent, still there, not sampleable, the
   * section's curator), made as any create of the splits model. Until that model is there, sections have none.
   */
  async #split (trx: Kysely<any>, model: CompiledModel, id: number, values: Values): Promise<void> {
    const name = model.definition.behaviors.splitsModel
    const splits = name === null ? undefined : this.deps.registry.children(model.name).find(m => refersTo(name, m.definition))
    if (splits === undefined) return
    const given: Values = { [splits.definition.parentColumn!]: id, type: 'WR', percent: 100, still_exists: 1, sampleable: 0 }
    if (splits.queries.fields.has('curator') && !(values.curator === undefined || values.curator === null)) given.curator = values.curator
    const split = splits.input.create(given)
    await this.#check(splits, split.values, split.errors)
    // (the splits model's template asks more than a whole-round split has)
    if (split.errors.length > 0) throw new ValidationFailed(split.errors.map(e => ({ field: `${splits.name}.${e.field}`, message: e.message })))
    await this.#createIn(trx, splits, split.values, [])
  }

  async update (model: CompiledModel, id: number, input: unknown): Promise<ApiRecord> {
    const { values, errors } = model.input.update(body(input))
    await this.#check(model, values, errors)
    const links = takeLinks(model, values)
    const def = model.definition
    return await this.deps.db.transaction().execute(async trx => {
      const current = await model.writes.locked(trx, id).executeTakeFirst()
      if (current === undefined) throw new RecordNotFound(model.name, id)
      copyDefaultsOnUpdate(model, current, values)
      const changed = (column: string | null) => column !== null && values[column] !== undefined && values[column] !== current[column]
      const merged: Values = { ...current, ...values }
      const rule = def.runningNumber
      const renamed = changed(def.nameAttribute) || changed(def.parentColumn)
      // (read once: a rename builds the combined_id from it, a core box name finds its hole through it)
      const boxNamed = def.behaviors.corebox !== null && values[def.behaviors.corebox.nameColumn] !== undefined
      const parent = renamed || boxNamed ? await this.#parent(trx, model, merged, errors) : null
      if (rule !== null && [rule.column, ...rule.scope].some(changed) && merged[rule.column] !== null &&
        !errors.some(e => [rule.column, ...rule.scope].includes(e.field))) {
        await model.writes.lockScope(trx, rule.scope.map(s => merged[s]))
        if (await model.writes.runningNumberTaken(trx, merged, id)) errors.push(this.#taken(model, rule.column, merged[rule.column]))
      }
      await checkSiblingsLimits(trx, model, this.deps.registry, merged, errors, { id, changed })
      if (['type', 'origin_split_type', def.parentColumn].some(changed)) await checkSplitOrigin(trx, model, merged, errors, id)
      await checkRelations(trx, model, this.deps.registry, values, links, errors)
      this.#fail(model, errors)
      await this.#corebox(trx, model, values, parent)
      for (const { column, formula } of model.calculated) values[column.name] = merged[column.name] = formula.evaluate(merged) ?? column.defaultValue
      if (renamed && model.queries.fields.has('combined_id')) values.combined_id = combinedId(def, parent?.combined_id ?? null, merged[def.nameAttribute!])
      if (Object.keys(values).length > 0) await model.writes.update(trx, id, values).execute()
      await writeLinks(trx, model, id, links)
      if (values.combined_id !== undefined && values.combined_id !== current.combined_id) await cascade(trx, this.deps.registry, model, [id])
      if (changed(def.parentColumn)) await filesFollowMove(trx, this.deps.registry, model, id)
      return await this.get(model, id, trx)
    })
  }

  async remove (model: CompiledModel, id: number): Promise<void> {
    await this.deps.db.transaction().execute(async trx => {
      const row = await model.writes.locked(trx, id).executeTakeFirst()
      if (row === undefined) throw new RecordNotFound(model.name, id)
      for (const child of this.deps.registry.children(model.name)) {
        const used = await child.writes.childOf(trx, id).executeTakeFirst()
        if (used !== undefined) throw new Conflict(`The record cannot be deleted: ${child.name} records refer to it.`)
      }
      const referrer = await referredBy(trx, model, this.deps.registry, id)
      if (referrer !== undefined) throw new Conflict(`The record cannot be deleted: ${referrer}.`)
      if (model.archiveLevel !== null && await model.writes.assignedFile(trx, id).executeTakeFirst() !== undefined) {
        throw new Conflict('The record cannot be deleted: files are assigned to it.')
      }
      await model.writes.delete(trx, id).execute()
    })
  }

  /**
   * An unsaved copy for the client to edit and POST: no id, combined_id or igsn; the next free running number;
   * columns marked copyOnDuplicate: false left empty; no assigned files.
   */
  async duplicate (model: CompiledModel, id: number): Promise<ApiRecord> {
    const source = await this.get(model, id)
    const def = model.definition
    const writable = new Set(model.writable.map(c => c.name))
    const draft: ApiRecord = {}
    for (const c of def.columns) {
      if (c.name === 'id' || c.name === 'combined_id' || c.name === 'igsn') continue
      draft[c.name] = writable.has(c.name) && !c.copyOnDuplicate ? null : source[c.name]
    }
    for (const a of model.ancestors) draft[a.key] = source[a.key]
    if (def.runningNumber !== null) {
      draft[def.runningNumber.column] = await model.writes.nextRunningNumber(this.deps.db, draft)
    }
    await this.#newRecordRules(model, draft, true)
    if (model.archiveLevels.length > 0) {
      const { filter } = source.archive_files as { filter: Record<string, unknown> }
      draft.archive_files = { filter: { ...filter, [model.archiveLevel!]: null }, files: [] }
    }
    return draft
  }

  /**
   * A new, unsaved record to fill in (mDIS defaults): the template's default values, the next running number inside
   * the given parent, the parent's ancestry and the calculated values; no id, combined_id or IGSN yet (they are given
   * on create). The parent column is needed (400 without it) and must name a record (422, as on create).
   */
  async defaults (model: CompiledModel, input: unknown): Promise<ApiRecord> {
    const given = body(input)
    const def = model.definition
    const row: Values = {}
    if (def.parentColumn !== null) {
      const text = String(given[def.parentColumn] ?? '')
      if (!/^[0-9]{1,10}$/.test(text)) throw new BadRequest(`The body must name the parent record: {"${def.parentColumn}": <id of a ${def.parent!} record>}.`)
      const errors: FieldError[] = []
      const parent = await this.#parent(this.deps.db, model, { [def.parentColumn]: Number(text) }, errors)
      this.#fail(model, errors)
      const { id, combined_id: _, ...ancestry } = parent!
      Object.assign(row, ancestry, { [def.parentColumn]: id })
    }
    // (the defaults as create would store them; what else the body says does not matter here)
    const { values } = model.input.create({}, true)
    Object.assign(row, values)
    if (def.runningNumber !== null) row[def.runningNumber.column] = await model.writes.nextRunningNumber(this.deps.db, row)
    await this.#newRecordRules(model, row, false)
    const draft = model.toRecord(row)
    for (const name of ['id', 'combined_id', 'igsn']) delete draft[name]
    return draft
  }

  /**
   * The behaviors of a record about to be made (a duplicate's draft, defaults): the siblings limit (422 when the
   * parent is full), the sibling's and other columns' defaults, the calculated values.
   */
  async #newRecordRules (model: CompiledModel, values: Values, override: boolean): Promise<void> {
    const errors: FieldError[] = []
    await checkSiblingsLimits(this.deps.db, model, this.deps.registry, values, errors)
    this.#fail(model, errors)
    await siblingDefaults(this.deps.db, model, values, async id => await this.find(model, id), { override })
    copyDefaults(model, values)
    this.#calculate(model, values)
  }

  /**
   * CreateUpdateCorebox: a record saved with a core box name refers to the box of that name among those of its hole
   * (the core box model's parent, an ancestor of the record), made as any create of that model when there is none;
   * an empty name clears the reference. Boxes of one hole and name are made one at a time.
   */
  async #corebox (trx: Kysely<any>, model: CompiledModel, values: Values, parent: Identity | null): Promise<void> {
    const rule = model.definition.behaviors.corebox
    if (rule === null || values[rule.nameColumn] === undefined) return
    const name = values[rule.nameColumn]
    if (name === null) { values[rule.idColumn] = null; return }
    // (the template check found the core box model among the record's ancestors' children, and it cannot be dropped
    // while a model uses it, nor its parent change)
    const box = this.deps.registry.list().find(m => isCoreboxModel(m.definition))!
    const ancestor = model.ancestors.find(a => a.model.name === box.definition.parent)!
    const holeId = ancestor.key === model.definition.parentColumn ? values[ancestor.key] : parent![ancestor.key]
    const where = { [box.definition.parentColumn!]: holeId, corebox: name }
    await box.writes.lockScope(trx, ['corebox', holeId, name])
    let id = await box.writes.idWhere(trx, where)
    if (id === undefined) {
      const made = box.input.create(where)
      await this.#check(box, made.values, made.errors)
      if (made.errors.length > 0) {
        this.#fail(model, [{ field: rule.nameColumn, message: `Could not create new core box "${String(name)}": ${made.errors.map(e => e.message).join(' ')}` }])
      }
      id = (await this.#createIn(trx, box, made.values, [])).id as number
    }
    values[rule.idColumn] = id
  }

  /** Checks that need the database: values of list-backed columns, names that would break combined ids. */
  async #check (model: CompiledModel, values: Values, errors: FieldError[]): Promise<void> {
    const failed = new Set(errors.map(e => e.field))
    for (const c of model.writable) {
      const value = values[c.name]
      if (failed.has(c.name) || value === null || value === undefined) continue
      if (c.selectListName !== null) {
        const allowed = await this.deps.lists.displays(c.selectListName)
        const wrong = (c.type === 'string_multiple' ? String(value).split(';') : [String(value)]).find(v => !allowed.has(v))
        if (wrong !== undefined) errors.push({ field: c.name, message: `${c.label} "${wrong}" is not in the value list ${c.selectListName}.` })
      }
      if (c.name === model.definition.nameAttribute && model.queries.fields.has('combined_id') && String(value).includes('_')) {
        errors.push({ field: c.name, message: `${c.label} must not contain "_" (it separates the parts of combined ids).` })
      }
    }
  }

  /** The parent of a record being written, locked against changes until the transaction ends. */
  async #parent (trx: Kysely<any>, model: CompiledModel, values: Values, errors: FieldError[]): Promise<Identity | null> {
    const column = model.definition.parentColumn
    if (column === null || values[column] === null || values[column] === undefined || errors.some(e => e.field === column)) return null
    const parent = this.deps.registry.get(model.definition.parent!)!
    const row = await parent.queries.identity(trx, values[column] as number).forShare('t').executeTakeFirst() as Identity | undefined
    if (row === undefined) {
      errors.push(this.#missingParent(model, values))
      return null
    }
    return row
  }

  #missingParent (model: CompiledModel, values: Values): FieldError {
    const column = model.definition.parentColumn!
    const label = model.definition.columns.find(c => c.name === column)!.label
    return { field: column, message: `${label} ${String(values[column])} does not refer to an existing ${model.definition.parent!} record.` }
  }

  #taken (model: CompiledModel, column: string, value: unknown): FieldError {
    const label = model.definition.columns.find(c => c.name === column)!.label
    return { field: column, message: `${label} "${String(value)}" has already been taken.` }
  }

  #fail (model: CompiledModel, errors: FieldError[]): void {
    if (errors.length === 0) return
    const order = model.definition.columns.map(c => c.name)
    throw new ValidationFailed([...errors].sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field)))
  }

  #calculate (model: CompiledModel, values: Values): void {
    for (const { column, formula } of model.calculated) values[column.name] = formula.evaluate(values) ?? column.defaultValue
  }

  /** program + expedition codes of the record's ancestors, object tag, code from the id. */
  async #igsn (trx: Kysely<any>, model: CompiledModel, parent: Identity | null, id: number): Promise<string> {
    const code = async (level: string): Promise<unknown> => {
      const ancestor = model.ancestors.find(a => a.model.nameAttribute === level)
      // parent is set whenever the model has ancestors (the parent column is required)
      if (ancestor === undefined) return undefined
      const ancestorId = ancestor.key === model.definition.parentColumn ? parent!.id : parent![ancestor.key] as number
      return await model.writes.ancestorName(trx, ancestor, ancestorId)
    }
    return igsn(await code('program') ?? this.deps.igsnPrefix, await code('expedition'), igsnTag(model.definition)!, id)
  }
}
