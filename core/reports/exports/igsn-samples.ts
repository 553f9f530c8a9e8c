import type { ApiRecord } from '../related.js'

// The elements of an IGSN registration as mDIS's IgsnXmlReport wrote them for a hole and for a core: SESAR's sample
// fields, in mDIS's order, filled from the record, its hole, site, expedition and program. A field mDIS read from a
// column the installation's models do not have (a project location, a platform...) is written empty, as are those
// mDIS left for the registration to fill (publish date, funding agency, archives); mDIS's "??" placeholders of the
// sample image are written empty too. Where the bundled models name a column otherwise than mDIS's, both are read
// (hole latitude_dec or latitude, ground_level or elevation, comments or comment); the platform is the hole's, else
// its site's.

/** The element names and texts of one sample, in order. */
export type Sample = Array<[string, string]>

export interface Depths { bottom: number | null, topMin: number | null, topMax: number | null }

export interface SampleContext { program: ApiRecord, expedition: ApiRecord, site: ApiRecord, hole: ApiRecord, depths: Depths }

/** The first of `columns` the record has, as text (a list of values joined by ", "); '' when it has none. */
function value (record: ApiRecord, ...columns: string[]): string {
  const column = columns.find(c => c in record)
  if (column === undefined) return ''
  const found = record[column]
  return Array.isArray(found) ? found.join(', ') : String(found ?? '')
}

/** mDIS's date format of a registration: "Y-n-j G:i:s" with the zeros after each colon dropped (2024-5-1 8:0:0). */
export function registrationDate (stored: unknown): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?/.exec(String(stored ?? ''))
  if (parts === null) return ''
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = parts
  const [y, m, d, h, i, s] = [year, month, day, hour, minute, second].map(Number)
  return `${y}-${m}-${d} ${h}:${i}:${s}`
}

/** a number as PHP wrote it (14 significant digits: 6.3 - 0.1 is 6.2) */
const number = (n: number | null): string => n === null ? '' : String(Number(n.toPrecision(14)))

/** Where a sample was taken: the hole's position and the expedition's place, as both samples have them. */
function location ({ hole, expedition }: SampleContext, depths: Depths, dated: Sample): Sample {
  return [
    ['latitude', value(hole, 'latitude_dec', 'latitude')],
    ['longitude', value(hole, 'longitude_dec', 'longitude')],
    ['coordinate_system', 'WGS84'],
    ['elevation', value(hole, 'ground_level', 'elevation')],
    ['elevation_end', number(depths.bottom)],
    ['elevation_unit', 'm'],
    ['elevation_end_unit', 'm'],
    ...dated,
    ['primary_location_type', ''],
    ['primary_location_name', value(expedition, 'project_location')],
    ['location_description', ''],
    ['locality', ''],
    ['locality_description', ''],
    ['country', value(expedition, 'country')],
    ['province', value(expedition, 'state')],
    ['county', value(expedition, 'county')],
    ['city', value(expedition, 'city')],
    ['material', 'rock'],
    ['classification', value(expedition, 'rock_classification')],
    ['field_name', '']
  ]
}

/** How and by whom a sample was collected, as both samples have them. */
function collection ({ program, expedition, site, hole }: SampleContext, length: string): Sample {
  // (mDIS's holes came to have the platform's columns that its sites had had)
  const platform = { ...site, ...hole }
  return [
    ['collection_method', ''],
    ['collection_method_descr', ''],
    ['length', length],
    ['length_unit', 'm'],
    ['sample_comment', ''],
    ['cruise_field_prgrm', `${value(program, 'program')} ${value(expedition, 'expedition')}`],
    ['platform_type', value(platform, 'platform_type')],
    ['platform_name', value(platform, 'platform_name')],
    ['platform_descr', value(platform, 'platform_description')],
    ['operator', value(platform, 'platform_operator')],
    ['funding_agency', ''],
    ['collector', value(expedition, 'chief_scientist', 'chief_scientists')],
    ['collection_start_date', registrationDate(expedition.start_date)],
    ['collection_end_date', registrationDate(expedition.end_date)],
    ['collection_date_precision', 'day'],
    ['current_archive', ''],
    ['current_archive_contact', ''],
    ['original_archive', ''],
    ['original_archive_contact', '']
  ]
}

/** What a sample is: its size unit, age, description and image (the latter left to the registration). */
const description = (expedition: ApiRecord): Sample => [
  ['size_unit', 'm'],
  ['age_unit', ''],
  ['geological_age', value(expedition, 'geological_age')],
  ['geological_unit', ''],
  ['description', ''],
  ['sample_image', ''],
  ['sample_image_path', '']
]

export function holeSample (context: SampleContext): Sample {
  const { program, hole, expedition, depths } = context
  const { topMin, topMax } = depths
  return [
    ['user_code', value(program, 'program')],
    ['sample_type', 'Hole'],
    ['name', value(hole, 'combined_id')],
    ['igsn', value(hole, 'igsn')],
    ['parent_igsn', ''],
    ['comments', value(hole, 'comments', 'comment')],
    ['is_private', '0'],
    ...location(context, depths, []),
    ['depth_min', number(topMin)],
    ['depth_max', number(topMax)],
    ['depth_scale', 'meter below ground level'],
    ['size', number(topMin === null ? null : topMax! - topMin)],
    ...description(expedition),
    ...collection(context, '')
  ]
}

export function coreSample (context: SampleContext, core: ApiRecord): Sample {
  const { program, hole, expedition, depths } = context
  return [
    ['user_code', value(program, 'program')],
    ['sample_type', 'Core'],
    ['name', value(core, 'combined_id')],
    ['igsn', value(core, 'igsn')],
    ['parent_igsn', value(hole, 'igsn')],
    ['is_private', '0'],
    ...location(context, depths, [['sampling_date', registrationDate(core.core_ondeck)]]),
    ['depth_min', value(core, 'top_depth')],
    ['depth_max', value(core, 'bottom_depth')],
    ['depth_scale', 'meter below ground level'],
    ['size', value(core, 'drilled_length')],
    ...description(expedition),
    ...collection(context, value(core, 'drilled_length'))
  ]
}
