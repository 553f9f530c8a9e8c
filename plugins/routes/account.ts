import type { FastifyInstance } from 'fastify'
import type { Static } from '@sinclair/typebox'
import { Accounts } from '../../core/auth/account.js'
import { Mailer } from '../../core/auth/mailer.js'
import { PasswordResets, RESET_TTL_MINUTES } from '../../core/auth/password-reset.js'
import { checkUserFields } from '../../core/auth/user-rules.js'
import { userView } from '../../core/auth/users.js'
import { Conflict, ValidationFailed } from '../../core/shared/errors.js'
import { noContent } from '../../core/openapi/operations.js'
import { AccountUpdateSchema, ChangePasswordSchema, ForgotPasswordSchema, RecoveryAcceptedSchema, ResetPasswordSchema } from '../../schemas/account.js'
import { ManagedUserSchema } from '../../schemas/users.js'

// The caller's own account (mDIS AccountController): their name and e-mail, their password (any logged-in user),
// and the recovery of a forgotten password by e-mail, offered when SMTP_URL names a mail server.

const ACCEPTED = `If the address belongs to an account, a mail with a reset token is on its way; the token works once, within ${RESET_TTL_MINUTES} minutes.`

export default async function account (app: FastifyInstance): Promise<void> {
  const { db } = app.database
  const { SMTP_URL, SMTP_FROM } = app.config
  const accounts = new Accounts(db, app.sessions)
  const resets = new PasswordResets(db, app.sessions)
  const mailer = SMTP_URL === undefined ? undefined : new Mailer(SMTP_URL, SMTP_FROM!, app.log)
  app.addHook('onClose', async () => { await mailer?.close() })
  // no silent success: without a mail server the recovery routes say so, before anything is read or counted
  const recovery = async (): Promise<void> => {
    if (mailer === undefined) throw new Conflict('Password recovery by e-mail is not configured on this service (no SMTP_URL); ask an administrator to set a new password.')
  }

  app.get('/api/v1/account', {
    config: { access: {} },
    schema: { response: { 200: ManagedUserSchema } }
  }, async request => userView(await accounts.get(request.principal!)))

  app.put<{ Body: Static<typeof AccountUpdateSchema> }>('/api/v1/account', {
    config: { access: {} },
    // a new e-mail needs the password: counted as a login attempt
    preValidation: async function (request, reply) {
      if ((request.body as { email?: unknown } | null)?.email !== undefined) await app.passwordRateLimit.call(this, request, reply)
    },
    schema: { body: AccountUpdateSchema, response: { 200: ManagedUserSchema } }
  }, async request => userView(await accounts.update(request.principal!, request.body)))

  app.post<{ Body: Static<typeof ChangePasswordSchema> }>('/api/v1/account/change-password', {
    config: { access: {}, openapi: { rateLimited: true, responses: noContent('password changed; the other sessions ended') } },
    preValidation: app.passwordRateLimit,
    schema: { body: ChangePasswordSchema }
  }, async (request, reply) => {
    await accounts.changePassword(request.principal!, request.body)
    return await reply.code(204).send()
  })

  app.post<{ Body: Static<typeof ForgotPasswordSchema> }>('/api/v1/account/forgot-password', {
    config: { access: 'public', openapi: { errors: [409], rateLimited: true } },
    onRequest: recovery,
    preValidation: app.recoveryRateLimit,
    schema: { body: ForgotPasswordSchema, response: { 202: RecoveryAcceptedSchema } }
  }, async (request, reply) => {
    const email = request.body.email.trim()
    const problems = checkUserFields({ email })
    if (problems.length > 0) throw new ValidationFailed(problems)
    const mail = await resets.request(email)
    if (mail !== undefined) mailer!.send(mail)
    return await reply.code(202).send({ message: ACCEPTED })
  })

  app.post<{ Body: Static<typeof ResetPasswordSchema> }>('/api/v1/account/reset-password', {
    config: { access: 'public', openapi: { errors: [409], responses: noContent('password set; every session of the account ended') } },
    onRequest: recovery,
    schema: { body: ResetPasswordSchema }
  }, async (request, reply) => {
    const { token, newPassword, newPasswordConfirmation } = request.body
    await resets.reset(token, newPassword, newPasswordConfirmation)
    return await reply.code(204).send()
  })
}
