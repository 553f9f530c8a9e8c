import { Type } from '@sinclair/typebox'
import { Int32, MAX_LENGTH, Text } from './bounds.js'

// Shapes every API shares: the Yii2 error, the 422 array and the paged envelope.

export const ErrorSchema = Type.Object({
  name: Text(MAX_LENGTH.message, { description: 'the HTTP reason phrase (Yii2 names 413 "Request Entity Too Large", 422 "Data Validation Failed")' }),
  message: Text(MAX_LENGTH.message),
  code: Int32({ minimum: 0, maximum: 0, description: 'always 0' }),
  status: Int32({ minimum: 400, maximum: 599, description: 'the HTTP status' })
}, { $id: 'Error', title: 'Error (Yii2 shape)' })

export const ValidationErrorsSchema = Type.Array(Type.Object({
  field: Text(MAX_LENGTH.field),
  message: Text(MAX_LENGTH.message)
}), { $id: 'ValidationErrors', title: 'Validation failure (422)' })
