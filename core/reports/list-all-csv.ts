import type { ModelDefinition } from '../1-templates/definition.js'
import { csvStream, csvValue } from './csv.js'
import type { Report } from './report.js'
import { reportColumns, selectRecords } from './report-rows.js'

// "Export full records as CSV file" (mDIS layout): the template's structure (Module, Name, Table, ParentModel and a
// table of column definitions), a separator row, then the header of column names and every filtered record.
// The separator is underscores: mDIS's dashes would start a formula in a spreadsheet.

export const COLUMN_DEFINITION_HEADER = ['Name', 'Type', 'Size', 'Required', 'Primary', 'AutoIncrement', 'Label',
  'Description', 'Validator', 'Unit', 'SelectList', 'Calculate', 'DefaultValue']
export const SEPARATOR = '__________'

// Flags as 1/0. In this service the column id is always the primary key and auto-incremented, and only it.
function structure (def: ModelDefinition): unknown[][] {
  const id = (name: string) => name === 'id' ? 1 : 0
  return [
    ['Module', def.module], ['Name', def.name], ['Table', def.table], ['ParentModel', def.parent],
    [],
    COLUMN_DEFINITION_HEADER,
    ...def.columns.map(c => [c.name, c.type, c.size, c.required ? 1 : 0, id(c.name), id(c.name),
      c.label, c.description, c.validator, c.unit, c.selectListName, c.calculate, c.defaultValue]),
    [],
    [SEPARATOR],
    []
  ]
}

export const listAllCsv: Report = {
  name: 'ListAllCsv',
  title: 'Export full records as CSV file',
  model: '.*',
  showInMenu: true,
  type: 'export',
  singleRecord: false,
  choosesColumns: false,
  async render ({ db, model, query }) {
    const columns = reportColumns(model)
    const rows = await selectRecords(db, model, query, record => columns.map(c => csvValue(record[c.name])))
    const head = [...structure(model.definition), columns.map(c => c.name)]
    return { type: 'csv', filename: `${model.name}_full.csv`, body: csvStream(head, rows) }
  }
}
