import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { TEXT_MAX } from './bounds.js'

// The model template format (DESIGN §4), compatible with mDIS model templates: mDIS files import unchanged,
// so every object keeps unknown keys and the value shapes PHP produces are accepted (`[]` for an empty
// object, 0/1 flags, numeric strings for sizes, "" for "not set").

/** Identifiers that reach SQL: model names, tables, columns, index names. */
export const IDENTIFIER = '^[a-z][a-z0-9_]{0,62}$'
export const LIST_NAME = '^[A-Za-z0-9_.-]{1,64}$'

export const COLUMN_TYPES = ['integer', 'double', 'boolean', 'string', 'string_multiple', 'text',
  'dateTime', 'date', 'time', 'pseudo', 'many_to_many', 'one_to_many'] as const
export type ColumnType = typeof COLUMN_TYPES[number]

const Flag = Type.Union([Type.Boolean(), Type.Literal(0), Type.Literal(1), Type.Literal('0'), Type.Literal('1')])
const OptionalText = Type.Optional(Type.Union([Type.String({ maxLength: 10000 }), Type.Null()]))
const Names = Type.Array(Type.String({ maxLength: 63 }), { maxItems: 64 })
/** PHP's json_encode writes an empty associative array as []; both mean "none". */
const Keyed = <T extends TSchema>(item: T) =>
  Type.Union([Type.Record(Type.String(), item), Type.Array(item, { maxItems: 0 })])

export const TemplateColumnSchema = Type.Object({
  name: Type.Optional(Type.String()),
  type: Type.Unsafe<ColumnType>({ type: 'string', enum: [...COLUMN_TYPES] }),
  size: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: TEXT_MAX }), Type.String({ pattern: '^[0-9]*$' }), Type.Null()])),
  required: Type.Optional(Flag),
  primaryKey: Type.Optional(Flag),
  autoInc: Type.Optional(Flag),
  label: OptionalText,
  description: OptionalText,
  unit: OptionalText,
  validator: OptionalText,
  validatorMessage: OptionalText,
  selectListName: OptionalText,
  calculate: OptionalText,
  pseudoCalc: OptionalText,
  defaultValue: Type.Optional(Type.Union([Type.String({ maxLength: 10000 }), Type.Number(), Type.Boolean(), Type.Null()])),
  displayColumn: OptionalText,
  /** our extension: false leaves the column empty in a duplicate draft */
  copyOnDuplicate: Type.Optional(Type.Boolean())
}, { additionalProperties: true })

export const TemplateIndexSchema = Type.Object({
  name: Type.Optional(Type.String()),
  type: Type.Optional(Type.Unsafe<string>({ type: 'string', enum: ['PRIMARY', 'KEY', 'UNIQUE'] })),
  columns: Type.Array(Type.String({ maxLength: 63 }), { minItems: 1, maxItems: 32 })
}, { additionalProperties: true })

export const TemplateRelationSchema = Type.Object({
  name: Type.Optional(Type.String()),
  relationType: OptionalText,
  relatedTable: OptionalText,
  foreignTable: OptionalText,
  localColumns: Type.Optional(Names),
  foreignColumns: Type.Optional(Type.Union([Names, Type.Null()])),
  displayColumns: Type.Optional(Type.Union([Names, Type.Null()])),
  /** nm: true on the related model's side of a relation another template owns (mDIS writes both) */
  oppositionRelation: Type.Optional(Type.Union([Flag, Type.Null()])),
  /** nm: the column the related model reads the relation through (informational here) */
  oppositeColumnName: OptionalText
}, { additionalProperties: true })

export const TemplateBehaviorSchema = Type.Object({
  behaviorClass: Type.String({ minLength: 1, maxLength: 200 }),
  parameters: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Array(Type.Unknown(), { maxItems: 0 })]))
}, { additionalProperties: true })

export const TemplateSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 63 }),
  module: Type.Optional(Type.String({ maxLength: 63 })),
  fullName: Type.Optional(Type.String({ maxLength: 127 })),
  table: Type.Optional(Type.String({ maxLength: 63 })),
  parentModel: OptionalText,
  /** our extension: the column whose value names a record inside its parent (combined_id part) */
  nameAttribute: Type.Optional(Type.String({ maxLength: 63 })),
  columns: Type.Record(Type.String(), TemplateColumnSchema, { minProperties: 1, maxProperties: 1000 }),
  indices: Type.Optional(Keyed(TemplateIndexSchema)),
  relations: Type.Optional(Keyed(TemplateRelationSchema)),
  /** mDIS's older name for relations */
  foreignkeys: Type.Optional(Keyed(TemplateRelationSchema)),
  behaviors: Type.Optional(Type.Array(TemplateBehaviorSchema, { maxItems: 100 }))
}, { additionalProperties: true })

export type TemplateColumn = Static<typeof TemplateColumnSchema>
export type TemplateIndex = Static<typeof TemplateIndexSchema>
export type TemplateRelation = Static<typeof TemplateRelationSchema>
export type TemplateBehavior = Static<typeof TemplateBehaviorSchema>
export type Template = Static<typeof TemplateSchema>

/** Keys each object may carry (ours and mDIS's); a key a small edit away from one of these is a misspelling. */
export const KNOWN_KEYS = {
  template: [...Object.keys(TemplateSchema.properties), 'importTable', 'createdAt', 'modifiedAt', 'generatedAt'],
  column: [...Object.keys(TemplateColumnSchema.properties), 'oldName', 'importSource', 'isLocked', 'oppositionRelation',
    'relatedTable', 'searchable'],
  index: Object.keys(TemplateIndexSchema.properties),
  relation: [...Object.keys(TemplateRelationSchema.properties), 'isLocked'],
  behavior: Object.keys(TemplateBehaviorSchema.properties)
}
