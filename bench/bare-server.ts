import Fastify from 'fastify'
import pg from 'pg'

// The baseline of `npm run bench` (and of bench:pick-lists): a bare Fastify + pg server, its own process, answering the same logical
// requests as the service with named prepared statements and nothing else (no auth, validation, envelope links,
// ancestor ids, files, running numbers). The Node ceiling on this machine, measured in the same run.

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
const app = Fastify({ logger: false })
let next = 1_000_000

app.get('/health', async () => ({ ok: true }))
app.get<{ Querystring: { hole?: string, page?: string } }>('/cores', async request => {
  const page = Number(request.query.page ?? 1)
  const query = request.query.hole === undefined
    ? { name: 'all', text: 'select t.*, count(*) over () as __total from cores t order by id limit 20 offset $1', values: [(page - 1) * 20] }
    : { name: 'list', text: 'select t.*, count(*) over () as __total from cores t where hole_id = $1 order by core desc limit 20 offset $2', values: [Number(request.query.hole), (page - 1) * 20] }
  const { rows } = await pool.query(query)
  const total = rows.length > 0 ? Number(rows[0].__total) : 0
  for (const row of rows) delete row.__total
  return { items: rows, _meta: { totalCount: total, pageCount: Math.ceil(total / 20), currentPage: page, perPage: 20 } }
})
// (npm run bench:pick-lists: mDIS's async-lists on the service's prefix index: the first 100 by the start typed and,
// when cut off, the exact count, as mDIS counts (the service counts exactly up to LIST_EXACT_COUNT_LIMIT and
// estimates beyond); unnamed statements: a prepared LIKE with a parameter would be planned without the index)
app.get<{ Querystring: { q?: string } }>('/cores/pick', async request => {
  const like = `${(request.query.q ?? '').toLowerCase().replace(/[\\%_]/g, c => `\\${c}`)}%`
  const where = 'from cores t where lower(t.combined_id) like $1'
  const { rows } = await pool.query({ text: `select t.id as value, t.combined_id as text ${where} order by lower(t.combined_id) using ~<~, t.id limit 101`, values: [like] })
  const items = rows.slice(0, 100).map(r => ({ id: r.value, combined_id: r.text }))
  if (rows.length <= 100) return { items }
  const { rows: [{ count }] } = await pool.query({ text: `select count(*)::int as count ${where}`, values: [like] })
  return { items, totalCount: count }
})
app.get<{ Params: { id: string } }>('/cores/:id', async (request, reply) => {
  const { rows } = await pool.query({ name: 'get', text: 'select * from cores where id = $1', values: [Number(request.params.id)] })
  return rows[0] ?? await reply.code(404).send({})
})
app.post<{ Body: { hole_id: number, core_type: string } }>('/cores', async (request, reply) => {
  const { hole_id: hole, core_type: type } = request.body
  const { rows } = await pool.query({
    name: 'insert',
    text: 'insert into cores (hole_id, core, core_type, combined_id) values ($1, $2, $3, $4) returning *',
    values: [hole, next, type, `bare_${next++}`]
  })
  return await reply.code(201).send(rows[0])
})

app.put<{ Params: { id: string }, Body: { remarks: string } }>('/cores/:id', async (request, reply) => {
  const { rows } = await pool.query({ name: 'update', text: 'update cores set remarks = $2 where id = $1 returning *', values: [Number(request.params.id), request.body.remarks] })
  return rows[0] ?? await reply.code(404).send({})
})

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) })
