import type { Kysely } from 'kysely'
import { ValidationFailed, type FieldError } from '../errors.js'
import type { ModelRegistry } from '../registry.js'
import { ARCHIVE_LEVELS } from '../templates/definition.js'
import { humanize } from '../text.js'
import type { ValueLists } from '../value-lists/lists.js'
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

interface Parent { combinedId: string, levels: Record<string, unknown> }
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
  const field = `assignIds.${level}`
  const model = deps.registry.list().find(m => m.archiveLevel === level)
  const row = model === undefined ? undefined : (await deps.db.executeQuery(model.queries.byId(id))).rows[0]
  if (row === undefined) {
    problems.push({ field, message: `${humanize(level)} ${id} does not exist.` })
    return undefined
  }
  const levels: Record<string, unknown> = Object.fromEntries(ARCHIVE_LEVELS.map(l => [`${l}_id`, null]))
  levels[`${level}_id`] = id
  for (const ancestor of model!.ancestors) {
    const ancestorLevel = deps.registry.get(ancestor.model.name)!.archiveLevel
    if (ancestorLevel !== null) levels[`${ancestorLevel}_id`] = row[ancestor.key]
  }
  for (const other of given.slice(0, -1)) {
    if (levels[`${other}_id`] !== assignIds[other]) {
      problems.push({ field: `assignIds.${other}`, message: `${humanize(other)} ${assignIds[other]} is not the ${other} of ${level} ${id}.` })
    }
  }
  return { combinedId: String(row.combined_id), levels }
}
