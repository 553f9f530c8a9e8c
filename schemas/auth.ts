import { Type } from '@sinclair/typebox'
import { Count, Id, MAX_LENGTH, Text } from './bounds.js'

export const LoginBodySchema = Type.Object({
  username: Text(MAX_LENGTH.email, { description: 'user name or e-mail' }),
  password: Type.String({ maxLength: MAX_LENGTH.password })
}, { $id: 'LoginBody', additionalProperties: false })

export const UserSchema = Type.Object({
  id: Id(),
  username: Text(MAX_LENGTH.username),
  email: Type.Union([Text(MAX_LENGTH.email), Type.Null()]),
  roles: Type.Array(Text(MAX_LENGTH.permission), { description: 'effective roles: the granted one and every role below it' }),
  permissions: Type.Array(Text(MAX_LENGTH.permission), { description: 'effective permissions, e.g. form-cores:edit, form-*:view' })
}, { $id: 'User' })

export const TokenSchema = Type.Object({
  ...UserSchema.properties,
  token: Text(MAX_LENGTH.token, { description: 'the bearer token (same as access_token)' }),
  access_token: Text(MAX_LENGTH.token),
  token_type: Type.Literal('Bearer'),
  expires_in: Count({ description: 'seconds' }),
  expires_at: Text(MAX_LENGTH.dateTime, { format: 'date-time', description: 'ISO 8601, UTC' })
}, { $id: 'Token' })

// The OAuth 2.0 token endpoint (RFC 6749 §4.3 password grant, §6 refresh). Parameters it does not use (scope,
// client_id, ...) are ignored as §3.2 asks; a parameter given twice is an invalid_request.
export const OAuthTokenRequestSchema = Type.Object({
  grant_type: Type.String({ maxLength: 64, description: 'password or refresh_token' }),
  username: Type.Optional(Type.String({ maxLength: 255, description: 'password grant: user name or e-mail' })),
  password: Type.Optional(Type.String({ maxLength: MAX_LENGTH.password, description: 'password grant' })),
  refresh_token: Type.Optional(Type.String({ maxLength: 256, description: 'refresh_token grant' })),
  scope: Type.Optional(Type.String({ maxLength: 1024, description: 'ignored: access follows the user\'s roles' })),
  client_id: Type.Optional(Type.String({ maxLength: 255, description: 'any: clients are public and not registered' })),
  client_secret: Type.Optional(Type.String({ maxLength: 1024, description: 'ignored' }))
}, { $id: 'OAuthTokenRequest', additionalProperties: true })

export const OAuthTokenSchema = Type.Object({
  access_token: Text(MAX_LENGTH.token, { description: 'the bearer token' }),
  token_type: Type.Literal('Bearer'),
  expires_in: Count({ description: 'seconds' }),
  refresh_token: Text(MAX_LENGTH.token, { description: 'redeemable once, within 30 days, for the next pair' })
}, { $id: 'OAuthToken' })

export const OAuthErrorSchema = Type.Object({
  error: Text(MAX_LENGTH.identifier, { examples: ['invalid_grant'] }),
  error_description: Text(MAX_LENGTH.message)
}, { $id: 'OAuthError', title: 'Error (RFC 6749 shape)' })
