import { Type, type IntegerOptions, type StringOptions } from '@sinclair/typebox'

// The bounds of values on the wire, in one place. Request schemas enforce them; response schemas promise them,
// and test/helpers/documented.ts holds every answer of the test suite to that promise.

/** PostgreSQL's integer: ids, running numbers, integer columns, sort positions */
export const INT32_MIN = -2147483648
export const INT32_MAX = 2147483647

/** URL and host of a request together (plugins/infra/input-guard.ts; Node's HTTP parser allows real clients 16 KiB) */
export const MAX_URL_LENGTH = 16384

/** PostgreSQL's varchar limit: the widest string column, and the most a text column takes */
export const TEXT_MAX = 10485760

export const MAX_LENGTH = {
  /** identifiers that reach SQL (PostgreSQL's limit): model, table, column, module names */
  identifier: 63,
  /** a model's API name or its mDIS FullName */
  modelName: 127,
  /** user names (core/auth/user-rules.ts) */
  username: 64,
  /** file names in the upload directory and the archive */
  fileName: 255,
  /** an archived file's type (a display of UPLOAD_FILE_TYPE) and number */
  fileType: 100,
  fileNumber: 64,
  /** links: the request URL re-encoded (up to 3 characters for each of MAX_URL_LENGTH), with page and cursor */
  href: 65536,
  /** error messages and problem fields echo input, clipped to these (core/shared/text.ts clip) */
  message: 2000,
  field: 1000,
  /** free text of users, files and list values (remarks, descriptions) */
  remark: 10000,
  /** value lists: list names (LIST_NAME) and the stored value of an item */
  listName: 64,
  display: 100,
  /** a value list's URI (list_uri), as long as browsers keep links reliably */
  listUri: 2048,
  /** bearer, refresh and password reset tokens, e-mail addresses, MIME types, role and permission names */
  token: 2048,
  email: 255,
  /** passwords as sent (the hash, scrypt, takes any length; core/auth/user-rules.ts has the least) and display names of users */
  password: 1024,
  displayName: 255,
  mime: 255,
  permission: 80,
  /** a list's keyset cursor */
  cursor: 4096,
  /** a path parameter: Fastify's maxParamLength (longer ones answer 414); a record id that is not one is a 404 */
  pathParam: 100,
  /** a sort parameter: fields separated by commas */
  sort: 2000,
  /** a list's fields parameter: field names separated by commas */
  fieldList: 8000,
  /** the models parameter of filter-lists (JSON) */
  filterLists: 4000,
  /** an IGSN: program (4), expedition (4), E, object tag and the code of the id */
  igsn: 32,
  /** date-time as the API writes it: YYYY-MM-DD HH:MM:SS, or ISO 8601 with milliseconds and zone */
  dateTime: 32
} as const

/** An integer of PostgreSQL's integer range (options narrow it). */
export const Int32 = (options: IntegerOptions = {}) =>
  Type.Integer({ format: 'int32', minimum: INT32_MIN, maximum: INT32_MAX, ...options })

/** A record, user, file or list-value id. */
export const Id = (options: IntegerOptions = {}) => Int32({ minimum: 1, ...options })

/** A count, size or page number: never negative. */
export const Count = (options: IntegerOptions = {}) => Int32({ minimum: 0, ...options })

/** A size in bytes (files may exceed 2 GiB). */
export const Bytes = (options: IntegerOptions = {}) =>
  Type.Integer({ format: 'int64', minimum: 0, maximum: Number.MAX_SAFE_INTEGER, ...options })

/** Unix time in seconds (beyond 2038, so int64; JSON numbers carry it exactly up to 2^53). */
export const UnixTime = (options: IntegerOptions = {}) =>
  Type.Integer({ format: 'int64', minimum: 0, maximum: Number.MAX_SAFE_INTEGER, ...options })

/** A string of at most `maxLength` characters. */
export const Text = (maxLength: number, options: StringOptions = {}) => Type.String({ maxLength, ...options })
