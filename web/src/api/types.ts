import type { components, paths } from './openapi.js'

// The API's types as the app uses them, all taken from the generated openapi.d.ts (`npm run gen:api`), none written
// by hand: schemas by name, and the JSON bodies of operations. Records are those of the generic data API
// (/api/v1/form?name=<model>): models come and go at run time, so the app reads them as the document's generic
// Record schema.

type Schemas = components['schemas']
type Method = 'get' | 'post' | 'put' | 'delete'

/** The JSON of an operation's success answer (200, else 201). */
export type AnswerOf<P extends keyof paths, M extends Method> = paths[P][M] extends { responses: infer R }
  ? R extends { 200: { content: { 'application/json': infer J } } } ? J
    : R extends { 201: { content: { 'application/json': infer J } } } ? J : never
  : never

/** The JSON body an operation takes. */
export type BodyOf<P extends keyof paths, M extends Method> = paths[P][M] extends { requestBody?: infer B }
  ? NonNullable<B> extends { content: { 'application/json': infer J } } ? J : never
  : never

/** The query parameters of an operation. */
export type QueryOf<P extends keyof paths, M extends Method> = paths[P][M] extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never

/** An error answer ({name, message, code, status}). */
export type ApiError = Schemas['Error']
/** One problem of a 422 answer. */
export type FieldError = Schemas['ValidationErrors'][number]
/** A 412's answer: the record changed since the version a write named (who, when, which columns, the record now). */
export type StaleWrite = Schemas['StaleWrite']

/** A record of the model named by ?name= (any model: its fields are not known to the document). */
export type ApiRecord = Schemas['Record']
/** A page of records, with its totals. */
export type RecordPage = Schemas['RecordPage']
/** The query of a page of records (GET /api/v1/form). */
export type RecordQuery = QueryOf<'/api/v1/form', 'get'>
/**
 * A model name as the record calls take it: the document lists the models there were when it was generated (the
 * bundled ones), while models come and go at run time (see `named` in client.ts).
 */
export type ModelName = RecordQuery['name']

/** A file assigned to a record. */
export type FileRecord = Schemas['FileRecord']
/** The records a file is assigned to, by level (POST /api/v1/file/assign). */
export type AssignIds = BodyOf<'/api/v1/file/assign', 'post'>['assignIds']
/** A record's archive_files (its own files and its descendants'), as each model's schema declares them. */
export type ArchiveFiles = { [M in keyof Schemas]: Schemas[M] extends { archive_files: infer A } ? A : never }[keyof Schemas]
/** An entry of the upload directory. */
export type UploadEntry = AnswerOf<'/api/v1/file', 'get'>['items'][number]

/** An import's answer (POST /api/v1/form/import): rows read, records made or changed, every problem by row and column. */
export type ImportResult = AnswerOf<'/api/v1/form/import', 'post'>
/** One problem of an import's check. */
export type ImportProblem = ImportResult['errors'][number]
/** The query of an import: the model, validate or commit, the key of updates, an XLSX sheet. */
export type ImportQuery = QueryOf<'/api/v1/form/import', 'post'>
/** An import job, or a committed import (GET /api/v1/import/{id}) */
export type ImportLog = AnswerOf<'/api/v1/import/{id}', 'get'>

/** A login's (or a token renewal's) answer: the token, its expiry, the user's effective roles and permissions. */
export type LoginAnswer = AnswerOf<'/api/v1/auth/login', 'post'> | AnswerOf<'/api/v1/auth/refresh', 'get'>
/** A user as administrators manage them. */
export type ManagedUser = Schemas['ManagedUser']
/** An item of a value list. */
export type ListValue = Schemas['ListValue']
/** A value list's own record: whether it is locked, its URI. */
export type ValueList = AnswerOf<'/api/v1/list-values/list', 'get'>

/** The forms the user may open, by module (the menu). */
export type FormMenu = AnswerOf<'/api/v1/app/forms', 'get'>
/** A model of the code-generation summary. */
export type ModelSummary = AnswerOf<'/cg/api/summary', 'get'>['models'][number]
/** A form in the summary: stored, or a model's default one. */
export type FormSummary = AnswerOf<'/cg/api/summary', 'get'>['forms'][number]
/** The choices of each level of the filter bar, by model. */
export type FilterLists = AnswerOf<'/api/v1/form/filter-lists', 'get'>
/** A model's reports, over one record (single) or many (multiple). */
export type Reports = AnswerOf<'/api/v1/form/reports', 'get'>
export type ReportKind = keyof Reports
/** A report's descriptor: what it is, what to confirm, and an action's parameters (the JSON schema of its body). */
export type ReportDescriptor = Reports[ReportKind][number]
/** The query of a report or an action: the model, a record (id) or the list's sort (the filters go as filter[...]). */
export type ReportQuery = QueryOf<'/api/v1/report/{report}', 'post'>
/** The body of an action (POST /api/v1/report/{report}): its parameters, one shape per action. */
export type ActionBody = BodyOf<'/api/v1/report/{report}', 'post'>

/**
 * Whether a body built from an action's `parameters` (its schema) holds only parameters of it: then it is one of the
 * actions' bodies (the service checks the values, and answers a 422 under each field).
 */
export function isActionBody (body: Record<string, unknown>, parameters: ReportDescriptor['parameters']): body is ActionBody {
  const properties = parameters?.properties
  return typeof properties === 'object' && properties !== null && Object.keys(body).every(key => Object.hasOwn(properties, key))
}

/** The archive_files of a record, when it has them (the generic Record schema leaves every field unknown). */
export function archiveFilesOf (record: ApiRecord): ArchiveFiles | undefined {
  const files: unknown = record.archive_files
  return isArchiveFiles(files) ? files : undefined
}

function isArchiveFiles (value: unknown): value is ArchiveFiles {
  return typeof value === 'object' && value !== null && 'files' in value && Array.isArray(value.files) &&
    'filter' in value && typeof value.filter === 'object' && value.filter !== null
}

/** Whether an error answer is a 412's stale write. */
export function isStaleWrite (error: unknown): error is StaleWrite {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 412 && 'columns' in error && 'version' in error
}

/** Whether an error answer is a 422's list of problems. */
export function isFieldErrors (error: unknown): error is FieldError[] {
  return Array.isArray(error) && error.every(e => typeof e === 'object' && e !== null && 'field' in e && 'message' in e)
}

/** A widget of the dashboard (GET /api/v1/widgets). */
export type Widget = Schemas['Widget']
/** One widget's change in a bulk update (PUT /api/v1/widgets). */
export type WidgetChange = BodyOf<'/api/v1/widgets', 'put'>[number]
/** A message of the day, with its images (archived files). */
export type DayMessage = Schemas['Message']
