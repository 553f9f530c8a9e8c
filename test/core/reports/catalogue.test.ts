import t from 'tap'
import { BUILT_IN, Reports } from '../../../core/reports/catalogue.js'
import type { Report } from '../../../core/reports/report.js'

// Printers as mDIS's params['printers']: a report's own, else the default; only a printable report goes to one.

const label = (name: string, singleRecord: Report['singleRecord']): Report => ({
  name, title: name, model: 'cores', showInMenu: true, singleRecord, type: 'report', printable: true, choosesColumns: false,
  render: async () => ({ type: 'pdf', body: Buffer.from('%PDF') })
})

t.test('a printable report goes to its own printer, else the default', async t => {
  // (the built-in labels left out: their own tests are test/plugins/routes/reports/labels.test.ts and print.test.ts;
  // and those of some models only, whose own tests list them)
  const reports = [...BUILT_IN.filter(r => r.printable !== true && r.model === '.*'), label('CoreLabel', 'either'), label('BoxLabel', false)]
  const printing = new Reports(reports, { default: 'office', CoreLabel: 'zebra@rig-printer:631' })
  t.equal(printing.printerFor(printing.get('CoreLabel')!), 'zebra@rig-printer:631')
  t.equal(printing.printerFor(printing.get('BoxLabel')!), 'office')
  t.equal(printing.printerFor(printing.get('List')!), undefined, 'a page is not printed directly')
  const { single, multiple } = printing.descriptors('cores')
  t.same(single.map(d => [d.name, d.directPrint, d.canAutoPrint]), [['Details', false, false], ['BatchEdit', false, false], ['BatchDelete', false, false], ['CoreLabel', true, true]])
  t.same(single.map(d => d.parameters === null ? null : Object.keys(d.parameters.properties as object)), [null, ['set', 'operations', 'ids', 'preview'], ['recursive', 'ids', 'preview'], null],
    'an action declares its parameters (as JSON schema), a report none')
  t.notOk(JSON.stringify(single[1].parameters).includes('TypeBox'), 'plain JSON schema')
  t.same(multiple.filter(d => d.directPrint).map(d => [d.name, d.canAutoPrint]), [['CoreLabel', false], ['BoxLabel', false]],
    'printed for many records, never after a save')

  const own = new Reports(reports, { CoreLabel: 'zebra' })
  t.same([own.printerFor(own.get('CoreLabel')!), own.printerFor(own.get('BoxLabel')!)], ['zebra', undefined], 'no default: only its own')
  t.notOk(new Reports(reports).descriptors('cores').single.some(d => d.directPrint), 'no printers: nothing prints directly')
})
