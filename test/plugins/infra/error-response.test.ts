import t from 'tap'
import { BadRequest, Conflict, ModelNotFound, OAuthError, RecordNotFound, ValidationFailed } from '../../../core/shared/errors.js'
import { toErrorResponse, toOAuthErrorResponse, yii } from '../../../plugins/infra/error-response.js'
import { escapeLike, humanize } from '../../../core/shared/text.js'

const pg = (code: string, message = 'detail with SQL in it') => Object.assign(new Error(message), { code })

t.test('our errors keep their status and message in the Yii2 shape', async t => {
  t.same(toErrorResponse(new ModelNotFound('boreholes', '.')), { status: 404, body: yii(404, 'Model "boreholes" does not exist.'), headers: undefined })
  t.same(toErrorResponse(new RecordNotFound('cores', 7)).body, { name: 'Not Found', message: 'Object not found: cores 7', code: 0, status: 404 })
  t.equal(toErrorResponse(new BadRequest('no')).status, 400)
  t.equal(toErrorResponse(new Conflict('busy')).body.constructor, Object)
  t.same(toErrorResponse(new ValidationFailed([{ field: 'a', message: 'A cannot be blank.' }])),
    { status: 422, body: [{ field: 'a', message: 'A cannot be blank.' }] })
})

t.test('database errors map to 4xx/503 without leaking SQL', async t => {
  t.same(toErrorResponse(pg('0A000', 'cached plan must not change result type')), { status: 503, body: yii(503, 'The model changed while the request ran; retry it.'), headers: { 'retry-after': '1' } },
    'a prepared statement whose model another instance changed: retry')
  t.equal(toErrorResponse(pg('0A000', 'something else not supported')).status, 500, 'other unsupported features are bugs')
  const cases: Array<[string, number]> = [['42P01', 404], ['23505', 409], ['23503', 409], ['23502', 400], ['23514', 400], ['22P02', 400],
    ['22003', 400], ['40001', 503], ['40P01', 503], ['57014', 503], ['53300', 503], ['08006', 503], ['57P01', 503]]
  for (const [code, status] of cases) {
    const response = toErrorResponse(pg(code))
    t.equal(response.status, status, code)
    t.notMatch(JSON.stringify(response.body), /SQL/, code)
  }
  t.same(toErrorResponse(pg('57014')).headers, { 'retry-after': '1' })
  // limits of the database (class 54): a 422 naming the model the request names, when it names one
  t.same(toErrorResponse(pg('54000', 'row is too big: size 39664, maximum size 8160'), 'cores'), { status: 422, body: [{ field: 'body',
    message: 'The record does not fit model "cores": its values together are larger than one row of the table (or one entry of an index) can hold; shorten some of them.' }] })
  t.same(toErrorResponse(pg('54011')).body, [{ field: 'body', message: 'The record does not fit its table: the table has more columns than the database allows.' }])
  t.same(toErrorResponse(pg('54001'), 'x'.repeat(3000)).status, 422)
  t.equal((toErrorResponse(pg('54001'), 'x'.repeat(3000)).body as Array<{ message: string }>)[0].message.length, 2000, 'the echoed name is clipped')
  t.equal(toErrorResponse(pg('XX000')).status, 500, 'an unknown SQLSTATE is a bug')
  t.equal(toErrorResponse(pg('XX000', 'Connection terminated unexpectedly')).status, 503)
  t.equal(toErrorResponse(new Error('timeout exceeded when trying to connect')).status, 503)
  // a connection lost under a query (PostgreSQL restarted): pg's errors without a code
  t.equal(toErrorResponse(new Error('Connection terminated unexpectedly')).status, 503)
  t.equal(toErrorResponse(new Error('Client has encountered a connection error and is not queryable')).status, 503)
  t.equal(toErrorResponse(pg('ECONNREFUSED')).status, 503)
})

t.test('framework errors', async t => {
  t.same(toErrorResponse(Object.assign(new Error('x'), { code: 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED', statusCode: 401 })).body,
    yii(401, 'Your request was made with invalid credentials.'))
  t.equal(toErrorResponse(Object.assign(new Error('bad type'), { code: 'FST_INVALID_MULTIPART_CONTENT_TYPE', statusCode: 406 })).status, 415)
  t.same(toErrorResponse(Object.assign(new Error('too big'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' })),
    { status: 413, body: yii(413, 'too big'), headers: undefined })
  t.equal(yii(413, '').name, 'Request Entity Too Large')
  t.equal(yii(499, '').name, 'Error')
  const limited = toErrorResponse(Object.assign(new Error('slow down'), { statusCode: 429, headers: { 'retry-after': '60' } }))
  t.same(limited.headers, { 'retry-after': '60' })
  t.same(toErrorResponse(Object.assign(new Error(''), { statusCode: 405 })).body, yii(405, 'Method Not Allowed'))
  t.same(toErrorResponse(Object.assign(new Error('busy'), { statusCode: 503 })).headers, { 'retry-after': '1' })
  t.same(toErrorResponse(Object.assign(new Error(''), { statusCode: 503 })).body, yii(503, 'Service Unavailable'))
})

t.test('route validation: body problems are a 422 array, query problems a 400', async t => {
  const body = Object.assign(new Error('body/password is required'), {
    statusCode: 400,
    validationContext: 'body',
    validation: [{ keyword: 'required', instancePath: '', params: { missingProperty: 'password' } },
      { keyword: 'type', instancePath: '/user_name', message: 'must be string', params: {} }, { keyword: 'type', instancePath: '', params: {} }]
  })
  t.same(toErrorResponse(body), {
    status: 422,
    body: [{ field: 'password', message: 'Password cannot be blank.' }, { field: 'user_name', message: 'User Name must be string.' },
      { field: 'body', message: 'Body is invalid.' }]
  })
  const query = Object.assign(new Error('querystring/page must be integer'), { statusCode: 400, validationContext: 'querystring', validation: [{}] })
  t.same(toErrorResponse(query), { status: 400, body: yii(400, 'querystring/page must be integer') })
})

t.test('anything else is a 500 with no detail', async t => {
  for (const thrown of [new Error('secret /etc/passwd at line 3'), 'a string', null, undefined, { statusCode: 302 }]) {
    const response = toErrorResponse(thrown)
    t.same(response, { status: 500, body: yii(500, 'An internal server error occurred.'), internal: true })
  }
  t.same(toErrorResponse({ statusCode: 404 }).body, yii(404, 'Not Found'))
  t.same(toErrorResponse({ statusCode: 499 }).body, yii(499, 'Error'))
})

t.test('text helpers', async t => {
  t.equal(humanize('core_type'), 'Core Type')
  t.equal(humanize('hole_id'), 'Hole ID')
  t.equal(humanize('coreOnDeck'), 'Core On Deck')
  t.equal(escapeLike('50%_a\\b'), '50\\%\\_a\\\\b')
})

t.test('the OAuth 2.0 token endpoint answers in the RFC 6749 shape', async t => {
  t.same(toOAuthErrorResponse(new OAuthError('invalid_grant', 'expired')), { status: 400, body: { error: 'invalid_grant', error_description: 'expired' }, headers: undefined })
  t.same(toOAuthErrorResponse(new OAuthError('invalid_client', 'who?')),
    { status: 401, body: { error: 'invalid_client', error_description: 'who?' }, headers: { 'www-authenticate': 'Basic realm="record-service"' } })
  t.same(toOAuthErrorResponse(new ValidationFailed([{ field: 'a', message: 'A cannot be blank.' }, { field: 'b', message: 'B is invalid.' }])),
    { status: 400, body: { error: 'invalid_request', error_description: 'A cannot be blank. B is invalid.' }, headers: undefined })
  t.same(toOAuthErrorResponse(Object.assign(new Error('too big'), { statusCode: 413 })).status, 400)
  t.same(toOAuthErrorResponse(Object.assign(new Error('slow down'), { statusCode: 429, headers: { 'retry-after': '9' } })),
    { status: 429, body: { error: 'invalid_request', error_description: 'slow down' }, headers: { 'retry-after': '9' } })
  t.same(toOAuthErrorResponse(pg('57P01')),
    { status: 503, body: { error: 'temporarily_unavailable', error_description: 'The database is unavailable.' }, headers: { 'retry-after': '1' }, internal: undefined })
  t.same(toOAuthErrorResponse(new Error('secret detail')),
    { status: 500, body: { error: 'server_error', error_description: 'An internal server error occurred.' }, headers: undefined, internal: true })
})
