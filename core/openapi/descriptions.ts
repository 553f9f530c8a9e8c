import type { DataOperation } from './operations.js'

// One line on what each operation does, for readers of the document (Swagger UI, generated clients' comments).
// Keyed by method and path as the routes are registered (the /cg/api/v1 twins share the /cg/api line); the data
// API's lines are by operation, for the ?name= paths and for each model's own.

const FIXED: Record<string, string> = {
  'POST /api/v1/auth/login': 'Logs in with user name and password; answers the user, roles, permissions and a bearer token (rate-limited).',
  'GET /api/v1/auth/refresh': 'Answers a new token (a new session) for the bearer\'s user; the old token runs until it expires.',
  'POST /api/v1/auth/logout': 'Ends the bearer\'s session on every instance.',
  'POST /api/v1/auth/token': 'OAuth 2.0 token endpoint: the password grant (rate-limited) and the refresh-token grant.',
  'GET /health/live': 'Answers while the process runs.',
  'GET /health/ready': 'Answers when the database answers; lists template files that disagree with the database copy.',
  'GET /api/v1/list-values': 'Pages through the items of the value lists, filtered and sorted.',
  'POST /api/v1/list-values': 'Adds an item to a value list.',
  'GET /api/v1/list-values/list-names': 'Answers the names of the value lists.',
  'GET /api/v1/list-values/list': 'Answers a value list\'s own record: its name, whether it is locked, and its URI.',
  'PUT /api/v1/list-values/list': 'Locks or unlocks a value list (role sa only) or sets its URI; a locked list takes no change but from role sa.',
  'PUT /api/v1/list-values/{id}': 'Changes a value-list item.',
  'DELETE /api/v1/list-values/{id}': 'Deletes a value-list item.',
  'POST /api/v1/list-values/import': 'Imports the items of a value list from a CSV or TSV file (display, remark, sort): new displays are added, known ones get the remark and sort the file gives; every row or none.',
  'GET /api/v1/file': 'Pages through the files of the upload directory.',
  'POST /api/v1/file/upload': 'Uploads files into the upload directory (multipart).',
  'POST /api/v1/file/delete': 'Deletes files of the upload directory by name.',
  'POST /api/v1/file/assign': 'Assigns files of the upload directory to a record: they move to the archive and get File records.',
  'PUT /api/v1/file/unassign/{fileId}': 'Returns an assigned file to the upload directory and deletes its File record.',
  'GET /api/v1/file/download/{fileId}': 'Downloads an assigned file.',
  'GET /api/v1/users': 'Pages through the users.',
  'POST /api/v1/form/import': 'Imports records from a CSV or TSV file, an XLSX workbook or a JSON array (the body, or the multipart field file): every row through the rules of a create, or of an update when key names its record; validate writes nothing and lists every problem by row and column, commit writes all rows or none.',
  'GET /api/v1/import/{id}': 'A committed import: its model, who committed it and when, how many records it created and updated, and whether it was undone.',
  'POST /api/v1/import/{id}/undo': 'Undoes a committed import as a whole: the records it created are deleted and those it updated get back the values they had before, each through the rules of a delete or an update, in one transaction; refused (409) when a record changed since the import.',
  'GET /api/v1/importer': 'The importers, as mDIS lists them: what each reads (a regular expression of file names), whether it names a data model, and the endpoint that takes its file.',
  'GET /api/v1/form/import-template': 'A CSV to fill in for an import of the model: the header of the columns a create takes (labels, units in brackets) and an example row.',
  'GET /cg/api/history': 'Pages through the versions of a model\'s template, newest first, with who made each and when, and each version\'s template; a dropped model\'s too.',
  'GET /api/v1/history': 'Pages through the recent changes of records, the latest first: of one model, or of every model the caller may view; by user and time.',
  'POST /api/v1/users': 'Creates a user with roles and permissions.',
  'GET /api/v1/users/{id}': 'Answers one user.',
  'PUT /api/v1/users/{id}': 'Changes a user (roles, permissions, password); the change reaches issued tokens at once.',
  'DELETE /api/v1/users/{id}': 'Deletes a user and ends their sessions.',
  'GET /api/v1/account': 'The caller\'s own account as user management shows it: name, e-mail, roles and permissions (any logged-in user; the account page reads it).',
  'PUT /api/v1/account': 'Changes the caller\'s own name and e-mail (a new e-mail needs the password, counted as a login attempt); answers the user as user management shows it.',
  'POST /api/v1/account/change-password': 'Changes the caller\'s own password, given the old one (counted as a login attempt); every other session of the user ends, the caller\'s stays.',
  'POST /api/v1/account/forgot-password': 'Mails a single-use password reset token to the address when it belongs to an account; answers the same whether or not it does (rate-limited per address and client; 409 when no mail server is configured).',
  'POST /api/v1/account/reset-password': 'Sets a new password with the token of a reset mail and ends every session of the account (409 when no mail server is configured).',
  'GET /api/v1/widgets': 'Answers every widget of the dashboard, by order (mDIS WidgetsController): type, title, sizes, settings, whether it is shown, deletable and cloneable.',
  'POST /api/v1/widgets': 'Adds a widget of one of the known types to the dashboard, placed last.',
  'PUT /api/v1/widgets': 'Changes many widgets at once (e.g. order, visibility, sizes), each by id with the fields to change: all of them or none.',
  'GET /api/v1/widgets/{id}': 'Answers one widget of the dashboard.',
  'PUT /api/v1/widgets/{id}': 'Changes the fields of a widget that the body names; the others stay.',
  'DELETE /api/v1/widgets/{id}': 'Deletes a deletable widget (409 for one that is not).',
  'POST /api/v1/widgets/duplicate/{id}': 'Copies a cloneable widget (409 for one that is not); the copy is placed last, deletable and cloneable.',
  'GET /api/v1/messages': 'Pages through the messages of the day, filtered (mDIS filter[date][gt]=...) and sorted, each with its images.',
  'POST /api/v1/messages': 'Writes a message of the day: a day, a text and images, which are archived picture files (PNG, JPEG, GIF, WebP) by File record id.',
  'GET /api/v1/messages/{id}': 'Answers one message of the day with its images.',
  'PUT /api/v1/messages/{id}': 'Changes a message of the day: the fields the body names; images given replace them all.',
  'DELETE /api/v1/messages/{id}': 'Deletes a message of the day (its images stay archived files).',
  'GET /api/v1/app/get-messages': 'Answers notices for the caller, as mDIS does: to role sa, the moratoria of expeditions that end within a week.',
  'GET /api/v1/app/forms': 'Answers the forms of the models the caller may view, grouped by module (the data-entry menu).',
  'GET /api/v1/app/find-igsn/{igsn}': 'Finds the model and the record that hold an IGSN (models the caller may not view are not searched).',
  'GET /api/v1/app/config': 'Answers the installation\'s configuration of the data-entry front ends: every key with its JSON value (no login needed).',
  'GET /api/v1/app/config/{key}': 'Answers one key of the installation\'s configuration as {key: value} (no login needed); 404 when it is not set.',
  'POST /api/v1/app/config': 'Sets keys of the installation\'s configuration (null deletes one), all or none; answers the whole configuration after the change.',
  'GET /api/v1/app/user-config': 'Answers the caller\'s own configuration: every key with its JSON value.',
  'GET /api/v1/app/user-config/{key}': 'Answers one key of the caller\'s own configuration as {key: value}; 404 when it is not set.',
  'POST /api/v1/app/user-config': 'Sets keys of the caller\'s own configuration (null deletes one), all or none; answers the whole configuration after the change.',
  'POST /api/v1/form/defaults': 'Answers a new, unsaved record of a model for the given parent: defaults, next running number, ancestry.',
  'GET /api/v1/form/filter-lists': 'Answers the choices of a cascading filter bar (e.g. expedition → site → hole → core), each narrowed by its parent choice.',
  'GET /api/v1/form/reports': 'Lists the reports offered for a model.',
  'GET /api/v1/form/async-lists': 'Answers a pick list over a large table: the chosen records first, then at most 100 whose text starts with q (any letter case), as {value field: value, text field: text}; totalCount only when more matched.',
  'POST /api/v1/global/defaults': 'As POST /api/v1/form/defaults (mDIS /api/v1/global, keyed by the data model).',
  'GET /api/v1/global/filter-lists': 'As GET /api/v1/form/filter-lists (mDIS /api/v1/global).',
  'GET /api/v1/global/async-lists': 'As GET /api/v1/form/async-lists (mDIS /api/v1/global, keyed by the data model).',
  'GET /api/v1/global/reports': 'As GET /api/v1/form/reports (mDIS /api/v1/global).',
  'GET /api/v1/report/{report}': 'Renders a report (HTML or CSV) of a record or of the filtered records of a model.',
  'GET /cg/api/summary': 'Answers every model with its table and columns, the forms, and the templates that failed or disagree.',
  'GET /cg/api/get-model-template': 'Answers a model\'s template as stored.',
  'GET /cg/api/behaviors': 'Lists the template behaviors the service understands, with their parameters.',
  'POST /cg/api/create-model': 'Creates a model from a template: checked, its table created, served at once by every instance.',
  'POST /cg/api/update-model': 'Changes a model additively (new columns, wider strings, new indices); destructive changes are refused.',
  'PUT /cg/api/update-model': 'Changes a model additively (new columns, wider strings, new indices); destructive changes are refused.',
  'POST /cg/api/create-model-table': 'Applies a model\'s template as the template area holds it (a hand-edited file, a lost table, a failed template).',
  'DELETE /cg/api/delete-model': 'Drops an empty model that nothing refers to and no form belongs to: its table, template file and registration.',
  'GET /cg/api/delete-model': 'Refuses: deleting a model needs DELETE.',
  'GET /cg/api/get-form-template': 'Answers a form by name, or the form of a model (its stored form, else the one derived from its template), with requiredFilters, filterDataModels and searchable fields.',
  'GET /cg/api/get-form-template-seed': 'Answers what a new form of a model starts from: a field for every column, and a template with the required ones.',
  'POST /cg/api/create-form': 'Stores a new form template, checked against its model (its fields, value lists and related models).',
  'PUT /cg/api/update-form': 'Stores a new version of a form template (its name stays; rename-form renames).',
  'POST /cg/api/update-form': 'Stores a new version of a form template (its name stays; rename-form renames).',
  'POST /cg/api/rename-form': 'Renames a form template.',
  'DELETE /cg/api/delete-form': 'Deletes a form template (a model with forms cannot be dropped).',
  'POST /cg/api/verify-uploaded-zip': 'Imports a template package (a zip of models/*.json and forms/*.json), parents first, all or nothing.',
  'GET /cg/api/download': 'Downloads a model template, a form template, or every model and stored form, as a zip that verify-uploaded-zip takes back.',
  'POST /cg/api/duplicate': 'Copies a model template (under a new name and table) or a form template, and creates the copy.',
  'POST /cg/api/verify-uploaded-template': 'Imports an uploaded model or form template: a new model or an additive change, a new form or its next version.',
  'GET /openapi.json': 'Answers this document as JSON.',
  'GET /openapi.yaml': 'Answers this document as YAML.'
}

const DATA: Record<DataOperation, (model: string) => string> = {
  list: m => `Pages through the records of ${m}, filtered and sorted; the total is exact up to LIST_EXACT_COUNT_LIMIT.`,
  create: m => `Creates a record of ${m}; the server fills running numbers, combined_id and IGSN.`,
  get: m => `Answers one record of ${m} with its ancestor ids and assigned files.`,
  update: m => `Changes a record of ${m}; combined ids of its descendants follow a new name.`,
  remove: m => `Deletes a record of ${m} that no record and no file refers to.`,
  duplicate: m => `Answers an unsaved copy of a record of ${m} with the next running number, to edit and create.`,
  history: m => `Pages through the versions of a record of ${m}, newest first: the action, when, who, and the columns it changed.`,
  deleted: m => `Pages through the deleted records of ${m}, the latest deletion first: id, combined id, when and by whom.`,
  restore: m => `Brings back a record of ${m}: the values of a version (through the checks of an update), or a deleted record with its id.`
}

/** The line of a fixed operation (undefined for one not listed: the document test names it). */
export function fixedDescription (method: string, path: string): string | undefined {
  return FIXED[`${method.toUpperCase()} ${path.replace(/^\/cg\/api\/v1\//, '/cg/api/')}`]
}

/** The line of a data-API operation: of one model, or of the model named by ?name=. */
export function dataDescription (kind: DataOperation, model: string | null): string {
  return DATA[kind](model === null ? 'the model named by ?name=' : `model ${model}`)
}
