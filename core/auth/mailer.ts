import { createTransport } from 'nodemailer'
import type { Logger } from '../shared/logger.js'

// Mails the service sends (password recovery), through the SMTP server of SMTP_URL from SMTP_FROM. A mail goes in
// the background: the request that asked for it is answered at once, the same whether or not a mail goes (its time
// must not tell whether an address has an account), and a mail that fails is logged. close() waits for the mails
// under way, so that stopping the service loses none that was accepted.

export interface Mail { to: string, subject: string, text: string }

export class Mailer {
  readonly #transport: ReturnType<typeof createTransport>
  readonly #sending = new Set<Promise<void>>()

  constructor (url: string, from: string, readonly log: Logger) {
    this.#transport = createTransport(url, { from })
  }

  /** Sends in the background; the outcome is logged (never the message: it holds a secret). */
  send (mail: Mail): void {
    const sending = this.#transport.sendMail(mail).then(
      () => { this.log.info({ subject: mail.subject }, 'mail sent') },
      (error: Error) => { this.log.error({ subject: mail.subject, error: error.message }, 'a mail could not be sent') }
    ).finally(() => this.#sending.delete(sending))
    this.#sending.add(sending)
  }

  async close (): Promise<void> {
    await Promise.all(this.#sending)
    this.#transport.close()
  }
}
