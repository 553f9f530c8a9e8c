import { buffer } from 'node:stream/consumers'
import t from 'tap'
import { labelPdf, pdfText, type Label } from '../../../../core/reports/labels/label-pdf.js'
import { readLabels } from '../../../helpers/label-pdf.js'

// The label PDF itself: a page per label of 104 × 56 mm, the QR code of the code, the text as the standard fonts
// can print it.

const label = (values: Partial<Label>): Label =>
  ({ heading: 'DEEP', subheading: 'Hole A - Core', title: '5065_1_A_1', code: 'ICDP5065EC10001', lines: ['IGSN: ICDP5065EC10001'], ...values })

t.test('text outside the standard fonts\' characters', async t => {
  t.equal(pdfText('Müller, 5 °C, 3 µm, œ – “Zoë” €'), 'Müller, 5 °C, 3 µm, œ – “Zoë” €', 'Windows-1252 is kept')
  t.equal(pdfText('Δ 10 ≤ 12 → 北京 😀'), '? 10 ? 12 ? ?? ?', 'anything else is a question mark, one per character')
  t.equal(pdfText('e\u0301'), 'é', 'composed where it can be')
  t.equal(pdfText('a\tb\nc\u0085d'), 'a b c d', 'control characters are spaces')
  t.equal(pdfText(['A', 'B']), 'A; B')
  t.equal(pdfText(null), '')
})

t.test('a page per label: size, text, QR code', async t => {
  const pdf = await buffer(labelPdf('Print Core QR code', [
    label({}),
    label({ title: '5065_1_A_2', code: 'ICDP5065EC20001', lines: ['Curator: Ærøskøbing Δ', 'IGSN: ICDP5065EC20001'] })
  ]))
  t.match(pdf.subarray(0, 8).toString(), /^%PDF-1\.\d/)
  const pages = await readLabels(pdf)
  t.same(pages.map(p => p.size), [[104, 56], [104, 56]])
  t.same(pages[0], { size: [104, 56], text: ['DEEP', 'Hole A - Core', '5065_1_A_1', 'IGSN: ICDP5065EC10001'], codes: ['ICDP5065EC10001'] })
  t.same(pages[1].text.slice(2), ['5065_1_A_2', 'Curator: Ærøskøbing ?', 'IGSN: ICDP5065EC20001'])
  t.same(pages[1].codes, ['ICDP5065EC20001'])
})

t.test('what does not fit', async t => {
  const long = 'x'.repeat(3000)
  const pages = await readLabels(await buffer(labelPdf('Labels', [
    label({ code: '', title: `5065_1_A_${'9'.repeat(40)}`, lines: [`Remarks: ${'very long '.repeat(40)}`] }),
    label({ code: long }),
    label({ code: 'ICDP5065EC10001', mark: { letter: 'T', filled: true } }),
    label({ code: 'ICDP5065EC10001', mark: { letter: 'B', filled: false } })
  ])))
  t.equal(pages.length, 4)
  t.same([pages[0].codes, pages[0].text.includes('no IGSN')], [[], true], 'no code: none drawn, and the label says so')
  t.match(pages[0].text[2], /^5065_1_A_9+$/, 'a long title is set smaller')
  t.match(pages[0].text[4], /^Remarks: (very long )+.*…$/, 'a line too long is cut')
  t.same([pages[1].codes, pages[1].text.includes('too long for a QR code')], [[], true], 'a code no QR code holds')
  t.same([pages[2].text.at(-1), pages[3].text.at(-1)], ['T', 'B'], 'the corner marks')
  t.same([pages[2].codes, pages[3].codes], [['ICDP5065EC10001'], ['ICDP5065EC10001']])
})
