import { api, named } from '../../api/client'
import type { ApiRecord } from '../../api/types'

// The places a map of sites and holes shows: every site and hole with both a latitude and a longitude (the data
// API's records, read a page of at most 1000 of each), named by their combined id ("5065_1_A") and their own name.

export type PlaceKind = 'site' | 'hole'

export interface Place {
  kind: PlaceKind
  id: number
  /** the combined id, or the id when there is none */
  name: string
  /** the site's or hole's own name, '' for none */
  title: string
  latitude: number
  longitude: number
}

const SOURCES: Array<{ kind: PlaceKind, model: string, title: string }> = [
  { kind: 'site', model: 'sites', title: 'site_name' },
  { kind: 'hole', model: 'holes', title: 'hole_name' }
]
const PER_PAGE = 1000

const coordinate = (value: unknown, bound: number): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= bound ? n : null
}

function placeOf (kind: PlaceKind, title: string, record: ApiRecord): Place | null {
  const latitude = coordinate(record.latitude, 90)
  const longitude = coordinate(record.longitude, 180)
  if (latitude === null || longitude === null) return null
  const id = Number(record.id)
  const name = typeof record.combined_id === 'string' && record.combined_id !== '' ? record.combined_id : String(id)
  return { kind, id, name, title: typeof record[title] === 'string' ? record[title] as string : '', latitude, longitude }
}

/** The sites and holes with coordinates; or the service's error answer. */
export async function loadPlaces (): Promise<{ places: Place[] } | { error: unknown }> {
  const places: Place[] = []
  for (const { kind, model, title } of SOURCES) {
    const fields = ['id', 'combined_id', title, 'latitude', 'longitude'].join(',')
    const { data, error } = await api.GET('/api/v1/form', { params: { query: { ...named(model), 'per-page': PER_PAGE, sort: 'combined_id', fields } } })
    if (data === undefined) return { error }
    for (const record of data.items) {
      const place = placeOf(kind, title, record)
      if (place !== null) places.push(place)
    }
  }
  return { places }
}

/** How a place reads: "Site 5065_1 (North), 52.38° N, 13.06° E". */
export function placeLabel (place: Place): string {
  const lat = `${Math.abs(place.latitude)}° ${place.latitude < 0 ? 'S' : 'N'}`
  const lon = `${Math.abs(place.longitude)}° ${place.longitude < 0 ? 'W' : 'E'}`
  const kind = place.kind === 'site' ? 'Site' : 'Hole'
  return `${kind} ${place.name}${place.title === '' ? '' : ` (${place.title})`}, ${lat}, ${lon}`
}
