import { createRequire } from 'node:module'
import { join } from 'node:path'
import Fastify from 'fastify'

// The baseline of `npm run bench:embedded`: a bare Fastify server on SQLite (better-sqlite3, the driver under
// Platformatic DB's SQLite), its own process, answering the same logical requests as the service with prepared
// statements and nothing else (no auth, validation, envelope links, ancestor ids, files, running numbers). The file
// is in WAL mode with synchronous=FULL, SQLite's default: every commit is synced, as the service's are. The driver
// is not one of the project's dependencies (it compiles natively); bench/embedded.ts installs it for the run and
// names its folder in SQLITE_MODULES.

const Database = createRequire(join(process.env.SQLITE_MODULES!, 'package.json'))('better-sqlite3')
const db = new Database(process.env.SQLITE_FILE)
db.pragma('journal_mode = WAL')
db.pragma('synchronous = FULL')
const columns: string[] = db.prepare('select name from pragma_table_info(\'cores\')').all().map((c: { name: string }) => c.name)
const statements = {
  list: db.prepare('select * from cores where hole_id = ? order by core desc limit 20 offset ?'),
  holeTotal: db.prepare('select count(*) as n from cores where hole_id = ?'),
  all: db.prepare('select * from cores order by id limit 20 offset ?'),
  total: db.prepare('select count(*) as n from cores'),
  get: db.prepare('select * from cores where id = ?'),
  insert: db.prepare(`insert into cores (hole_id, core, core_type, combined_id) values (?, ?, ?, ?) returning ${columns.map(c => `"${c}"`).join(', ')}`)
}
const app = Fastify({ logger: false })
let next = 1_000_000

app.get('/health', async () => ({ ok: true }))
app.get<{ Querystring: { hole?: string, page?: string } }>('/cores', async request => {
  const page = Number(request.query.page ?? 1)
  const hole = request.query.hole === undefined ? undefined : Number(request.query.hole)
  const items = hole === undefined ? statements.all.all((page - 1) * 20) : statements.list.all(hole, (page - 1) * 20)
  const total: number = (hole === undefined ? statements.total.get() : statements.holeTotal.get(hole)).n
  return { items, _meta: { totalCount: total, pageCount: Math.ceil(total / 20), currentPage: page, perPage: 20 } }
})
app.get<{ Params: { id: string } }>('/cores/:id', async (request, reply) => {
  return statements.get.get(Number(request.params.id)) ?? await reply.code(404).send({})
})
app.post<{ Body: { hole_id: number, core_type: string } }>('/cores', async (request, reply) => {
  const { hole_id: hole, core_type: type } = request.body
  return await reply.code(201).send(statements.insert.get(hole, next, type, `bare_${next++}`))
})

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) })
