import t from 'tap'
import { readTable } from '../../../core/5-records/import-table.js'
import { bundledTemplate, registryOf } from '../../helpers/models.js'

// How an import reads a file's cells (core/5-records/import-table.ts): each column's type as the API's JSON writes it.

t.test('cells typed by their column: numbers, references, lists, n:m ids; blank header cells and blank cells skipped', async t => {
  const samples = {
    name: 'samples',
    module: 'Curation',
    columns: {
      label: { type: 'string', size: 40, label: 'Sample Label' },
      tags: { type: 'string_multiple', size: 200, label: 'Tags' },
      home_site_id: { type: 'one_to_many', label: 'Home Site', displayColumn: 'site_name', relatedTable: 'sites' },
      hole_ids: { type: 'many_to_many', label: 'Holes', displayColumn: 'hole', relatedTable: 'holes' }
    },
    relations: {
      samples__holes__hole_ids__nm: { relationType: 'nm', relatedTable: 'holes', localColumns: ['hole_ids'], displayColumns: ['hole'] },
      samples__sites__home_site_id__1n: { relationType: '1n', foreignTable: 'sites', localColumns: ['home_site_id'], foreignColumns: ['id'], displayColumns: ['site_name'] }
    }
  }
  const model = registryOf([...['programs', 'expeditions', 'sites', 'holes'].map(bundledTemplate), samples]).get('samples')!
  const bytes = Buffer.from('sample label,,TAGS,Home Site,holes\nS1,ignored,a; b;,4,"3, 5;x"\nS2,,,,\n')
  const { rows, errors } = await readTable(model, { format: 'csv', bytes }, { ignoreUnknown: false, rowLimit: 10, unpacked: 1000 })
  t.same(errors, [])
  t.same(rows, [
    { line: 2, cells: { label: 'S1', tags: ['a', 'b'], home_site_id: 4, hole_ids: [3, 5, 'x'] } },
    { line: 3, cells: { label: 'S2' } }
  ])
})
