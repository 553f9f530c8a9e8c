import { Type } from '@sinclair/typebox'

// Shapes every API shares: the Yii2 error, the 422 array and the paged envelope.

export const ErrorSchema = Type.Object({
  name: Type.String({ examples: ['Not Found'] }),
  message: Type.String(),
  code: Type.Integer({ examples: [0] }),
  status: Type.Integer({ examples: [404] })
}, { $id: 'Error', title: 'Error (Yii2 shape)' })

export const ValidationErrorsSchema = Type.Array(Type.Object({
  field: Type.String(),
  message: Type.String()
}), { $id: 'ValidationErrors', title: 'Validation failure (422)' })
