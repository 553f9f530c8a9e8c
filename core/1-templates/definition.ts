import type { ColumnType, Template } from '../../schemas/template.js'

// A template after checking: names resolved, defaults filled in, mDIS variants reduced to one shape.
// The compiler (core/2-model) works only from this; the raw template is kept for storage and cg answers.

export interface ColumnDefinition {
  name: string
  type: ColumnType
  /** maximum length of string columns */
  size: number | null
  required: boolean
  label: string
  description: string | null
  unit: string | null
  validator: string | null
  validatorMessage: string | null
  selectListName: string | null
  defaultValue: string | number | null
  calculate: string | null
  pseudoCalc: string | null
  copyOnDuplicate: boolean
  /** false for pseudo and many_to_many columns, which have no table column */
  stored: boolean
}

export interface IndexDefinition {
  /** the physical index name, derived from table and template key, safe for SQL */
  name: string
  unique: boolean
  columns: string[]
  /** an index of the one column's text folded to lower case (text_pattern_ops): prefix search in any letter case (core/2-model/pick-list.ts) */
  prefix?: true
}

/** UniqueCombinationAutoIncrementBehavior: `column` gets the next free value inside `scope`. */
export interface RunningNumber {
  column: string
  scope: string[]
  alphabet: boolean
}

/** DefaultFromOtherColumnBehavior: an empty `target` takes `source`'s value on save. */
export interface CopyDefault { source: string, target: string }
/** DefaultFromSiblingBehavior: a new record's empty `target` takes `source` of the last record with the same `scope`. */
export interface SiblingDefault { scope: string, source: string, target: string }
/**
 * SiblingsLimit(FromParent)Behavior: at most `limit` records (or the parent's `parentColumn` value) share one
 * `scope` value.
 */
export interface SiblingsLimit { scope: string, limit: number | null, parentColumn: string | null }

/** CumulativeSectionLengthBehavior: the last section's lengths over the core's recovery stay within these ratios. */
export interface CumulativeLength { min: number, max: number }

/** CreateUpdateCoreboxBehavior: `nameColumn` names a core box of the record's hole, whose id `idColumn` holds. */
export interface CoreboxRule { nameColumn: string, idColumn: string }

/** The behaviors that fill, limit or check values, beyond the running number and leading zeros. */
export interface BehaviorRules {
  copyDefaults: CopyDefault[]
  siblingDefaults: SiblingDefault[]
  siblingsLimits: SiblingsLimit[]
  /** SplittableSectionBehavior: a new record gets a whole-round split (type WR) in this model (name or FullName) */
  splitsModel: string | null
  /** ValidateSplitOriginTypeBehavior: a parent's first split is WR; later ones name an existing split as origin */
  splitOrigin: boolean
  cumulativeLength: CumulativeLength | null
  corebox: CoreboxRule | null
}

/**
 * An n:m relation (mDIS relationType nm): the many_to_many `column` holds the ids of related records, kept as rows of
 * the `connection` table (`<owner table>_<related table>`, columns record_id and related_id, made when both models
 * exist). The owner is the template without oppositionRelation; the related model reads the same rows reversed.
 */
export interface LinkRelation {
  column: string
  relatedTable: string
  connection: string
  /** the connection column holding this model's ids; the other one holds the related ids */
  own: 'record_id' | 'related_id'
  /** the related model's column that names a record in forms */
  displayColumn: string | null
}

/** A 1:n relation (mDIS relationType 1n): the stored integer `column` holds the id of a record of `foreignTable`. */
export interface ReferenceRelation { column: string, foreignTable: string, displayColumn: string | null }

export interface ModelDefinition {
  /** the API name, used in ?name= */
  name: string
  module: string
  table: string
  /** mDIS FullName when the template has one (e.g. CoreCore) */
  fullName: string | null
  /** API name of the parent model */
  parent: string | null
  /** the column referring to the parent's id */
  parentColumn: string | null
  /** the column naming a record inside its parent (combined_id part) */
  nameAttribute: string | null
  columns: ColumnDefinition[]
  indices: IndexDefinition[]
  runningNumber: RunningNumber | null
  /** LeadingZerosBehavior: zero-pad the name attribute in combined_id */
  leadingZeros: number | null
  behaviors: BehaviorRules
  links: LinkRelation[]
  references: ReferenceRelation[]
  /** the raw template as stored in the template area */
  template: Template
}

export const ARCHIVE_LEVELS = ['expedition', 'site', 'hole', 'core', 'section'] as const
