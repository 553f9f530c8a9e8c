import t from 'tap'
import { INT32_MAX, MAX_LENGTH, MAX_URL_LENGTH, TEXT_MAX } from '../../schemas/bounds.js'
import { buildTestApp } from '../helpers/app.js'
import { as } from '../helpers/auth.js'

// The bounds the OpenAPI document declares (maxLength, int32 ranges) are the ones the service enforces: values
// beyond them are refused in the contract's shape, and messages that echo input stay within theirs.

t.test('values beyond the declared bounds are refused', async t => {
  // (a body limit above the text bound, so that the text bound itself is what refuses)
  const { app } = await buildTestApp(t, { env: { BODY_LIMIT: String(TEXT_MAX + 4096) } })
  const admin = await as(app, 'admin')
  const status = async (url: string, method: 'GET' | 'PUT' = 'GET') => (await app.inject({ method, url, headers: admin })).statusCode

  t.equal(await status(`/api/v1/form?name=programs&page=${INT32_MAX + 1}`), 400, 'page beyond int32')
  const host = 'localhost:80'
  t.equal(await status(`/api/v1/form?name=programs&x=${'y'.repeat(MAX_URL_LENGTH - host.length - 29)}`), 200, 'the longest URL')
  const longUrl = await app.inject({ url: `/api/v1/form?name=programs&x=${'y'.repeat(MAX_URL_LENGTH - host.length - 28)}`, headers: admin })
  t.same([longUrl.statusCode, longUrl.json().message], [400, `The request URL is longer than ${MAX_URL_LENGTH} characters.`], 'one character more')
  t.equal(await status(`/api/v1/form?name=programs&sort=${'a'.repeat(MAX_LENGTH.sort + 1)}`), 400, 'sort beyond its length')
  t.equal(await status(`/api/v1/list-values/${INT32_MAX + 1}`, 'PUT'), 400, 'an id beyond int32')
  t.equal(await status(`/api/v1/users/${INT32_MAX}`), 404, 'the largest id is an id')
  t.equal(await status(`/api/v1/form/${'9'.repeat(MAX_LENGTH.pathParam + 1)}?name=programs`), 414, 'a path parameter beyond its length')
  t.equal(await status(`/api/v1/form/${'9'.repeat(MAX_LENGTH.pathParam)}?name=programs`), 404, 'any other text is no record')

  const create = async (payload: Record<string, unknown>) =>
    await app.inject({ method: 'POST', url: '/api/v1/form?name=programs', headers: admin, payload })
  const tooLong = await create({ program: 'P', program_name: 'Program', remarks: 'r'.repeat(TEXT_MAX + 1) })
  t.same([tooLong.statusCode, tooLong.json()], [422, [{ field: 'remarks', message: `Remarks should contain at most ${TEXT_MAX} characters.` }]], 'a text column holds at most TEXT_MAX characters')
  const longest = await create({ program: 'P', program_name: 'Program', remarks: 'r'.repeat(1000) })
  t.equal(longest.statusCode, 201)
})

t.test('messages and fields that echo input are clipped to their declared length', async t => {
  const { app } = await buildTestApp(t)
  const admin = await as(app, 'admin')
  const key = 'k'.repeat(5000)
  const response = await app.inject({ method: 'POST', url: '/api/v1/form?name=programs', headers: admin, payload: { program: 'P', program_name: 'Program', [key]: 1 } })
  t.equal(response.statusCode, 422)
  const [problem] = response.json() as Array<{ field: string, message: string }>
  t.equal(problem.field, `${'k'.repeat(499)}…${'k'.repeat(500)}`, 'the field name, its middle left out')
  t.equal(problem.message.length, MAX_LENGTH.message, 'the message, clipped')
  t.ok(problem.message.startsWith('"kkk') && problem.message.endsWith('kkk" is not a field of programs.'), 'beginning and reason kept')

  const unknown = await app.inject({ url: `/api/v1/form?name=${'x'.repeat(120)}&filter[${key}]=1`, headers: admin })
  t.equal(unknown.statusCode, 404)
  t.ok(unknown.json().message.length <= MAX_LENGTH.message)

  // a URL the router refuses is echoed clipped, with its reason
  const badUrl = await app.inject({ url: `/api/v1/models/programs/%?filter[remarks]=${'x'.repeat(3000)}`, headers: admin })
  t.equal(badUrl.statusCode, 400)
  t.match(badUrl.json().message, /^'\/api\/v1\/models\/programs\/%\?filter\[remarks\]=x+…x+' is not a valid url component$/)
  t.equal(badUrl.json().message.length, MAX_LENGTH.message)
})
