import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { holdFirstStatement } from '../../../helpers/batches.js'
import { hierarchy, post, type Hierarchy } from '../../../helpers/hierarchy.js'
import type { Teardown } from '../../../helpers/teardown.js'

// Concurrent creates of a model share one statement (core/5-records/batches.ts), driven through HTTP on the test's
// database (the first statement held until the others wait in the queue).

interface Statement { holes: unknown[] }

/** The create statements of `table` (the holes of their rows), the first held until `count` creates are queued. */
const watch = (t: Teardown, count: number, table = 'cores', fail?: (statement: Statement) => Error | undefined) =>
  holdFirstStatement<Statement>(t, count, sql => sql.startsWith('with x as') && sql.includes(`insert into "${table}"`),
    parameters => ({ holes: JSON.parse(parameters[0] as string).map((row: { hole_id: unknown }) => row.hole_id) }), fail)

async function holes (app: FastifyInstance, h: Hierarchy, count: number): Promise<number[]> {
  const more = []
  for (let i = 1; i < count; i++) more.push((await post(app, 'holes', { site_id: h.site }, h.headers)).id as number)
  return [h.hole, ...more]
}

const create = async (app: FastifyInstance, h: Hierarchy, payload: Record<string, unknown>) =>
  await app.inject({ method: 'POST', url: '/api/v1/form?name=cores', headers: h.headers, payload })

t.test('concurrent creates in several holes share statements, each answered as if it were alone', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const ids = await holes(app, h, 4)
  const bodies = Array.from({ length: 24 }, (_, i) => ({ hole_id: ids[i % 4], core_type: 'R', bottom_depth: 10 * i + 5, remarks: i === 3 ? 'lone \ud800 surrogate' : null }))
  const { statements } = watch(t, bodies.length)
  const responses = await Promise.all(bodies.map(async body => await create(app, h, body)))
  t.same([...new Set(responses.map(r => r.statusCode))], [201], 'every create made')

  t.same(statements[0].holes.length, 1, 'the first goes at once')
  t.ok(statements.some(s => s.holes.length === 4), 'later ones together, one per hole')
  t.ok(statements.every(s => new Set(s.holes).size === s.holes.length), 'never two of one hole in a statement')
  t.ok(statements.length < bodies.length, `${bodies.length} creates in ${statements.length} statements`)

  const made = responses.map(r => r.json())
  for (const id of ids) {
    const cores = made.filter(c => c.hole_id === id).sort((a, b) => a.core - b.core)
    t.same(cores.map(c => c.core), [1, 2, 3, 4, 5, 6], `hole ${id}: running numbers in order`)
    t.same(cores.map(c => c.top_depth), [null, ...cores.slice(0, -1).map(c => c.bottom_depth)], `hole ${id}: each top depth is the last sibling's bottom depth`)
  }
  t.equal(new Set(made.map(c => c.igsn)).size, bodies.length)
  t.equal(made.find(c => c.remarks !== null).remarks, 'lone \ufffd surrogate', 'a lone surrogate stored as U+FFFD, as an update stores it')
  for (const core of made) {
    const read = await app.inject({ method: 'GET', url: `/api/v1/form/${core.id as number}?name=cores`, headers: h.headers })
    t.same(core, read.json(), `core ${core.combined_id as string}: the answer is the record`)
  }
})

t.test('a create whose parent does not exist gets its 422 and the others of its statement are made', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const ids = await holes(app, h, 3)
  const bodies = [...ids, 999999, ...ids].map(hole => ({ hole_id: hole, core_type: 'R' }))
  const { statements } = watch(t, bodies.length)
  const responses = await Promise.all(bodies.map(async body => await create(app, h, body)))
  t.ok(statements.some(s => s.holes.includes(999999) && s.holes.length > 1), 'it shared a statement')
  t.same(responses.map(r => r.statusCode), [201, 201, 201, 422, 201, 201, 201])
  t.same(responses[3].json(), [{ field: 'hole_id', message: 'Hole ID 999999 does not refer to an existing holes record.' }])
  t.same(responses.filter(r => r.statusCode === 201).map(r => r.json().core).sort(), [1, 1, 1, 2, 2, 2])
})

t.test('a shared statement that fails runs each of its creates alone', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const ids = await holes(app, h, 3)
  const bodies = [...ids, ...ids].map(hole => ({ hole_id: hole, core_type: 'R' }))
  // as PostgreSQL answers when another instance took a running number in one of the holes
  const taken = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505', constraint: 'cores__hole_id__core' })
  let failed = 0
  const { statements } = watch(t, bodies.length, 'cores', s => s.holes.length > 1 && failed++ === 0 ? taken : undefined)
  const responses = await Promise.all(bodies.map(async body => await create(app, h, body)))
  t.same([...new Set(responses.map(r => r.statusCode))], [201])
  t.equal(failed > 0, true, 'a shared statement failed')
  const shared = statements.findIndex(s => s.holes.length > 1)
  t.same(statements.slice(shared + 1, shared + 1 + statements[shared].holes.length).map(s => s.holes), statements[shared].holes.map(hole => [hole]), 'then one statement each')
  for (const id of ids) t.same(responses.map(r => r.json()).filter(c => c.hole_id === id).map(c => c.core).sort(), [1, 2])
})

t.test('a model with a sibling default and no running number: one create per parent in a statement', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const ids = await holes(app, h, 2)
  // nothing unique would catch two rows of one hole reading the same last sibling: only the queue's scope does
  const logs = {
    name: 'logs',
    parentModel: 'holes',
    columns: { hole_id: { type: 'integer' }, depth_from: { type: 'double' }, depth_to: { type: 'double' } },
    behaviors: [{ behaviorClass: 'DefaultFromSiblingBehavior', parameters: { parentRefColumn: 'hole_id', sourceColumn: 'depth_to', destinationColumn: 'depth_from' } }]
  }
  const made = await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: await as(app, 'developer'), payload: { template: logs } })
  t.equal(made.statusCode, 201)
  const bodies = Array.from({ length: 10 }, (_, i) => ({ hole_id: ids[i % 2], depth_to: i + 1 }))
  const { statements } = watch(t, bodies.length, 'logs')
  const responses = await Promise.all(bodies.map(async payload => await app.inject({ method: 'POST', url: '/api/v1/form?name=logs', headers: h.headers, payload })))
  t.same([...new Set(responses.map(r => r.statusCode))], [201])
  t.ok(statements.some(s => s.holes.length === 2), 'two holes shared a statement')
  t.ok(statements.every(s => new Set(s.holes).size === s.holes.length), 'never two of one hole')
  for (const id of ids) {
    const rows = responses.map(r => r.json()).filter(r => r.hole_id === id).sort((a, b) => a.id - b.id)
    t.same(rows.map(r => r.depth_from), [null, ...rows.slice(0, -1).map(r => r.depth_to)], `hole ${id}: each starts where the one before ended`)
  }
})

t.test('closing the app answers the creates that wait for a statement before the database closes', async t => {
  const { app, database } = await buildTestApp(t)
  const h = await hierarchy(app)
  const ids = await holes(app, h, 3)
  const bodies = [...ids, ...ids].map(hole => ({ hole_id: hole, core_type: 'R' }))
  const { queued } = watch(t, bodies.length)
  const responses = Promise.all(bodies.map(async body => await create(app, h, body)))
  await queued
  // as the service's shutdown closes the database it opened: once the app has closed
  const closed = app.close().then(async () => { await database.close() })
  t.same((await responses).map(r => r.statusCode), bodies.map(() => 201), 'every create answered')
  await closed
})
