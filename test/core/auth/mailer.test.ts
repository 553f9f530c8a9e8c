import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'
import { addUser } from '../../helpers/auth.js'
import { fakeSmtp } from '../../helpers/smtp.js'

// The mails of password recovery go in the background (core/auth/mailer.ts): the request is answered the same
// whatever becomes of its mail, a mail that fails is logged (never its token), and stopping the service waits for
// the mails under way.

const forgot = { method: 'POST', url: '/api/v1/account/forgot-password', payload: { email: 'tom@example.org' } } as const

async function until (done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await new Promise(resolve => setTimeout(resolve, 50))
}

t.test('a mail the server refuses is logged; the answer is the same', async t => {
  const smtp = await fakeSmtp(t, { refuse: true })
  const lines: string[] = []
  const { app } = await buildTestApp(t, { bundled: false, env: { SMTP_URL: smtp.url, SMTP_FROM: 'records@example.org' }, logger: { write: line => lines.push(line) } })
  await addUser(app, 'tom', ['viewer'])
  const answer = await app.inject(forgot)
  t.equal(answer.statusCode, 202)
  await until(() => lines.some(line => line.includes('a mail could not be sent')))
  const logged = lines.map(line => JSON.parse(line) as Record<string, unknown>).find(line => line.msg === 'a mail could not be sent')
  t.match(logged, { level: 50, subject: 'Password reset', error: /550/ }, 'an error naming what the server said')
  t.notMatch(lines.join('\n'), /Token: /, 'the message itself is not logged')
  t.equal(smtp.mails.length, 0)
})

t.test('stopping the service waits for the mails under way', async t => {
  const smtp = await fakeSmtp(t)
  const lines: string[] = []
  const { app } = await buildTestApp(t, { bundled: false, env: { SMTP_URL: smtp.url, SMTP_FROM: 'records@example.org' }, logger: { write: line => lines.push(line) } })
  await addUser(app, 'tom', ['viewer'])
  t.equal((await app.inject(forgot)).statusCode, 202)
  await app.close()
  t.equal(smtp.mails.length, 1, 'the mail arrived before the service stopped')
  t.ok(lines.some(line => line.includes('"msg":"mail sent"')), 'and was logged as sent')
})
