import { Type, type Static } from '@sinclair/typebox'

// Environment variables the service reads. Every entry is documented in .env.example and the README.
// Values arrive as strings; the loader coerces them (Ajv coerceTypes) and fills defaults.
// one enum, so a bad value gives one message listing the allowed values
const oneOf = <T extends string>(values: T[], options: { default: T, description: string }) =>
  Type.Unsafe<T>({ type: 'string', enum: values, ...options })
const bytes = (def: number, description: string) =>
  Type.Integer({ minimum: 1024, maximum: 1024 ** 4, default: def, description })

export const ConfigSchema = Type.Object({
  NODE_ENV: oneOf(['development', 'production', 'test'],
    { default: 'development', description: 'development prints a generated admin password; production refuses to start without ADMIN_PASSWORD' }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1', description: 'interface to listen on' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000, description: 'TCP port (0 picks a free one)' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://', description: 'PostgreSQL connection URL; unset = embedded PGlite' })),
  DATA_DIR: Type.String({ minLength: 1, default: 'data', description: 'service state: embedded database, uploads, archive, JWT secret' }),
  PGLITE_DIR: Type.Optional(Type.String({ minLength: 1, description: 'embedded database directory (default DATA_DIR/pgdata; memory:// keeps it in memory)' })),
  TEMPLATE_DIR: Type.String({ minLength: 1, default: 'templates', description: 'the template area: model template JSON files' }),
  UPLOAD_DIR: Type.Optional(Type.String({ minLength: 1, description: 'upload directory (default DATA_DIR/upload)' })),
  ARCHIVE_DIR: Type.Optional(Type.String({ minLength: 1, description: 'archive of assigned files (default DATA_DIR/archive)' })),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32, description: 'HS256 secret; generated into DATA_DIR/jwt-secret when unset' })),
  ADMIN_USERNAME: Type.String({ pattern: '^[A-Za-z0-9_.@-]{2,64}$', default: 'admin', description: 'administrator created on first start' }),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 8, description: 'password of that administrator (required in production)' })),
  ADMIN_EMAIL: Type.Optional(Type.String({ pattern: '^[^@\\s]+@[^@\\s]+$', description: 'e-mail of that administrator' })),
  DB_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 500, default: 10, description: 'PostgreSQL pool size' }),
  DB_POOL_TIMEOUT_MS: Type.Integer({ minimum: 1, maximum: 600000, default: 5000, description: 'wait for a pooled connection before answering 503' }),
  EMBEDDED_DURABILITY: oneOf(['full', 'relaxed'], { default: 'full', description: 'embedded database on disk: full syncs every commit to the disk before it is answered; relaxed leaves it to the OS (faster; an OS crash or power cut can lose the last commits)' }),
  DB_STATEMENT_TIMEOUT_MS: Type.Integer({ minimum: 0, maximum: 3600000, default: 30000, description: 'longest statement before its request answers 503: PostgreSQL statement_timeout, a time limit on the embedded database (0 = none)' }),
  BODY_LIMIT: bytes(1024 * 1024, 'largest JSON request body in bytes (413 above)'),
  UPLOAD_FILE_LIMIT: bytes(100 * 1024 * 1024, 'largest uploaded file in bytes (413 above)'),
  UPLOAD_FILES_LIMIT: Type.Integer({ minimum: 1, maximum: 1000, default: 20, description: 'most files in one upload request' }),
  TEMPLATE_FILE_LIMIT: bytes(1024 * 1024, 'largest template upload in bytes (413 above)'),
  TEMPLATE_PACKAGE_LIMIT: bytes(16 * 1024 * 1024, 'largest template package (zip) in bytes, packed or unpacked (413 above)'),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { default: 'info', description: 'pino log level' }),
  TRUST_PROXY: Type.Boolean({ default: false, description: 'honour X-Forwarded-Proto/Host/For from a reverse proxy' }),
  HISTORY_RETENTION_DAYS: Type.Integer({ minimum: 0, maximum: 36500, default: 0, description: 'versions of records older than this many days are purged, at start and daily (0 = kept forever); a record keeps its last version and its state at the cut-off, and one deleted before it can no longer be restored' }),
  IMPORT_ROW_LIMIT: Type.Integer({ minimum: 1, maximum: 10000000, default: 100000, description: 'the most rows one import takes (413 above); its file is bounded by UPLOAD_FILE_LIMIT' }),
  IMPORT_JOB_LIMIT: Type.Integer({ minimum: 1, maximum: 100, default: 4, description: 'the most imports (jobs or not) an instance runs at once, each with its file in memory (503 above)' }),
  REQUIRE_IF_MATCH: Type.Boolean({ default: false, description: 'a record write (PUT, PATCH, DELETE) without If-Match is refused with 428: every client must name the version it changes' }),
  IGSN_PREFIX: Type.String({ pattern: '^[A-Z0-9]{1,4}$', default: 'ICDP', description: 'IGSN program prefix when no program ancestor names one' }),
  REQUEST_TIMEOUT_MS: Type.Integer({ minimum: 1000, maximum: 3600000, default: 300000, description: 'longest time to receive a whole request, uploads included (408 after)' }),
  HEADERS_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600000, default: 15000, description: 'longest time to receive the request headers (408 after; slow-client protection)' }),
  MAX_EVENT_LOOP_DELAY_MS: Type.Integer({ minimum: 0, maximum: 60000, default: 1000, description: 'event-loop delay above which requests are shed with 503 + Retry-After (0 = off)' }),
  MAX_HEAP_BYTES: Type.Integer({ minimum: 0, maximum: 1024 ** 4, default: 0, description: 'heap size above which requests are shed with 503 + Retry-After (0 = off)' }),
  LIST_EXACT_COUNT_LIMIT: Type.Integer({ minimum: 0, maximum: 2147483646, default: 10000, description: 'list totals are exact up to this many matching records and the planner\'s estimate above (_meta.totalCountEstimated); count=exact forces an exact total' }),
  LOGIN_RATE_LIMIT: Type.Integer({ minimum: 1, maximum: 100000, default: 10, description: 'login attempts per minute per IP and username' }),
  LOGIN_IP_RATE_LIMIT: Type.Integer({ minimum: 1, maximum: 100000, default: 60, description: 'login attempts per minute per IP, whatever the username' }),
  API_RATE_LIMIT: Type.Integer({ minimum: 0, maximum: 1000000, default: 6000, description: 'requests per minute per user (per client IP without a login), 429 + Retry-After above; 0 = off, for loopback benchmarks only' }),
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16, description: 'bearer token GET /metrics requires; unset = loopback clients only' })),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://[^\\s]+$', description: 'the mail server password recovery mails go through: smtp://[user:password@]host:port (STARTTLS when offered) or smtps://... (TLS); unset = no recovery by e-mail' })),
  SMTP_FROM: Type.Optional(Type.String({ pattern: '^[^@\\s]+@[^@\\s]+$', description: 'the sender address of those mails (required with SMTP_URL)' })),
  PRINTERS: Type.Optional(Type.String({ minLength: 2, maxLength: 10000, description: 'the printers of the label reports as JSON, {"default": "labels@printhost:631", "CoreQrCodes": "zebra"}: a report\'s own, else default; a printer is <queue>, <queue>@<host>[:<port>] or @<host>[:<port>]; unset = none (GET /api/v1/form/print answers 409)' })),
  PRINT_COMMAND: Type.String({ minLength: 1, default: 'lp', description: 'the CUPS lp command (a name on PATH or a path) that takes a label PDF on its standard input: lp -d <queue> [-h <host>] -t <title>' }),
  PRINT_TIMEOUT_MS: Type.Integer({ minimum: 1000, maximum: 600000, default: 30000, description: 'longest time the print command may take (the print request answers 502 after)' })
}, { additionalProperties: false })

export type Config = Static<typeof ConfigSchema>

// The names the loader picks out of process.env (everything else there is ignored).
export const CONFIG_KEYS = Object.keys(ConfigSchema.properties) as Array<keyof Config>
