import { sql, type Kysely } from 'kysely'
import { ValidationFailed, type FieldError } from '../shared/errors.js'
import type { CompiledModel } from '../2-model/compile.js'
import type { ModelRegistry } from '../3-registry/model-registry.js'
import { assertIdentifier } from '../shared/sql-names.js'
import { ARCHIVE_LEVELS } from '../1-templates/definition.js'
import { humanize } from '../shared/text.js'
import type { ValueLists } from '../value-lists/lists.js'
import { levelModel } from './access.js'
import { storedPart } from './names.js'

// What an assignment targets, checked before any file moves: the file type (value list UPLOAD_FILE_TYPE, whose
// remark names the archive folder), the analyst (list ANALYST) and the parent record with its ancestors.

export type ArchiveLevel = typeof ARCHIVE_LEVELS[number]
const FILE_TYPE_LIST = 'UPLOAD_FILE_TYPE'
const ANALYST_LIST = 'ANALYST'

export interface AssignInput {
  selectedFilenames: string[]
  fileType: string
  number?: string | number | null
  remarks?: string | null
  analyst?: string | null
  assignIds: Partial<Record<ArchiveLevel, number | null>>
}

/** The record files are assigned to: its model, level and id, its combined id and the ids of every level. */
export interface Parent { model: CompiledModel, level: string, id: number, combinedId: string, levels: Record<string, unknown> }
/** Where and how files are assigned: type and folder, parent, and the client's values. */
export interface Target extends Parent { type: string, folder: string, analyst: string | null, number: string | null, remarks: string | null }

interface Deps { db: Kysely<any>, registry: ModelRegistry, lists: ValueLists }

/** Checks everything a client chose (all problems at once): the file type, the analyst, the parent record. */
export async function assignTarget (deps: Deps, input: AssignInput): Promise<Target> {
  const problems: FieldError[] = []
  const type = await checkFileType(deps, input.fileType, problems)
  const analyst = await checkAnalyst(deps, input.analyst, problems)
  const parent = await findParent(deps, input.assignIds, problems)
  if (problems.length > 0) throw new ValidationFailed(problems)
  const number = [undefined, null, ''].includes(input.number as string) ? null : String(input.number)
  return { ...type!, ...parent!, analyst, number, remarks: input.remarks ?? null }
}

/** The UPLOAD_FILE_TYPE item: its display is the type, its remark the archive folder. */
async function checkFileType (deps: Deps, display: string, problems: FieldError[]): Promise<{ type: string, folder: string } | undefined> {
  const item = await deps.db.selectFrom('rs_value_list_item as i').innerJoin('rs_value_list as l', 'l.id', 'i.list_id')
    .select(['i.display', 'i.remark']).where('l.name', '=', FILE_TYPE_LIST).where('i.display', '=', display).executeTakeFirst()
  if (item === undefined) problems.push({ field: 'fileType', message: `File Type "${display}" is not in the list ${FILE_TYPE_LIST}.` })
  else return { type: item.display, folder: storedPart(item.remark) || storedPart(item.display) }
}

async function checkAnalyst (deps: Deps, analyst: string | null | undefined, problems: FieldError[]): Promise<string | null> {
  if (analyst === undefined || analyst === null || analyst === '') return null
  if (!(await deps.lists.displays(ANALYST_LIST)).has(analyst)) {
    problems.push({ field: 'analyst', message: `Analyst "${analyst}" is not in the list ${ANALYST_LIST}.` })
  }
  return analyst
}

/** The record the deepest given level names; the other given levels must be its ancestors. */
async function findParent (deps: Deps, assignIds: AssignInput['assignIds'], problems: FieldError[]): Promise<Parent | undefined> {
  const given = ARCHIVE_LEVELS.filter(level => assignIds[level] !== undefined && assignIds[level] !== null)
  const level = given.at(-1)
  if (level === undefined) {
    problems.push({ field: 'assignIds', message: 'Assign Ids must name the record the files belong to (expedition, site, hole, core or section).' })
    return undefined
  }
  const id = assignIds[level]!
  const model = levelModel(deps.registry, level)
  const row = model === undefined ? undefined : (await deps.db.executeQuery(model.queries.byId(id))).rows[0]
  if (row === undefined) {
    problems.push(missing(level, id))
    return undefined
  }
  const parent = parentOf(deps.registry, model!, level, id, row)
  for (const other of given.slice(0, -1)) {
    if (parent.levels[`${other}_id`] !== assignIds[other]) {
      problems.push({ field: `assignIds.${other}`, message: `${humanize(other)} ${assignIds[other]} is not the ${other} of ${level} ${id}.` })
    }
  }
  return parent
}

const missing = (level: string, id: number): FieldError => ({ field: `assignIds.${level}`, message: `${humanize(level)} ${id} does not exist.` })

/** The parent from a row of its model that holds its combined id and ancestor ids (a record, an identity). */
function parentOf (registry: ModelRegistry, model: CompiledModel, level: string, id: number, row: Record<string, unknown>): Parent {
  const levels: Record<string, unknown> = Object.fromEntries(ARCHIVE_LEVELS.map(l => [`${l}_id`, null]))
  levels[`${level}_id`] = id
  for (const ancestor of model.ancestors) {
    const ancestorLevel = registry.get(ancestor.model.name)!.archiveLevel
    if (ancestorLevel !== null) levels[`${ancestorLevel}_id`] = row[ancestor.key]
  }
  return { model, level, id, combinedId: String(row.combined_id), levels }
}

/**
 * In the transaction that records an assignment: locks the parent and then each ancestor (FOR KEY SHARE, bottom-up,
 * each read after the lock below it is held) until the commit, and reads the parent again. A delete or a move of any
 * of them (FOR UPDATE) thus either waits for the assignment, or came first: a deleted parent is the 422 of a parent
 * that does not exist, a moved one gives the files its new ancestor ids.
 */
export async function lockParent (trx: Kysely<any>, registry: ModelRegistry, parent: Parent): Promise<Parent> {
  let id: unknown = parent.id
  for (const def of [parent.model.definition, ...parent.model.ancestors.map(a => a.model)]) {
    const up = def.parentColumn === null ? sql<null>`null` : sql.ref(assertIdentifier(def.parentColumn))
    const row = await trx.selectFrom(assertIdentifier(def.table)).select(up.as('up')).where('id', '=', id).forKeyShare().executeTakeFirst()
    if (row === undefined) throw new ValidationFailed([missing(parent.level, parent.id)])
    id = row.up
  }
  const row = await parent.model.queries.identity(trx, parent.id).executeTakeFirstOrThrow()
  return parentOf(registry, parent.model, parent.level, parent.id, row)
}
