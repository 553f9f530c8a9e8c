import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'
import { addUser, login, PASSWORD } from '../../helpers/auth.js'
import { fakeSmtp, type FakeSmtp, type ReceivedMail } from '../../helpers/smtp.js'

// Password recovery by e-mail, through HTTP, with a fake SMTP server that receives the mails: the request answers
// the same for any address, the mail carries a single-use token valid for an hour (only its hash is stored), and the
// token sets a new password and ends every session of the account.

const FORGOT = '/api/v1/account/forgot-password'
const RESET = '/api/v1/account/reset-password'
const ACCEPTED = { message: 'If the address belongs to an account, a mail with a reset token is on its way; the token works once, within 60 minutes.' }
const INVALID = { field: 'token', message: 'The token is unknown, expired or already used; ask for a new one.' }

const forgot = async (app: FastifyInstance, email: string, remoteAddress = '127.0.0.1') =>
  await app.inject({ method: 'POST', url: FORGOT, payload: { email }, remoteAddress })
const reset = async (app: FastifyInstance, token: string, newPassword = 'a-new-password', newPasswordConfirmation = newPassword) =>
  await app.inject({ method: 'POST', url: RESET, payload: { token, newPassword, newPasswordConfirmation } })
const tokenOf = (mail: ReceivedMail): string => /^Token: ([A-Za-z0-9_-]{43})\r?$/m.exec(mail.text)![1]
const refreshOk = async (app: FastifyInstance, token: string) =>
  (await app.inject({ url: '/api/v1/auth/refresh', headers: { authorization: `Bearer ${token}` } })).statusCode

async function withMail (t: Parameters<typeof buildTestApp>[0], env: Record<string, string> = {}): Promise<{ app: FastifyInstance, smtp: FakeSmtp }> {
  const smtp = await fakeSmtp(t)
  const { app } = await buildTestApp(t, { bundled: false, env: { SMTP_URL: smtp.url, SMTP_FROM: 'records@example.org', ...env } })
  return { app, smtp }
}

t.test('without SMTP_URL recovery by e-mail says it is not configured', async t => {
  const { app } = await buildTestApp(t, { bundled: false })
  await addUser(app, 'una', ['viewer'])
  for (const response of [await forgot(app, 'una@example.org'), await reset(app, 'x'.repeat(43))]) {
    t.same([response.statusCode, response.json()], [409, { name: 'Conflict', message: 'Password recovery by e-mail is not configured on this service (no SMTP_URL); ask an administrator to set a new password.', code: 0, status: 409 }])
  }
})

t.test('a forgotten password is set again through the token of the mail', async t => {
  const { app, smtp } = await withMail(t)
  const id = await addUser(app, 'rita', ['operator'])
  const sessions = [await login(app, 'rita'), await login(app, 'rita')]
  const grant = async (body: Record<string, string>) => await app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: body })
  const refreshToken = (await grant({ grant_type: 'password', username: 'rita', password: PASSWORD })).json().refresh_token as string

  const unknown = await forgot(app, 'nobody@example.org')
  const known = await forgot(app, ' Rita@Example.org ')
  t.same([unknown.statusCode, unknown.json()], [202, ACCEPTED], 'an address of no account')
  t.same([known.statusCode, known.json()], [202, ACCEPTED], 'the same answer for an account\'s, regardless of case')
  const mail = await smtp.next()
  t.same([mail.from, mail.to], ['records@example.org', ['rita@example.org']])
  t.match(mail.raw, /^Subject: Password reset\r?$/m)
  t.match(mail.text, /the password of the account "rita"\.\r\n/)
  t.match(mail.text, /within 60 minutes; it works once, and every session of the account ends\./)
  const token = tokenOf(mail)
  const stored = await app.database.db.selectFrom('rs_password_reset').select(['token_hash', 'user_id', sql<number>`extract(epoch from expires_at - created_at)::int`.as('ttl')]).execute()
  t.same(stored, [{ token_hash: createHash('sha256').update(token).digest('hex'), user_id: id, ttl: 3600 }], 'only the token\'s hash is kept, for an hour')

  t.same((await reset(app, token, 'short')).json(), [{ field: 'newPassword', message: 'New Password should contain at least 8 characters.' }])
  t.same((await reset(app, token, 'a-new-password', 'a-new-passwort')).json(),
    [{ field: 'newPasswordConfirmation', message: 'New Password Confirmation must be equal to "New Password".' }])
  t.same((await reset(app, 'not-a-token', 'short')).json(), [INVALID, { field: 'newPassword', message: 'New Password should contain at least 8 characters.' }], 'every problem at once')
  t.same((await app.inject({ method: 'POST', url: RESET, payload: { token } })).json().map((e: { field: string }) => e.field), ['newPassword', 'newPasswordConfirmation'])
  t.same(sessions.map(() => 200), await Promise.all(sessions.map(async s => await refreshOk(app, s))), 'the failures changed nothing')

  const done = await reset(app, token)
  t.same([done.statusCode, done.body], [204, ''])
  t.same(await Promise.all(sessions.map(async s => await refreshOk(app, s))), [401, 401], 'every session of the account ends')
  t.equal((await grant({ grant_type: 'refresh_token', refresh_token: refreshToken })).json().error, 'invalid_grant', 'refresh tokens too')
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'rita', password: PASSWORD } })).statusCode, 422, 'the old password is gone')
  t.ok(await login(app, 'rita', 'a-new-password'), 'the new one logs in')
  t.same((await reset(app, token, 'another-password')).json(), [INVALID], 'a token works once')
  t.same(await app.database.db.selectFrom('rs_password_reset').selectAll().execute(), [])
  t.equal(smtp.mails.length, 1, 'no mail for the address of no account')
  t.equal((await forgot(app, 'not-an-address')).statusCode, 422)
})

t.test('one mail a minute per account; a new token replaces the old; expired tokens and any password change end them', async t => {
  const { app, smtp } = await withMail(t)
  await addUser(app, 'vera', ['viewer'])
  const { db } = app.database
  const aged = async () => await sql`update rs_password_reset set created_at = created_at - interval '2 minutes'`.execute(db)

  t.equal((await forgot(app, 'vera@example.org')).statusCode, 202)
  const first = tokenOf(await smtp.next())
  t.same((await forgot(app, 'vera@example.org')).json(), ACCEPTED, 'asked again at once: the same answer...')
  t.equal((await db.selectFrom('rs_password_reset').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n, 1, '... and no second reset')
  await aged()
  t.equal((await forgot(app, 'vera@example.org')).statusCode, 202)
  const second = tokenOf(await smtp.next())
  t.not(second, first)
  t.same((await reset(app, first)).json(), [INVALID], 'the newer token replaced the older')

  await sql`update rs_password_reset set expires_at = now() - interval '1 second', created_at = created_at - interval '2 minutes'`.execute(db)
  t.same((await reset(app, second)).json(), [INVALID], 'an expired token')
  await addUser(app, 'walt', ['viewer'])
  t.equal((await forgot(app, 'walt@example.org')).statusCode, 202)
  const walt = tokenOf(await smtp.next())
  t.same((await db.selectFrom('rs_password_reset').innerJoin('rs_user', 'rs_user.id', 'user_id').select('username').execute()).map(r => r.username), ['walt'],
    'expired resets are swept when a new one opens')

  // a password changed any other way ends the resets still open
  const headers = { authorization: `Bearer ${await login(app, 'walt')}` }
  const changed = await app.inject({ method: 'POST', url: '/api/v1/account/change-password', headers, payload: { oldPassword: PASSWORD, newPassword: 'walt-password', newPasswordConfirmation: 'walt-password' } })
  t.equal(changed.statusCode, 204)
  t.same((await reset(app, walt)).json(), [INVALID])
  t.equal(smtp.mails.length, 3)
})

t.test('a token used twice at once sets the password once', async t => {
  const { app, smtp } = await withMail(t)
  await addUser(app, 'xena', ['viewer'])
  await forgot(app, 'xena@example.org')
  const token = tokenOf(await smtp.next())
  const answers = await Promise.all([reset(app, token, 'first-password'), reset(app, token, 'second-password')])
  t.same(answers.map(a => a.statusCode).sort(), [204, 422])
  const won = answers[0].statusCode === 204 ? 'first-password' : 'second-password'
  t.ok(await login(app, 'xena', won), 'the password of the request that won')
  t.same(answers.find(a => a.statusCode === 422)!.json(), [INVALID])
})

t.test('requests are limited per address, whoever asks, and per client with the login attempts', async t => {
  const { app, smtp } = await withMail(t, { LOGIN_RATE_LIMIT: '2', LOGIN_IP_RATE_LIMIT: '4' })
  await addUser(app, 'yuri', ['viewer'])
  t.equal((await forgot(app, 'yuri@example.org')).statusCode, 202)
  await smtp.next()
  t.equal((await forgot(app, 'YURI@example.org', '10.0.0.9')).statusCode, 202, 'the second request for the address, from another client')
  const limited = await forgot(app, 'yuri@example.org', '10.0.0.10')
  t.equal(limited.statusCode, 429, 'the third for the address in a minute, from a third client')
  t.same(limited.json(), { name: 'Too Many Requests', message: `Too many password recovery requests; retry in ${limited.headers['retry-after'] as string} seconds.`, code: 0, status: 429 })
  t.same([(await forgot(app, 'nobody@example.org', '10.0.0.10')).statusCode, (await forgot(app, 'nobody@example.org')).statusCode, (await forgot(app, 'nobody@example.org')).statusCode],
    [202, 202, 429], 'an address of no account is limited alike')
  t.equal((await forgot(app, 'zoe@example.org')).statusCode, 202, 'the fourth request from this client')
  t.equal((await forgot(app, 'adam@example.org')).statusCode, 429, 'the fifth, for yet another address')
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'yuri', password: PASSWORD } })).statusCode, 429, 'and its logins: one count per client')
})
