import t from 'tap'
import { strToU8, zipSync } from 'fflate'
import writeExcelFile from 'write-excel-file/node'
import { readWorkbook } from '../../../core/5-records/import-xlsx.js'
import { lie } from '../../helpers/zips.js'

// How an import reads an XLSX workbook (core/5-records/import-xlsx.ts): the rows of one sheet, line for line, and
// the answers to a file that is none, a sheet it has not, and a workbook that unpacks to too much.

const MB = 1024 * 1024
/** what a read gives: the rows, or the error's status and message */
const read = async (file: Uint8Array, sheet?: string, unpacked = MB) => {
  try {
    return await readWorkbook(file, sheet, { unpacked })
  } catch (error) {
    return [(error as { statusCode: number }).statusCode, (error as Error).message]
  }
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
/**
 * A workbook built by hand from its minimal parts, for what write-excel-file does not write: formulas with their
 * cached value, a date style on any number. Each sheet is given by the XML of its rows; style 1 is a date.
 */
function handMade (sheets: Record<string, string>, extra: Record<string, Uint8Array> = {}): Buffer {
  const names = Object.keys(sheets)
  const parts: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>'),
    'xl/workbook.xml': strToU8(`<?xml version="1.0"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets>${names.map((name, i) => `<sheet name="${name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`),
    'xl/_rels/workbook.xml.rels': strToU8(`<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${names.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}<Relationship Id="styles" Type="${REL}/styles" Target="styles.xml"/></Relationships>`),
    'xl/styles.xml': strToU8(`<?xml version="1.0"?><styleSheet xmlns="${NS}"><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/></cellXfs></styleSheet>`)
  }
  names.forEach((name, i) => { parts[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(`<?xml version="1.0"?><worksheet xmlns="${NS}"><sheetData>${sheets[name]}</sheetData></worksheet>`) })
  return Buffer.from(zipSync({ ...parts, ...extra }))
}

t.test('the rows of the first sheet: text as written, numbers, booleans, dates as the API takes them, null for empty', async t => {
  const file = await writeExcelFile([
    {
      sheet: 'Samples',
      data: [
        ['Label', 'Top Depth (m)', 'Oriented', 'Taken', 'Logged'],
        [' S1 ', 3.5, true, { value: new Date('2024-03-05T00:00:00Z'), format: 'yyyy-mm-dd' }, { value: new Date('2024-03-05T13:45:30Z'), format: 'yyyy-mm-dd hh:mm:ss' }],
        [null, null, null, null, null],
        ['S2', null, false, null, null],
        [null, null, null, null, null]
      ]
    },
    { sheet: 'Other', data: [['x', 1]] }
  ]).toBuffer()
  t.same(await read(file), [
    ['Label', 'Top Depth (m)', 'Oriented', 'Taken', 'Logged'],
    [' S1 ', 3.5, true, '2024-03-05', '2024-03-05 13:45:30'],
    [null, null, null, null, null],
    ['S2', null, false, null, null]
  ], 'row i is line i + 1: an empty row between stays, empty rows at the end go; text keeps its spaces, as in a CSV')
  t.same(await read(file, 'Other'), [['x', 1]], 'sheet= by name')
  t.same(await read(file, '2'), [['x', 1]], 'or by its position')
})

t.test('formulas give their cached value; a date style on any number gives a date; empty lines above stay', async t => {
  const file = handMade({
    Data: '<row r="2"><c r="B2"><f>1+2</f><v>3</v></c><c r="C2" t="str"><f>"a"&amp;"b"</f><v>ab</v></c><c r="D2" t="e"><f>1/0</f><v>#DIV/0!</v></c>' +
      '<c r="E2" s="1"><v>45356.5</v></c><c r="F2" s="1"><v>45356.99999999</v></c></row>'
  }, { 'xl/media/image1.png': new Uint8Array(5 * MB) })
  t.same(await read(file), [
    [null, null, null, null, null, null],
    [null, 3, 'ab', null, '2024-03-05 12:00:00', '2024-03-06']
  ], 'line 1 is empty and stays; an error of a formula is an empty cell; a time to the nearest second')
  t.same(await read(handMade({ Data: '<row r="1"><c r="A1" s="1"><v>1e12</v></c></row>' })),
    [400, 'The cell in line 1, column 1 of the sheet holds a date outside the years 1 to 9999.'])
  t.same(await read(handMade({ Data: '<row r="1"><c r="A1"><v>1</v></c><c r="B1" s="1"><v>3000000</v></c></row>' })),
    [400, 'The cell in line 1, column 2 of the sheet holds a date outside the years 1 to 9999.'])
})

t.test('a sheet it has not: 422 naming the sheets there are; a name goes before a position', async t => {
  const file = handMade({ Samples: '<row r="1"><c r="A1"><v>1</v></c></row>', 1: '<row r="1"><c r="A1"><v>2</v></c></row>' })
  t.same(await read(file, '1'), [[2]], 'the sheet named "1", not the first one')
  for (const sheet of ['Cores', '3', '0']) {
    await t.rejects(readWorkbook(file, sheet, { unpacked: MB }), {
      statusCode: 422,
      errors: [{ field: 'sheet', message: `The workbook has no sheet "${sheet}"; its sheets are "1", "Samples".` }]
    }, `no sheet ${sheet}`)
  }
  t.same(await read(handMade({})), [400, 'The file is no XLSX workbook: it has no sheets.'])
})

t.test('a file that is no XLSX workbook: 400 saying why', async t => {
  t.same(await read(Buffer.from('Label,Depth\nS1,3\n')), [400, 'The file is no XLSX workbook: it is not a zip archive.'])
  t.same(await read(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])),
    [400, 'The file is no XLSX workbook: it is an Excel 97-2003 (.xls) file; save it as .xlsx.'])
  t.same(await read(Buffer.from(zipSync({ 'README.md': strToU8('hello') }))),
    [400, 'The file is no XLSX workbook: "xl/_rels/workbook.xml.rels" file not found inside the `.xlsx` file.'], 'a zip of something else')
  t.same(await read(handMade({ Data: '<row r="1"><c r="A1"><v>1</v></row>' })),
    [400, 'The file is no XLSX workbook: closing tag mismatch.'], 'a sheet that is no XML')

  const broken = handMade({ Data: '<row r="1"><c r="A1"><v>1</v></c></row>'.repeat(200) })
  const sheetAt = broken.indexOf('xl/worksheets/sheet1.xml')
  broken[sheetAt + 'xl/worksheets/sheet1.xml'.length] = 0xff
  t.same(await read(broken), [400, 'The file is no XLSX workbook: its part xl/worksheets/sheet1.xml cannot be unpacked (invalid block type).'])
  const truncated = Buffer.from(zipSync({ 'xl/workbook.xml': strToU8('<workbook/>') }, { level: 0 }))
  truncated.writeUInt32LE(0x7fffffff, 18)
  t.same(await read(truncated), [400, 'The file is no XLSX workbook: it is no readable zip archive (invalid zip data).'])
})

t.test('a workbook is inflated only as far as the limit goes, whatever its headers declare', async t => {
  const bomb = handMade({ Data: ' '.repeat(5 * MB) })
  t.ok(bomb.length < 64 * 1024, 'a sheet of five megabytes of spaces, deflated to a few kilobytes')
  const tooLarge = [413, `The workbook unpacks to more than ${MB} bytes.`]
  t.same(await read(bomb), tooLarge)
  t.same(await read(lie(bomb, 10)), tooLarge, 'headers that declare 10 bytes')
  const cut = bomb.subarray(0, bomb.indexOf('xl/worksheets/sheet1.xml') + 4096)
  t.same(await read(cut), tooLarge, 'cut short after 4 KB: what lies past the limit is never read')
  const spaced = handMade({ Data: Array.from({ length: 50 }, (_, i) => `${' '.repeat(100 * 1024)}<row r="${i + 1}"/>`).join('') })
  t.ok(spaced.length < 64 * 1024, 'five megabytes of spaces between empty rows, deflated to a few kilobytes')
  t.same(await read(spaced), tooLarge)
  t.same(await read(spaced, undefined, 6 * MB), [], 'within a larger limit it reads (empty rows)')
})

t.test('a sheet with a text or tag longer than any a spreadsheet program writes: 400, before the library spends a minute on it', async t => {
  const huge = (text: string) => handMade({ Data: `<row r="1"><c r="A1" t="inlineStr"><is><t>${text}</t></is></c></row>` })
  const message = 'The file is no XLSX workbook: its part xl/worksheets/sheet1.xml holds a text or tag of more than 262144 bytes (an Excel cell holds at most 32,767 characters).'
  t.same(await read(huge('a'.repeat(2 * MB)), undefined, 6 * MB), [400, message])
  t.same(await read(handMade({ Data: ' '.repeat(5 * MB) }), undefined, 6 * MB), [400, message], 'spaces too')
  t.same(await read(huge('&amp;'.repeat(32767))), [['&'.repeat(32767)]], 'the longest cell Excel holds, escaped, is read')
})
