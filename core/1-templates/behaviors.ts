import { Type, type TObject, type TSchema } from '@sinclair/typebox'

// Template behaviors the service understands (GET /cg/api/behaviors, mDIS shape [{behaviorClass, name, parameters}],
// plus each behavior's parameters as a JSON Schema). A template names a behavior by its class; mDIS's namespaced
// class names and the bare ones both work, since the template checks match the end of the name
// (core/1-templates/behavior-rules.ts). Other mDIS behaviors are kept in templates but have no effect here.

export interface BehaviorParameter { name: string, type: string, required: boolean, description: string, hint: string }
export interface Behavior {
  behaviorClass: string
  name: string
  description: string
  parameters: BehaviorParameter[]
  parametersSchema: TObject
}

const NAMESPACE = 'app\\behaviors\\template\\'

const column = (description: string) => Type.String({ minLength: 1, maxLength: 63, description })

/** The parameter list mDIS shows ({name, hint}, here also type and required) from the parameters' schema. */
function parameters (schema: TObject): BehaviorParameter[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties).map(([name, p]: [string, TSchema]) => ({
    name,
    type: p.type === 'array' ? `${p.items.type as string}[]` : p.type as string,
    required: required.has(name),
    description: p.description!,
    hint: p.description!
  }))
}

function behavior (name: string, title: string, description: string, schema: TObject): Behavior {
  return { behaviorClass: `${NAMESPACE}${name}Behavior`, name: title, description, parameters: parameters(schema), parametersSchema: schema }
}

export const BEHAVIORS: readonly Behavior[] = [
  behavior('UniqueCombinationAutoIncrement', 'Unique combination auto increment',
    'Fills a column with the next free number (or letter) among the records that share the search fields, e.g. the next core number inside a hole; a unique index guards it.',
    Type.Object({
      searchFields: Type.Array(column(''), { description: 'stored columns that scope the running number, usually the parent reference' }),
      fieldToFill: column('the integer or string column to fill when a new record leaves it empty'),
      useAlphabet: Type.Optional(Type.Boolean({ description: 'letters A, B, C ... instead of numbers (holes)' }))
    })),
  behavior('LeadingZeros', 'Leading zeros',
    'Pads the value that names a record inside its parent with zeros in combined_id, e.g. core 3 as 003.',
    Type.Object({
      length: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, description: 'number of digits, 1 to 12 (default 3)' }))
    })),
  behavior('DefaultFromOtherColumn', 'Default value from other column',
    'On create and update, an empty target column takes the source column\'s value; when an update changes the source but not the target, and both were equal, the target follows (section_length → curated_length).',
    Type.Object({
      sourceColumn: column('the stored column whose value is copied'),
      targetColumn: column('the writable stored column that takes it when empty (another column, of the same or a wider type)')
    })),
  behavior('DefaultFromSibling', 'Default from sibling',
    'A new record (create, defaults, duplicate) whose destination column is empty takes the source column of the last record with the same parent reference: the previous core\'s bottom depth becomes the new top depth.',
    Type.Object({
      parentRefColumn: column('the stored column that holds the parent\'s id: records with the same value are siblings'),
      sourceColumn: column('the sibling\'s column that is copied (stored or calculated)'),
      destinationColumn: column('the writable stored column that takes it')
    })),
  behavior('SiblingsLimit', 'Siblings limit',
    'At most `limit` records may share one parent reference value: one more is refused (422) on create, defaults, duplicate and when an update moves a record.',
    Type.Object({
      parentRefColumn: column('the stored column that holds the parent\'s id'),
      limit: Type.Integer({ minimum: 1, maximum: 2147483647, description: 'the most records with one parent reference value' })
    })),
  behavior('SiblingsLimitFromParent', 'Children limit from parent',
    'As the siblings limit, but the limit is a column of the parent record (a core\'s section_count limits its sections); an empty limit is no limit.',
    Type.Object({
      parentRefColumn: column('the column that refers to the parent model'),
      parentSourceColumn: column('the parent\'s integer column that holds the limit')
    })),
  behavior('SplittableSection', 'Splittable section',
    'A new section gets its whole-round split (type WR, 100 percent, still existing, not sampleable) in the splits model, a child model with the columns type, percent, still_exists and sampleable.',
    Type.Object({
      splitsModel: Type.String({ minLength: 1, maxLength: 127, description: 'the model that holds the splits (name or FullName), e.g. curation_section_split' })
    })),
  behavior('ValidateSplitOriginType', 'Validate origin split type',
    'A section\'s first split must be of type WR (422 on type); a later one that is not WR names, in origin_split_type, the type of a split the section has (422 on origin_split_type).',
    Type.Object({})),
  behavior('CumulativeSectionLength', 'Cumulative section length',
    'Sections need a core with a recovery above 0; the last one (the core\'s last_section) is refused when the section lengths over the core recovery fall outside the ratios (422).',
    Type.Object({
      minRelativeLength: Type.Number({ exclusiveMinimum: 0.8, exclusiveMaximum: 1, description: 'the lowest ratio of the summed section lengths to the core recovery, between 0.80 and 1.00' }),
      maxRelativeLength: Type.Number({ exclusiveMinimum: 1, exclusiveMaximum: 1.2, description: 'the highest ratio, between 1.00 and 1.20' })
    })),
  behavior('CreateUpdateCorebox', 'Create or update core box',
    'When a record is saved with a core box name, the core box of that name in the record\'s hole (model CurationCorebox) is found, or made, and its id stored; an empty name clears the id.',
    Type.Object({
      coreboxNameColumn: column('the string column that holds the name of the core box'),
      coreboxIdColumn: column('the integer column that holds the id of the found or made core box')
    }))
]
