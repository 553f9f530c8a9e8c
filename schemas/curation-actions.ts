import { Type } from '@sinclair/typebox'
import { Id, Int32, MAX_LENGTH, Text } from './bounds.js'
import { MAX_ACTION_RECORDS } from './report-actions.js'

// The JSON bodies of the curation actions on section splits and samples (core/reports/actions: split-section.ts,
// undo-split-section.ts, create-sample-series.ts, undo-sample-series.ts, create-crates.ts). Each takes `preview`:
// answer what would change, write nothing.

const preview = Type.Optional(Type.Boolean({ description: 'true: answer what would change, change nothing' }))
const ids = (description: string, most: number) => Type.Array(Id(), { maxItems: most, description })
const percent = (description: string) => Type.Optional(Type.Number({ minimum: 1, maximum: 99, description }))

/** A split makes two records and changes one: a run splits a third of what one run may touch. */
export const MAX_SPLITS_PER_RUN = Math.floor(MAX_ACTION_RECORDS / 3)

export const SplitSectionBodySchema = Type.Object({
  firstSplitType: Text(MAX_LENGTH.display, { description: 'the type of the first new split (value list SPLIT_TYPE, not WR)' }),
  secondSplitType: Text(MAX_LENGTH.display, { description: 'the type of the second new split (value list SPLIT_TYPE, not WR)' }),
  firstSplitPercent: percent('the share of the split the first new split takes (default 50)'),
  secondSplitPercent: percent('the share of the split the second new split takes (default 50); both add up to 100'),
  splitIds: ids('the splits to split, among those of the records the report names', MAX_SPLITS_PER_RUN),
  preview
}, { additionalProperties: false })

export const UndoSplitSectionBodySchema = Type.Object({
  splitIds: ids('the splits whose splitting is undone (the splits made of them are deleted)', MAX_ACTION_RECORDS),
  preview
}, { additionalProperties: false })

export const CreateSampleSeriesBodySchema = Type.Object({
  interval: Type.Number({ description: 'the distance between the top depths of two samples (cm), at least the sample length + 1' }),
  numberSamples: Int32({ minimum: 1, maximum: MAX_ACTION_RECORDS, description: 'the number of samples to create below the sample' }),
  splitIds: Type.Optional(ids('the split to sample of a section the series crosses (default: its working half, W)', MAX_ACTION_RECORDS)),
  forceSamplingArchive: Type.Optional(Type.Boolean({ description: 'true: archive splits (A) may be sampled' })),
  preview
}, { additionalProperties: false })

export const UndoSampleSeriesBodySchema = Type.Object({
  sampleIds: Type.Optional(ids('the samples of the series to delete (a preview without them lists the series)', MAX_ACTION_RECORDS)),
  preview
}, { additionalProperties: false })

export const CreateCratesBodySchema = Type.Object({
  crateName: Text(MAX_LENGTH.displayName, { description: 'the crate the splits go in: one of the records\' crates, or a new one' }),
  splitIds: ids('the splits to put in the crate: still there and in no crate yet', MAX_ACTION_RECORDS),
  crateMaxWeight: Type.Optional(Type.Number({ exclusiveMinimum: 0, description: 'the most a crate may weigh (kg); kept for the next runs (default 500)' })),
  preview
}, { additionalProperties: false })
