import { Type, type Static } from '@sinclair/typebox'
import { Int32, MAX_LENGTH, Text, UnixTime } from './bounds.js'
import { pageParams, PagedSchema } from './paged.js'

// Wire schemas of the code-generation API (/cg/api/ and /cg/api/v1/) and the mDIS form template format.

const ModelName = Text(MAX_LENGTH.modelName, { minLength: 1, description: 'model API name or mDIS FullName' })

export const ModelNameQuerySchema = Type.Object({ name: ModelName })

export const TemplateHistoryQuerySchema = Type.Object({
  name: Text(MAX_LENGTH.modelName, { minLength: 1, description: 'model API name or mDIS FullName (a dropped model: its name)' }),
  ...pageParams('versions per page (default 20, at most 1000)')
})

/** A version of a model's template (core/4-lifecycle/template-history.ts). */
export const TemplateVersionSchema = Type.Object({
  version: Int32({ minimum: 1, description: 'the template\'s version, from 1' }),
  action: Type.Unsafe<'create' | 'update' | 'drop'>({ type: 'string', enum: ['create', 'update', 'drop'], description: 'what the change did to the model' }),
  at: Type.Union([Text(19, { pattern: '^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d$' }), Type.Null()], { description: 'when, YYYY-MM-DD HH:MM:SS, UTC (null: a version kept before the service noted times)' }),
  user: Type.Union([Type.Object({ id: Int32({ minimum: 1 }), username: Text(MAX_LENGTH.username) }), Type.Null()], { description: 'who made it (null: the service itself, e.g. a start-up that loaded a template file)' }),
  template: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()], { description: 'the template of this version (null: a drop, or a version kept before the service kept their texts)' })
}, { title: 'TemplateVersion' })

export const TemplateHistoryPageSchema = PagedSchema(TemplateVersionSchema, 'Versions of a model template')

export const VerifyUploadQuerySchema = Type.Object({
  type: Type.Unsafe<'model' | 'form'>({ type: 'string', enum: ['model', 'form'], default: 'model', description: 'what the file holds' }),
  filename: Type.Optional(Text(MAX_LENGTH.fileName, { minLength: 1, description: 'a .json file in the upload directory (instead of a multipart upload)' }))
})

/** A template as a JSON object; the template checks (core/1-templates) report its problems with JSON paths. */
const TemplateObject = Type.Object({}, { additionalProperties: true, description: 'a model template (see the README, "Templates")' })

export const TemplateBodySchema = Type.Object({ template: TemplateObject }, { additionalProperties: false })

export const CreateTableBodySchema = Type.Object({ model: ModelName }, { additionalProperties: false })

export const FORM_NAME = '^[a-z][a-z0-9-]{0,62}$'

export const PackageQuerySchema = Type.Object({
  filename: Type.Optional(Text(MAX_LENGTH.fileName, { minLength: 1, description: 'a .zip file in the upload directory (instead of a multipart upload)' }))
})
export const PackageImportSchema = Type.Object({
  models: Type.Array(Type.Object({
    name: Text(MAX_LENGTH.identifier, { description: 'API name of the model' }),
    created: Type.Boolean({ description: 'true for a new model, false for an additive change of one that existed' })
  }), { description: 'the models of the package, parents first' }),
  forms: Type.Array(Text(MAX_LENGTH.identifier), { description: 'the forms of the package (new, or the next version of the form of that name)' }),
  ignored: Type.Array(Text(MAX_LENGTH.href), { description: 'entries that are not models/*.json nor forms/*.json: not read' })
})
export const DownloadQuerySchema = Type.Object({
  type: Type.Unsafe<'model' | 'form' | 'all'>({ type: 'string', enum: ['model', 'form', 'all'], default: 'all', description: 'one model template, one form template, or every model and stored form' }),
  name: Type.Optional(Text(MAX_LENGTH.modelName, { minLength: 1, description: 'the model or form (with type model or form)' }))
})
export const DuplicateQuerySchema = Type.Object({
  type: Type.Unsafe<'model' | 'form'>({ type: 'string', enum: ['model', 'form'], description: 'what to copy' }),
  oldName: Text(MAX_LENGTH.modelName, { minLength: 1, description: 'the model or form to copy' }),
  newName: Text(MAX_LENGTH.identifier, { minLength: 1, description: 'the name of the copy (a model: also its table)' })
})

/** mDIS form template (dis_templates/forms/*.json): unknown keys are kept. */
export const FormTemplateSchema = Type.Object({
  name: Text(MAX_LENGTH.identifier, { pattern: FORM_NAME, description: 'kebab-case form name, e.g. sample-request' }),
  dataModel: ModelName,
  fields: Type.Array(Type.Object({
    name: Text(MAX_LENGTH.identifier, { minLength: 1 }),
    label: Type.Optional(Text(MAX_LENGTH.field)),
    formInput: Type.Optional(Type.Object({ type: Type.Optional(Text(MAX_LENGTH.identifier)) }, { additionalProperties: true }))
  }, { additionalProperties: true }), { maxItems: 1000 })
}, { additionalProperties: true })

export type FormTemplate = Static<typeof FormTemplateSchema>

/** A form template in a JSON body (its checks report the problems with JSON paths). */
export const FormBodySchema = Type.Object({
  template: Type.Object({}, { additionalProperties: true, description: 'a form template (see the README, "Forms")' })
}, { additionalProperties: false })
export const FormNameQuerySchema = Type.Object({ name: Text(MAX_LENGTH.identifier, { minLength: 1, description: 'form name' }) })
export const RenameFormQuerySchema = Type.Object({
  name: Text(MAX_LENGTH.identifier, { minLength: 1, description: 'form name' }),
  newName: Text(MAX_LENGTH.identifier, { minLength: 1, description: 'the new kebab-case name' })
})
export const FormSeedQuerySchema = Type.Object({ modelName: ModelName })
export const FormSeedSchema = Type.Object({
  availableFieldTemplates: Type.Object({}, { additionalProperties: true, description: 'a form field for every column but the id and the parent reference, by column name' }),
  initialTemplate: Type.Object({}, { additionalProperties: true, description: 'a form of the model with its required fields; give it a name' })
})

/** A form in a list: stored (custom) or the default one of a model. */
export const FormEntrySchema = Type.Object({
  name: Text(MAX_LENGTH.identifier, { description: 'form name (for the default form: the model\'s)' }),
  model: Text(MAX_LENGTH.identifier, { description: 'API name of its model' }),
  module: Text(MAX_LENGTH.identifier),
  dataModel: Text(MAX_LENGTH.modelName, { description: 'mDIS FullName of its model (the API name when it has none)' }),
  parent: Type.Union([Text(MAX_LENGTH.identifier), Type.Null()], { description: 'API name of its model\'s parent model (null for a model without one): the app links a record to its parent and children' }),
  custom: Type.Boolean({ description: 'true for a stored form, false for the default one derived from the template' }),
  modifiedAt: Type.Union([UnixTime(), Type.Null()], { description: 'Unix time of the last change of a stored form' })
})

const Problems = Type.Array(Type.Object({ field: Text(MAX_LENGTH.field), message: Text(MAX_LENGTH.message) }))
const Identifier = Text(MAX_LENGTH.identifier)

export const SummarySchema = Type.Object({
  modules: Type.Array(Identifier, { description: 'module names (sets of tables)' }),
  models: Type.Array(Type.Object({
    name: Text(MAX_LENGTH.identifier, { description: 'API name (?name= of the data API)' }),
    module: Identifier,
    table: Identifier,
    parentModel: Text(MAX_LENGTH.remark, { description: 'as the template writes it; empty without a parent' }),
    parent: Type.Union([Identifier, Type.Null()], { description: 'API name of the parent model' }),
    fullName: Text(MAX_LENGTH.modelName, { description: 'mDIS FullName (the API name when the template has none)' }),
    columns: Type.Array(Identifier, { description: 'column names, including computed ones' }),
    isTableCreated: Type.Boolean(),
    modifiedAt: Type.Union([UnixTime(), Type.Null()], { description: 'Unix time of the last change of the template' })
  })),
  forms: Type.Array(FormEntrySchema),
  failures: Type.Array(Type.Object({
    source: Text(MAX_LENGTH.fileName, { description: 'file in the template area' }),
    name: Type.Union([Text(MAX_LENGTH.modelName), Type.Null()]),
    problems: Problems
  }), { description: 'templates that could not be loaded, with every problem' }),
  disagreements: Type.Array(Type.Object({
    model: Text(MAX_LENGTH.identifier, { description: 'API name of the model' }),
    file: Text(MAX_LENGTH.fileName, { description: 'file in this instance\'s template area' }),
    problems: Problems
  }), { description: 'template files of this instance that differ from the database copy (the fleet\'s truth) in ways update-model refuses: the instance serves the database copy' })
})

export const BehaviorsSchema = Type.Array(Type.Object({
  behaviorClass: Text(MAX_LENGTH.field),
  name: Identifier,
  description: Text(MAX_LENGTH.message),
  parameters: Type.Array(Type.Object({
    name: Identifier,
    type: Identifier,
    required: Type.Boolean(),
    description: Text(MAX_LENGTH.message),
    hint: Text(MAX_LENGTH.message, { description: 'the description, under the name mDIS clients read' })
  })),
  parametersSchema: Type.Object({}, { additionalProperties: true, description: 'the JSON Schema of the parameters object' })
}))
