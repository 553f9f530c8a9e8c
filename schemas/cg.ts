import { Type, type Static } from '@sinclair/typebox'

// Wire schemas of the code-generation API (/cg/api/ and /cg/api/v1/) and the mDIS form template format.

const ModelName = Type.String({ minLength: 1, maxLength: 127, description: 'model API name or mDIS FullName' })

export const ModelNameQuerySchema = Type.Object({ name: ModelName })

export const VerifyUploadQuerySchema = Type.Object({
  type: Type.Unsafe<'model' | 'form'>({ type: 'string', enum: ['model', 'form'], default: 'model', description: 'what the file holds' }),
  filename: Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: 'a .json file in the upload directory (instead of a multipart upload)' }))
})

/** A template as a JSON object; the template checks (core/templates) report its problems with JSON paths. */
const TemplateObject = Type.Object({}, { additionalProperties: true, description: 'a model template (see the README, "Templates")' })

export const TemplateBodySchema = Type.Object({ template: TemplateObject }, { additionalProperties: false })

export const CreateTableBodySchema = Type.Object({ model: ModelName }, { additionalProperties: false })

export const FORM_NAME = '^[a-z][a-z0-9-]{0,62}$'

/** mDIS form template (dis_templates/forms/*.json): unknown keys are kept. */
export const FormTemplateSchema = Type.Object({
  name: Type.String({ pattern: FORM_NAME, description: 'kebab-case form name, e.g. sample-request' }),
  dataModel: ModelName,
  fields: Type.Array(Type.Object({
    name: Type.String({ minLength: 1, maxLength: 63 }),
    label: Type.Optional(Type.String({ maxLength: 1000 })),
    formInput: Type.Optional(Type.Object({ type: Type.Optional(Type.String({ maxLength: 63 })) }, { additionalProperties: true }))
  }, { additionalProperties: true }), { maxItems: 1000 })
}, { additionalProperties: true })

export type FormTemplate = Static<typeof FormTemplateSchema>

const Problems = Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))

export const SummarySchema = Type.Object({
  modules: Type.Array(Type.String(), { description: 'module names (sets of tables)' }),
  models: Type.Array(Type.Object({
    name: Type.String({ description: 'API name (?name= of the data API)' }),
    module: Type.String(),
    table: Type.String(),
    parentModel: Type.String({ description: 'as the template writes it; empty without a parent' }),
    parent: Type.Union([Type.String(), Type.Null()], { description: 'API name of the parent model' }),
    fullName: Type.String({ description: 'mDIS FullName (the API name when the template has none)' }),
    columns: Type.Array(Type.String(), { description: 'column names, including computed ones' }),
    isTableCreated: Type.Boolean(),
    modifiedAt: Type.Union([Type.Integer(), Type.Null()], { description: 'Unix time of the last change of the template' })
  })),
  forms: Type.Array(Type.Object({
    name: Type.String(),
    dataModel: Type.String(),
    custom: Type.Boolean({ description: 'true for an uploaded form, false for the default one derived from the template' })
  })),
  failures: Type.Array(Type.Object({
    source: Type.String({ description: 'file in the template area' }),
    name: Type.Union([Type.String(), Type.Null()]),
    problems: Problems
  }), { description: 'templates that could not be loaded, with every problem' }),
  disagreements: Type.Array(Type.Object({
    model: Type.String({ description: 'API name of the model' }),
    file: Type.String({ description: 'file in this instance\'s template area' }),
    problems: Problems
  }), { description: 'template files of this instance that differ from the database copy (the fleet\'s truth) in ways update-model refuses: the instance serves the database copy' })
})

export const BehaviorsSchema = Type.Array(Type.Object({
  behaviorClass: Type.String(),
  name: Type.String(),
  description: Type.String(),
  parameters: Type.Array(Type.Object({
    name: Type.String(),
    type: Type.String(),
    required: Type.Boolean(),
    description: Type.String()
  }))
}))
