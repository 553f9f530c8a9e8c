import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { as } from '../helpers/auth.js'
t.test('x', async t => {
  const { app } = await buildTestApp(t, { bundled: false, env: { LOG_LEVEL: 'error' } })
  const h = await as(app, 'admin')
  for (const u of ['/api/v1/file/unassign/Infinity', '/api/v1/file/unassign/-Infinity', '/api/v1/file/unassign/1e400', '/api/v1/file/unassign/NaN']) {
    const r = await app.inject({ method: 'PUT', url: u, headers: h })
    console.log(u, r.statusCode, r.body)
  }
  for (const u of ['/api/v1/file/download/Infinity', '/api/v1/list-values/Infinity', '/api/v1/users/Infinity']) {
    const r = await app.inject({ method: 'GET', url: u, headers: h })
    console.log(u, r.statusCode, r.body)
  }
})
