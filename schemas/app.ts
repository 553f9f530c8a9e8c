import { Type } from '@sinclair/typebox'
import { Id, MAX_LENGTH, Text } from './bounds.js'

// The app endpoints mDIS front ends call beside the data API (/api/v1/app/...).

export const IgsnParamsSchema = Type.Object({
  igsn: Text(MAX_LENGTH.igsn, { minLength: 1, description: 'an IGSN the service assigned, e.g. ICDP5065EC10001 (any case)' })
})

export const FoundIgsnSchema = Type.Object({
  model: Text(MAX_LENGTH.identifier, { description: 'the model (?name= of the data API) whose record holds the IGSN' }),
  id: Id({ description: 'the record id' }),
  record: Type.Ref('Record', { description: 'the record, as the data API reads it' })
}, { $id: 'FoundIgsn', title: 'The record that holds an IGSN' })
