import { Type } from '@sinclair/typebox'

// Shapes every API shares: the Yii2 error, the 422 array and the paged envelope.

export const ErrorSchema = Type.Object({
  name: Type.String({ description: 'the HTTP reason phrase (Yii2 names 413 "Request Entity Too Large", 422 "Data Validation Failed")' }),
  message: Type.String(),
  code: Type.Integer({ description: 'always 0' }),
  status: Type.Integer({ description: 'the HTTP status' })
}, { $id: 'Error', title: 'Error (Yii2 shape)' })

export const ValidationErrorsSchema = Type.Array(Type.Object({
  field: Type.String(),
  message: Type.String()
}), { $id: 'ValidationErrors', title: 'Validation failure (422)' })
