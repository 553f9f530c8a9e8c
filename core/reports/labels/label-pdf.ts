import { Readable } from 'node:stream'
import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'

// The PDF of the label reports: one page per label of mDIS's label size, 104 × 56 mm. On top the expedition and what
// the label is of, the record's combined id in large letters, then the QR code of its IGSN on the left and a few
// lines of values on the right. Text is set in the PDF standard fonts (Helvetica), which cover Windows-1252 (WinAnsi):
// a character outside it is printed as "?" (control characters as a space), so a label never shows a wrong glyph.
// Pages are drawn as the reader takes them: one page in memory at a time.

export const LABEL_SIZE_MM = { width: 104, height: 56 } as const

export interface Label {
  /** the top line, e.g. the expedition's acronym */
  heading: string
  /** under it: what the label is of, e.g. "Hole A - Core" */
  subheading: string
  /** the record's combined id, the largest text */
  title: string
  /** what the QR code holds (the IGSN); empty: the label has no code */
  code: string
  /** the lines right of the code, e.g. "IGSN: ICDP5065EC10001" */
  lines: string[]
  /** a letter in a circle in the top right corner (a core box label's T or B end) */
  mark?: { letter: string, filled: boolean }
}

const PT = 72 / 25.4
const mm = (value: number): number => value * PT
const WIDTH = mm(LABEL_SIZE_MM.width)
const HEIGHT = mm(LABEL_SIZE_MM.height)
const MARGIN = mm(3)
const QR_SIZE = mm(27)
const LINES_X = MARGIN + QR_SIZE + mm(3)
const LINE_HEIGHT = mm(4.4)
// the corners stay free for the mark
const HEADING_WIDTH = WIDTH - 2 * MARGIN - mm(20)
// longer values are cut before they are measured (they are cut to the label's width anyway)
const MEASURED = 200

// Windows-1252 beyond Latin-1 (0x80-0x9F), which the standard fonts also have
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

/** A value as the standard fonts print it: lists joined with "; ", null as nothing, other characters as "?". */
export function pdfText (value: unknown): string {
  const text = Array.isArray(value) ? value.join('; ') : String(value ?? '')
  return [...text.normalize('NFC')].map(ch => {
    const code = ch.codePointAt(0)!
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return ' '
    return code <= 0xff || WIN_ANSI_EXTRA.has(ch) ? ch : '?'
  }).join('')
}

/** `text` in the current font at `size`, made smaller (down to `min`) and then cut (…) to fit `width`. */
function fit (doc: PDFKit.PDFDocument, text: string, width: number, size: number, min: number): string {
  let cut = text.slice(0, MEASURED)
  let current = size
  doc.fontSize(current)
  while (current > min && doc.widthOfString(cut) > width) {
    current -= 0.5
    doc.fontSize(current)
  }
  if (doc.widthOfString(cut) <= width) return cut
  while (doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1)
  return `${cut}…`
}

function line (doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, font: string, size: number, min: number, align: 'left' | 'center'): void {
  doc.font(font)
  const fitted = fit(doc, pdfText(text), width, size, min)
  // (the height keeps pdfkit from ever continuing the text on a new page)
  doc.text(fitted, x, y, { width, height: size * 1.5, align, lineBreak: false })
}

/** The QR code of `code` as a PNG, or why there is none. */
async function qrCode (code: string): Promise<Buffer | string> {
  if (code === '') return 'no IGSN'
  try {
    return await QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'H', margin: 2, scale: 4 })
  } catch {
    return 'too long for a QR code'
  }
}

function drawMark (doc: PDFKit.PDFDocument, mark: NonNullable<Label['mark']>): void {
  const r = mm(4)
  const cx = WIDTH - MARGIN - r
  const cy = MARGIN + r
  doc.lineWidth(1.2).circle(cx, cy, r)
  if (mark.filled) doc.fillAndStroke('black', 'black')
  else doc.stroke('black')
  doc.fillColor(mark.filled ? 'white' : 'black')
  line(doc, mark.letter, cx - r, cy - 7, 2 * r, 'Helvetica-Bold', 14, 14, 'center')
  doc.fillColor('black')
}

async function drawLabel (doc: PDFKit.PDFDocument, label: Label): Promise<void> {
  const qr = await qrCode(label.code)
  doc.addPage()
  const headingX = (WIDTH - HEADING_WIDTH) / 2
  line(doc, label.heading, headingX, MARGIN, HEADING_WIDTH, 'Helvetica-Bold', 13, 8, 'center')
  line(doc, label.subheading, headingX, MARGIN + mm(6), HEADING_WIDTH, 'Helvetica', 8, 6, 'center')
  line(doc, label.title, MARGIN, MARGIN + mm(10.5), WIDTH - 2 * MARGIN, 'Helvetica-Bold', 16, 8, 'center')
  const top = HEIGHT - MARGIN - QR_SIZE
  if (typeof qr === 'string') line(doc, qr, MARGIN, top + QR_SIZE / 2 - 4, QR_SIZE, 'Helvetica', 7, 5, 'center')
  else doc.image(qr, MARGIN, top, { width: QR_SIZE, height: QR_SIZE })
  label.lines.forEach((text, i) => line(doc, text, LINES_X, top + mm(1) + i * LINE_HEIGHT, WIDTH - MARGIN - LINES_X, 'Helvetica', 8, 6, 'left'))
  if (label.mark !== undefined) drawMark(doc, label.mark)
}

/** The labels as a PDF document, a page each; `title` is the document's title. */
export function labelPdf (title: string, labels: readonly Label[]): Readable {
  const doc = new PDFDocument({ size: [WIDTH, HEIGHT], margin: 0, autoFirstPage: false, info: { Title: pdfText(title), Creator: 'Record Service' } })
  // pdfkit writes each page out when the next one begins (and the rest at end()); read() takes what it wrote
  function * written (): Generator<Buffer> {
    let chunk: Buffer | null
    while ((chunk = doc.read() as Buffer | null) !== null) yield chunk
  }
  async function * pages (): AsyncGenerator<Buffer> {
    for (const label of labels) {
      await drawLabel(doc, label)
      yield * written()
    }
    doc.end()
    yield * (doc as unknown as AsyncIterable<Buffer>)
  }
  return Readable.from(pages(), { objectMode: false })
}
