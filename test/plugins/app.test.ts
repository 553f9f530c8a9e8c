import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { addUser, as, login } from '../helpers/auth.js'
import { hierarchy, post } from '../helpers/hierarchy.js'

// mDIS's find-igsn: the model and the record that hold an IGSN the service assigned.

t.test('find-igsn answers the model and the record that hold an IGSN', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const core = await post(app, 'cores', { hole_id: h.hole, core_type: 'R' }, h.headers)
  const hole = (await app.inject({ url: `/api/v1/form/${h.hole}?name=holes`, headers: h.headers })).json()
  t.match(core.igsn, /^[0-9A-Z]{8}EC[0-9A-Z]{5}$/)
  const find = async (igsn: string, headers = h.headers) => await app.inject({ url: `/api/v1/app/find-igsn/${igsn}`, headers })

  const found = await find(core.igsn)
  t.equal(found.statusCode, 200)
  t.same(found.json(), { model: 'cores', id: core.id, record: core }, 'the core, as the data API reads it')
  t.same((await find(hole.igsn.toLowerCase())).json(), { model: 'holes', id: h.hole, record: hole }, 'any case; the tag picks the model')

  // IGSNs no record holds: another id, another program, a tag no model gives, no IGSN, ids beyond the range
  const code = core.igsn.slice(10) as string
  const other = `${core.igsn.slice(0, 10)}${code[0] === 'Z' ? 'Y' : 'Z'}${code.slice(1)}`
  for (const igsn of [other, `XXXX${core.igsn.slice(4) as string}`, `${core.igsn.slice(0, 9) as string}Q${code}`, 'NOT-AN-IGSN', `${core.igsn.slice(0, 10) as string}ZZZZZZ`, `${core.igsn.slice(0, 10) as string}00000`]) {
    const missing = await find(igsn)
    t.same([missing.statusCode, missing.json().message], [404, `No record holds the IGSN ${igsn.toUpperCase()}.`], igsn)
  }
  t.equal((await find('I'.repeat(33))).statusCode, 400, 'longer than an IGSN')

  // a viewer of other models only does not learn of the record
  await addUser(app, 'hole-viewer', ['viewer'], ['form-holes:view'])
  const viewer = { authorization: `Bearer ${await login(app, 'hole-viewer')}` }
  t.equal((await find(core.igsn, viewer)).statusCode, 404)
  t.equal((await find(hole.igsn, viewer)).statusCode, 200)
  t.equal((await app.inject({ url: `/api/v1/app/find-igsn/${core.igsn as string}` })).statusCode, 401)
  t.equal((await find(core.igsn, await as(app, 'viewer'))).statusCode, 200, 'a viewer without permissions views every model')
})
