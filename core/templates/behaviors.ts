// Template behaviors the service understands (GET /cg/api/behaviors, mDIS shape [{behaviorClass, name, parameters}]).
// A template names a behavior by its class; mDIS's namespaced class names and the bare ones both work, since the
// template checks match the end of the name (core/templates/check.ts). Other mDIS behaviors are kept in
// templates but have no effect here.

export interface BehaviorParameter { name: string, type: string, required: boolean, description: string }
export interface Behavior { behaviorClass: string, name: string, description: string, parameters: BehaviorParameter[] }

const NAMESPACE = 'app\\behaviors\\template\\'

export const BEHAVIORS: readonly Behavior[] = [
  {
    behaviorClass: `${NAMESPACE}UniqueCombinationAutoIncrementBehavior`,
    name: 'Unique combination auto increment',
    description: 'Fills a column with the next free number (or letter) among the records that share the search fields, e.g. the next core number inside a hole; a unique index guards it.',
    parameters: [
      { name: 'searchFields', type: 'string[]', required: true, description: 'stored columns that scope the running number, usually the parent reference' },
      { name: 'fieldToFill', type: 'string', required: true, description: 'the integer or string column to fill when a new record leaves it empty' },
      { name: 'useAlphabet', type: 'boolean', required: false, description: 'letters A, B, C ... instead of numbers (holes)' }
    ]
  },
  {
    behaviorClass: `${NAMESPACE}LeadingZerosBehavior`,
    name: 'Leading zeros',
    description: 'Pads the value that names a record inside its parent with zeros in combined_id, e.g. core 3 as 003.',
    parameters: [
      { name: 'length', type: 'integer', required: false, description: 'number of digits, 1 to 12 (default 3)' }
    ]
  }
]
