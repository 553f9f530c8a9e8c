import { NotFound } from '../shared/errors.js'
import { igsnParts, igsnTag } from '../2-model/identifiers.js'
import type { ModelRegistry } from '../3-registry/model-registry.js'
import type { ApiRecord, Records } from '../5-records/records.js'

// mDIS's find-igsn: the record that holds an IGSN. An IGSN the service assigned names its record twice over: the
// object tag picks the models that give it (e.g. C: cores) and the code after it is the record's id, so the lookup
// reads records by id (no scan, no index on igsn) and then compares the stored IGSN.

export interface FoundIgsn { model: string, id: number, record: ApiRecord }

export async function findIgsn (registry: ModelRegistry, records: Records, text: string, canView: (model: string) => boolean): Promise<FoundIgsn> {
  const igsn = text.toUpperCase()
  const parts = igsnParts(igsn)
  if (parts !== null) {
    for (const model of registry.list()) {
      if (!model.queries.fields.has('igsn') || igsnTag(model.definition) !== parts.tag || !canView(model.name)) continue
      const record = await records.find(model, parts.id)
      if (record !== undefined && record.igsn === igsn) return { model: model.name, id: parts.id, record }
    }
  }
  // (models the caller may not view are not searched: their records stay unknown to them)
  throw new NotFound(`No record holds the IGSN ${igsn}.`)
}
