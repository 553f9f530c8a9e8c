import t from 'tap'
import { strToU8, zipSync } from 'fflate'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { multipart, NO_TRACE, traces } from '../../../helpers/cg.js'

// Template validators (`LIKE regex`) run on a linear-time engine (RE2): a pattern that backtracks exponentially in
// JavaScript (`^(a+)+$` against "aaa…!") answers at once, and what RE2 cannot express (backreferences, lookaround)
// is refused when the template is imported, naming the column, never at request time.

const samples = (validator: string) => ({
  name: 'samples',
  columns: { code: { type: 'string', size: 64, validator, validatorMessage: '{label} is not a sample code.' }, note: { type: 'text' } }
})

// (a backtracking engine takes many seconds for the 30-character probe: the timeout makes a hang fail visibly)
t.test('a catastrophic-backtracking pattern answers at once', { timeout: 60_000 }, async t => {
  const { app } = await buildTestApp(t, { bundled: false })
  const dev = await as(app, 'developer')
  const created = await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: dev, payload: { template: samples('LIKE ^(a+)+$') } })
  t.equal(created.statusCode, 201)
  const write = async (code: string) => await app.inject({ method: 'POST', url: '/api/v1/form?name=samples', headers: dev, payload: { code } })
  const evil = await write('a'.repeat(30) + '!')
  t.same([evil.statusCode, evil.json()], [422, [{ field: 'code', message: 'Code is not a sample code.' }]])
  const long = await write('a'.repeat(60) + '!')
  t.equal(long.statusCode, 422, 'twice as long: still at once')
  t.match(await write('aaaa'), { statusCode: 201 })
  // the pattern is unanchored JSON Schema semantics (a match anywhere), on code points
  const anywhere = await app.inject({ method: 'POST', url: '/cg/api/update-model?name=samples', headers: dev, payload: { template: samples('LIKE /[😀é]x/') } })
  t.equal(anywhere.statusCode, 200)
  t.equal((await write('--😀x--')).statusCode, 201)
  t.equal((await write('--😀y--')).statusCode, 422)
})

t.test('patterns RE2 cannot run are refused at import, naming the column', async t => {
  const { app } = await buildTestApp(t, { bundled: false })
  const dev = await as(app, 'developer')
  const unsupported = [['LIKE ^(a)\\1$', 'invalid escape sequence'], ['LIKE ^(?=a)', 'unsupported Perl syntax'], ['LIKE /(?<!x)y/', 'invalid named capture']]
  for (const [validator, reason] of unsupported) {
    const created = await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: dev, payload: { template: samples(validator) } })
    t.equal(created.statusCode, 422, validator)
    const [problem, ...more] = created.json()
    t.same(more, [])
    t.equal(problem.field, '/columns/code/validator')
    t.match(problem.message, `cannot use validator "${validator}": `)
    t.match(problem.message, 'no backreferences or lookaround')
    t.match(problem.message, reason)
  }
  t.same(await traces(app, 'samples'), NO_TRACE)
  // an uploaded template file and a package entry are checked the same way
  const upload = multipart('samples.json', JSON.stringify(samples('LIKE (x)\\1')))
  const uploaded = await app.inject({ method: 'POST', url: '/cg/api/verify-uploaded-template', headers: { ...dev, ...upload.headers }, payload: upload.payload })
  t.same([uploaded.statusCode, uploaded.json()[0].field], [422, '/columns/code/validator'])
  const zip = Buffer.from(zipSync({ 'models/samples.json': strToU8(JSON.stringify(samples('LIKE (?!x)'))) }))
  const pack = multipart('templates.zip', zip)
  const imported = await app.inject({ method: 'POST', url: '/cg/api/verify-uploaded-zip', headers: { ...dev, ...pack.headers }, payload: pack.payload })
  t.same([imported.statusCode, imported.json()[0].field], [422, 'models/samples.json/columns/code/validator'])
  t.same(await traces(app, 'samples'), NO_TRACE)
})
