import t from 'tap'
import { readTable, type ImportRow, type ImportTable } from '../../../core/5-records/import-table.js'
import { bundledTemplate, registryOf } from '../../helpers/models.js'

// How an import reads a file's cells (core/5-records/import-table.ts): each column's type as the API's JSON writes it.

/** Every row of a table, its parts read one after the other. */
async function allRows (table: ImportTable, size = 2): Promise<ImportRow[]> {
  const rows: ImportRow[] = []
  for await (const part of table.parts(size)) rows.push(...part)
  return rows
}

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
  const table = await readTable(model, { format: 'csv', bytes }, { ignoreUnknown: false, rowLimit: 10, unpacked: 1000 })
  const rows = await allRows(table)
  t.same(table.errors, [])
  t.same(rows, [
    { line: 2, cells: { label: 'S1', tags: ['a', 'b'], home_site_id: 4, hole_ids: [3, 5, 'x'] } },
    { line: 3, cells: { label: 'S2' } }
  ])
})

t.test('dates as mDIS writes them: m/d/Y, d.m.Y (with a time or not) and unix time; others as they are', async t => {
  const logs = { name: 'logs', module: 'Curation', columns: { taken: { type: 'date', label: 'Taken' }, logged: { type: 'dateTime', label: 'Logged' } } }
  const model = registryOf([logs]).get('logs')!
  const bytes = Buffer.from([
    'Taken;Logged',
    '3/5/2024;3/5/2024 8:05',
    '05.03.2024;5.3.2024 13:45:30',
    '1709641530;1709641530',
    '2024-03-05;2024-03-05 13:45:30',
    '13/45/2024;yesterday'
  ].join('\n'))
  const rows = await allRows(await readTable(model, { format: 'csv', bytes }, { ignoreUnknown: false, rowLimit: 10, unpacked: 1000 }))
  t.same(rows.map(r => [r.cells.taken, r.cells.logged]), [
    ['2024-03-05', '2024-03-05 08:05:00'],
    ['2024-03-05', '2024-03-05 13:45:30'],
    ['2024-03-05', '2024-03-05 12:25:30'],
    ['2024-03-05', '2024-03-05 13:45:30'],
    ['2024-13-45', 'yesterday']
  ], 'a month that is none stays one, for the create to refuse')
})
