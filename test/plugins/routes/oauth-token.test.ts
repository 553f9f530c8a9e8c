import { createServer, type OutgoingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { ResourceOwnerPassword } from 'simple-oauth2'
import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'
import { addUser, as } from '../../helpers/auth.js'

const TOKEN = '/api/v1/auth/token'
// characters that form encoding must escape: space, +, &, =, %, and non-ASCII
const PASSWORD = 'pä ss+w&rd=%1'

interface Seen { method: string, url: string, headers: Record<string, unknown>, body: string, status: number, response: Record<string, unknown> }

/**
 * A real HTTP endpoint in front of the app: it records the exact request a client library sends (method, headers,
 * body bytes) and hands those bytes unchanged to the app.
 */
async function recordingServer (t: { teardown (fn: () => unknown): void }, app: FastifyInstance): Promise<{ url: string, seen: Seen[] }> {
  const seen: Seen[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks)
      void app.inject({ method: request.method as 'POST', url: request.url!, headers: request.headers, payload: body }).then(answer => {
        seen.push({ method: request.method!, url: request.url!, headers: request.headers, body: body.toString(), status: answer.statusCode, response: answer.headers })
        response.writeHead(answer.statusCode, answer.headers as OutgoingHttpHeaders).end(answer.rawPayload)
      })
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  t.teardown(() => new Promise(resolve => server.close(resolve)))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }
}

const form = (app: FastifyInstance, body: Record<string, string> | string, headers: Record<string, string> = {}) => app.inject({
  method: 'POST',
  url: TOKEN,
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  payload: typeof body === 'string' ? body : new URLSearchParams(body).toString()
})

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const works = async (app: FastifyInstance, token: string) => (await app.inject({ url: '/api/v1/auth/refresh', headers: bearer(token) })).statusCode

t.test('a standard OAuth 2.0 client library (simple-oauth2): password grant, refresh, reuse refused', async t => {
  const { app } = await buildTestApp(t, { bundled: false })
  await addUser(app, 'carol', ['operator'], [], PASSWORD)
  const { url, seen } = await recordingServer(t, app)
  const client = new ResourceOwnerPassword({
    client: { id: 'field app:1', secret: 'not checked' },
    auth: { tokenHost: url, tokenPath: TOKEN }
  })

  const first = await client.getToken({ username: 'carol', password: PASSWORD, scope: 'forms' })
  // what the library sent: a form body (RFC 6749 §4.3.2) and the client's HTTP Basic credentials (§2.3.1)
  t.equal(seen[0].method, 'POST')
  t.equal(seen[0].url, TOKEN)
  t.equal(seen[0].headers['content-type'], 'application/x-www-form-urlencoded')
  t.equal(seen[0].headers.authorization, `Basic ${Buffer.from('field+app%3A1:not+checked').toString('base64')}`)
  t.equal(seen[0].body, 'grant_type=password&username=carol&password=p%C3%A4%20ss%2Bw%26rd%3D%251&scope=forms')
  t.equal(seen[0].status, 200)
  t.equal(seen[0].response['cache-control'], 'no-store')
  t.equal(seen[0].response.pragma, 'no-cache')
  const { access_token: access, refresh_token: refresh, token_type: type, expires_in: expiresIn } = first.token as Record<string, unknown>
  t.same([type, expiresIn, typeof access, typeof refresh], ['Bearer', 86400, 'string', 'string'])
  t.same(Object.keys(JSON.parse(JSON.stringify(first.token))).sort(), ['access_token', 'expires_at', 'expires_in', 'refresh_token', 'token_type'],
    'exactly the RFC members (expires_at is added by the library)')
  t.equal(await works(app, access as string), 200, 'the access token is a bearer token of the API')

  const second = await first.refresh()
  t.equal(seen[1].body, `grant_type=refresh_token&refresh_token=${refresh as string}`)
  t.not(second.token.refresh_token, refresh, 'the refresh token rotates')
  t.not(second.token.access_token, access)
  t.equal(await works(app, second.token.access_token as string), 200)
  t.equal(await works(app, access as string), 401, 'redeeming a refresh token ends the session it came with')

  const reused = await first.refresh().then(() => null, (error: { output: { statusCode: number }, data: { payload: unknown } }) => error)
  t.same([reused?.output.statusCode, reused?.data.payload],
    [400, { error: 'invalid_grant', error_description: 'The refresh token is invalid, expired or was already used.' }], 'a used refresh token is refused')

  const wrong = await client.getToken({ username: 'carol', password: 'wrong' }).then(() => null, (error: { output: { statusCode: number }, data: { payload: unknown } }) => error)
  t.same([wrong?.output.statusCode, wrong?.data.payload], [400, { error: 'invalid_grant', error_description: 'The user name or password is incorrect.' }])

  // the same library configured for JSON bodies and credentials in the body
  const json = new ResourceOwnerPassword({
    client: { id: 'another', secret: '' },
    auth: { tokenHost: url, tokenPath: TOKEN },
    options: { bodyFormat: 'json', authorizationMethod: 'body' }
  })
  const third = await json.getToken({ username: 'CAROL@example.org', password: PASSWORD })
  t.equal(seen.at(-1)!.headers['content-type'], 'application/json')
  t.equal(await works(app, third.token.access_token as string), 200)
  t.equal(await works(app, (await third.refresh()).token.access_token as string), 200)
})

t.test('errors in the RFC 6749 shape, never Yii\'s', async t => {
  // many attempts of one user: above the login rate limit (tested in login-rate-limit.test.ts)
  const { app } = await buildTestApp(t, { bundled: false, env: { LOGIN_RATE_LIMIT: '1000' } })
  await addUser(app, 'dave', ['viewer'])
  const oauth = async (response: Awaited<ReturnType<typeof form>>) => {
    t.equal(response.headers['cache-control'], 'no-store')
    t.equal(response.headers.pragma, 'no-cache')
    return [response.statusCode, response.json().error, response.json().error_description]
  }
  t.same(await oauth(await form(app, { grant_type: 'client_credentials' })),
    [400, 'unsupported_grant_type', 'Supported grant types: password, refresh_token.'])
  t.same(await oauth(await form(app, { username: 'dave' })), [400, 'invalid_request', 'Grant Type cannot be blank.'])
  t.same(await oauth(await form(app, { grant_type: 'password', password: 'x' })), [400, 'invalid_request', 'The parameter username is missing.'])
  t.same(await oauth(await form(app, { grant_type: 'password', username: 'dave', password: '' })), [400, 'invalid_request', 'The parameter password is missing.'])
  t.same(await oauth(await form(app, { grant_type: 'password', username: 'dave', password: 'wrong' })), [400, 'invalid_grant', 'The user name or password is incorrect.'])
  t.same(await oauth(await form(app, { grant_type: 'password', username: 'nobody', password: 'wrong' })), [400, 'invalid_grant', 'The user name or password is incorrect.'])
  t.same(await oauth(await form(app, { grant_type: 'refresh_token' })), [400, 'invalid_request', 'The parameter refresh_token is missing.'])
  t.same(await oauth(await form(app, { grant_type: 'refresh_token', refresh_token: 'made-up' })), [400, 'invalid_grant', 'The refresh token is invalid, expired or was already used.'])
  t.same(await oauth(await form(app, 'grant_type=password&grant_type=refresh_token')), [400, 'invalid_request', 'Grant Type must be string.'],
    'a parameter given twice (§3.2)')
  t.same(await oauth(await form(app, 'grant_type=password&username=da%00ve&password=x')), [400, 'invalid_request', 'The request body contains a NUL character.'])
  const xml = await app.inject({ method: 'POST', url: TOKEN, headers: { 'content-type': 'application/xml' }, payload: '<grant_type/>' })
  t.same(await oauth(xml as never), [400, 'invalid_request', 'Unsupported Media Type'])
  const text = await app.inject({ method: 'POST', url: TOKEN, headers: { 'content-type': 'text/plain' }, payload: 'grant_type=password' })
  t.same(await oauth(text as never), [400, 'invalid_request', 'Body must be object.'])

  const client = async (authorization: string, extra: Record<string, string> = {}) => {
    const response = await form(app, { grant_type: 'password', username: 'dave', password: 'test-password-1', ...extra }, { authorization })
    return [...await oauth(response), response.headers['www-authenticate']]
  }
  const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString('base64')}`
  const invalidClient = [401, 'invalid_client', 'Client authentication failed: send HTTP Basic credentials of the form client_id:client_secret, or none.', 'Basic realm="record-service"']
  t.same(await client('Bearer abc'), invalidClient, 'another scheme')
  t.same(await client('Basic ***'), invalidClient, 'not base64')
  t.same(await client(basic('no-colon')), invalidClient)
  t.same(await client(basic(':secret')), invalidClient, 'an empty client id')
  t.same(await client(basic('%E0%A4%A:secret')), invalidClient, 'broken form encoding')
  t.same(await client(basic('app:secret'), { client_secret: 'again' }),
    [400, 'invalid_request', 'Use one client authentication method: HTTP Basic or client_secret, not both.', undefined])
  const ok = await form(app, { grant_type: 'password', username: 'dave', password: 'test-password-1', client_id: 'anything', client_secret: 'ignored' })
  t.equal(ok.statusCode, 200, 'any client id, credentials in the body')
  t.equal((await form(app, { grant_type: 'password', username: 'dave', password: 'test-password-1' }, { authorization: basic('app%20one:') })).statusCode, 200,
    'any client id, HTTP Basic with an empty secret')
  t.notMatch(ok.body, /scrypt|password_hash/)

  const json = await app.inject({ method: 'POST', url: TOKEN, payload: { grant_type: 'password', username: 'dave', password: 'test-password-1', unknown: 1 } })
  t.equal(json.statusCode, 200, 'a JSON body; unknown parameters are ignored (§3.2)')
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=dave' })).statusCode,
    415, 'form bodies are accepted by the token endpoint only')
})

t.test('refresh tokens: single use under a race, ended by logout, password change, deletion and age', async t => {
  const { app } = await buildTestApp(t, { bundled: false })
  const userId = await addUser(app, 'erin', ['operator'])
  const grant = async () => (await form(app, { grant_type: 'password', username: 'erin', password: 'test-password-1' })).json() as { access_token: string, refresh_token: string }
  const redeem = (refreshToken: string) => form(app, { grant_type: 'refresh_token', refresh_token: refreshToken })

  const race = await grant()
  const answers = await Promise.all([1, 2, 3, 4].map(() => redeem(race.refresh_token)))
  t.same(answers.map(a => a.statusCode).sort(), [200, 400, 400, 400], 'exactly one of four concurrent redemptions wins')

  const out = await grant()
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(out.access_token) })).statusCode, 204)
  t.equal((await redeem(out.refresh_token)).json().error, 'invalid_grant', 'logout ends the refresh token too')

  // a logout with a token refreshed from the grant's (mDIS refresh) ends the grant's refresh token, and a logout
  // after a redemption ends the refresh token that redemption issued
  const chained = await grant()
  const fresh = (await app.inject({ url: '/api/v1/auth/refresh', headers: bearer(chained.access_token) })).json().token as string
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(fresh) })).statusCode, 204)
  t.equal((await redeem(chained.refresh_token)).json().error, 'invalid_grant', 'a logout of a refreshed token ends the chain')
  const redeemed = (await redeem((await grant()).refresh_token)).json() as { access_token: string, refresh_token: string }
  const later = (await app.inject({ url: '/api/v1/auth/refresh', headers: bearer(redeemed.access_token) })).json().token as string
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(later) })).statusCode, 204)
  t.equal((await redeem(redeemed.refresh_token)).json().error, 'invalid_grant', 'and the refresh token of the redemption it came from')
  t.equal(await works(app, redeemed.access_token), 401)

  const changed = await grant()
  const admin = await as(app, 'admin')
  t.equal((await app.inject({ method: 'PUT', url: `/api/v1/users/${userId}`, headers: admin, payload: { password: 'a-new-password' } })).statusCode, 200)
  t.equal((await redeem(changed.refresh_token)).json().error, 'invalid_grant', 'a password change ends it')

  const old = (await form(app, { grant_type: 'password', username: 'erin', password: 'a-new-password' })).json()
  await app.database.db.updateTable('rs_session').set({ created_at: new Date(Date.now() - 31 * 86400_000) }).where('user_id', '=', userId).execute()
  t.equal((await redeem(old.refresh_token)).json().error, 'invalid_grant', 'older than 30 days')

  const last = (await form(app, { grant_type: 'password', username: 'erin', password: 'a-new-password' })).json()
  t.equal((await app.inject({ method: 'DELETE', url: `/api/v1/users/${userId}`, headers: admin })).statusCode, 204)
  t.equal((await redeem(last.refresh_token)).json().error, 'invalid_grant', 'the user was deleted')
  t.equal(await works(app, last.access_token), 401)
})
