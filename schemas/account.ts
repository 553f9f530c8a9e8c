import { Type } from '@sinclair/typebox'
import { MAX_LENGTH, Text } from './bounds.js'
import { DisplayName, Email, Password } from './users.js'

// The caller's own account (mDIS AccountController): their name and e-mail, their password, and the recovery of a
// forgotten password by e-mail. Types and bounds here; the rules (e-mail format, the least password length) live in
// core/auth/user-rules.ts, as for user management.

export const AccountUpdateSchema = Type.Object({
  name: Type.Optional(DisplayName('the name shown for you (free text); null or empty for none')),
  email: Type.Optional(Email('unique regardless of case; logs in like the user name; null or empty for none')),
  password: Type.Optional(Password('your current password: needed to change the e-mail, the address a password reset is mailed to'))
}, { $id: 'AccountUpdate', additionalProperties: false })

export const ChangePasswordSchema = Type.Object({
  oldPassword: Password('your current password (a wrong one counts as a failed login attempt)'),
  newPassword: Password('at least 8 characters'),
  newPasswordConfirmation: Password('the new password again')
}, { $id: 'ChangePassword', additionalProperties: false })

export const ForgotPasswordSchema = Type.Object({
  email: Text(MAX_LENGTH.email, { description: 'the e-mail address of your account' })
}, { $id: 'ForgotPassword', additionalProperties: false })

export const ResetPasswordSchema = Type.Object({
  token: Text(MAX_LENGTH.token, { description: 'the token of the mail' }),
  newPassword: Password('at least 8 characters'),
  newPasswordConfirmation: Password('the new password again')
}, { $id: 'ResetPassword', additionalProperties: false })

export const RecoveryAcceptedSchema = Type.Object({
  message: Text(MAX_LENGTH.message, { description: 'the same whether or not the address belongs to an account' })
}, { $id: 'RecoveryAccepted', title: 'Password recovery requested' })
