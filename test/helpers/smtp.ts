import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import type { Teardown } from './teardown.js'

// A fake SMTP server on 127.0.0.1 (smtp-server, by nodemailer's maintainers) that keeps the mails it receives, for
// the tests of the mails the service sends. No TLS and no login: the service's SMTP_URL is smtp://127.0.0.1:<port>.

export interface ReceivedMail {
  from: string
  to: string[]
  /** the message as it came: headers and the encoded body */
  raw: string
  /** its body, decoded from quoted-printable when it came so */
  text: string
}

/** The body of a message, decoded from quoted-printable (RFC 2045 §6.7) when its header says so. */
function bodyText (raw: string): string {
  const end = raw.indexOf('\r\n\r\n')
  const body = raw.slice(end + 4)
  if (!/^content-transfer-encoding: *quoted-printable\r?$/im.test(raw.slice(0, end))) return body
  const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

export interface FakeSmtp {
  /** SMTP_URL of the server */
  url: string
  /** every mail received so far */
  mails: ReceivedMail[]
  /** the next mail to arrive (or one that arrived and was not taken yet) */
  next: () => Promise<ReceivedMail>
}

/** `refuse`: every recipient is refused (550), as by a server that takes no mail for the address. */
export async function fakeSmtp (t: Teardown, options: { refuse?: boolean } = {}): Promise<FakeSmtp> {
  const mails: ReceivedMail[] = []
  let taken = 0
  const waiting: Array<() => void> = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo: (_address, _session, done) => { done(options.refuse === true ? Object.assign(new Error('no mail for this address'), { responseCode: 550 }) : null) },
    onData: (stream, session, done) => {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope
        const raw = Buffer.concat(chunks).toString('utf8')
        mails.push({ from: mailFrom === false ? '' : mailFrom.address, to: rcptTo.map(r => r.address), raw, text: bodyText(raw) })
        waiting.shift()?.()
        done()
      })
    }
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  t.teardown(async () => await new Promise<void>(resolve => server.close(() => resolve())))
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    mails,
    next: async () => {
      if (taken === mails.length) {
        // a mail that never comes fails the test in seconds rather than at tap's timeout
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no mail arrived within 10 s')), 10_000)
          waiting.push(() => { clearTimeout(timer); resolve() })
        })
      }
      return mails[taken++]
    }
  }
}
