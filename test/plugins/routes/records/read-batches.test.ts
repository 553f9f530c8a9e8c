import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { holdFirstStatement } from '../../../helpers/batches.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'

// Concurrent reads by id of a model share one statement (core/5-records/batches.ts), driven through HTTP on the
// test's database (the first statement held until the others wait in the queue).

t.test('concurrent reads by id share statements, each answered as if it were alone', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const made: Array<Record<string, any>> = []
  for (let i = 0; i < 4; i++) made.push(await post(app, 'cores', { hole_id: h.hole, core_type: 'R', remarks: `core ${i}` }, h.headers))
  const asked = [made[0].id, made[1].id, made[2].id, 999999, made[0].id, made[1].id, made[3].id, made[0].id] as number[]
  const { statements } = holdFirstStatement(t, asked.length, sql => sql.startsWith('select r."id", row_to_json(r)') && sql.includes('from "cores"'),
    parameters => parameters[0] as number[])
  const responses = await Promise.all(asked.map(async id => await app.inject({ method: 'GET', url: `/api/v1/form/${id}?name=cores`, headers: h.headers })))

  t.same(responses.map(r => r.statusCode), [200, 200, 200, 404, 200, 200, 200, 200])
  t.match(responses[3].json(), { status: 404, message: /999999/ }, 'a record that does not exist is its own 404')
  asked.forEach((id, i) => {
    if (id !== 999999) t.same(responses[i].json(), made.find(m => m.id === id), `read ${i}: the record`)
  })
  const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b)
  t.equal(statements[0].length, 1, 'the first goes at once')
  t.same(statements.length, 2)
  t.same(ascending([...new Set(statements.flat())]), ascending([...new Set(asked)]), 'the others together')
  t.equal(new Set(statements[1]).size, statements[1].length, 'each id once in a statement')
  t.ok(statements[1].length >= 4)
})
