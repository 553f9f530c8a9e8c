import PDFDocument from 'pdfkit'

// A table as a PDF, as mDIS's PDF reports printed theirs (mPDF, A4 landscape): on every page the report's head (a
// title and lines under it) and the table's column heads; rows that break across pages between rows; "Page n" at
// the foot. Text is set in Helvetica, which covers Windows-1252 (WinAnsi): another character is printed as "?", so
// no wrong glyph is shown. A cell's text wraps within its width and is cut after MAX_CELL characters, so that a
// row always fits on a page.

export interface PdfColumn {
  label: string
  /** the column's share of the width (relative to the others) */
  width: number
  /** the colour of its head */
  fill: string
}

/** A cell over `span` columns, in grey (mDIS: "3 Section/s"); an empty one has no border. */
export interface PdfSpan { text: string, span: number }
export type PdfCell = string | PdfSpan

export interface PdfTable {
  title: string
  /** under the title, on every page */
  lines: string[]
  columns: PdfColumn[]
  /** the rows; an empty row is a gap between groups of rows */
  rows: PdfCell[][]
}

const MARGIN = 28
const PAD = 2.5
const SIZE = 7
const GAP = 6
/** room for "Page n" */
const FOOT = 16
const MAX_CELL = 400

const WIN_ANSI_BEYOND_LATIN1 = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'

/** Text Helvetica can show: tabs and carriage returns as spaces, other characters outside WinAnsi as "?". */
export function winAnsi (text: string): string {
  return text.replace(/[\t\r]/g, ' ').replace(/[^\n\x20-\x7e\xa0-\xff]/gu, c => WIN_ANSI_BEYOND_LATIN1.includes(c) ? c : '?')
}

const cut = (text: string): string => text.length > MAX_CELL ? `${text.slice(0, MAX_CELL)}...` : text

interface Placed { text: string, x: number, width: number, muted: boolean }

export async function tablePdf (table: PdfTable): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, bufferPages: true, info: { Title: winAnsi(table.title) } })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<Buffer>(resolve => doc.on('end', () => resolve(Buffer.concat(chunks))))
  const width = doc.page.width - 2 * MARGIN
  const bottom = doc.page.height - MARGIN - FOOT
  const total = table.columns.reduce((sum, c) => sum + c.width, 0)
  const edges = [MARGIN]
  for (const column of table.columns) edges.push(edges.at(-1)! + column.width / total * width)

  const place = (row: readonly PdfCell[]): Placed[] => {
    let at = 0
    return row.map(cell => {
      const span = typeof cell === 'string' ? 1 : cell.span
      const placed = { text: cut(winAnsi(typeof cell === 'string' ? cell : cell.text)), x: edges[at], width: edges[at + span] - edges[at], muted: typeof cell !== 'string' }
      at += span
      return placed
    })
  }
  const heightOf = (cells: readonly Placed[]): number => 2 * PAD + Math.max(doc.currentLineHeight(true), ...cells.map(c =>
    // measuring wrapped text is slow: most cells are one line
    doc.widthOfString(c.text) <= c.width - 2 * PAD && !c.text.includes('\n') ? 0 : doc.heightOfString(c.text, { width: c.width - 2 * PAD })))
  const write = (c: Placed, y: number): void => {
    doc.text(c.text, c.x + PAD, y + PAD, { width: c.width - 2 * PAD })
  }

  /** the page's head and the column heads; where the rows begin */
  const pageHead = (): number => {
    doc.font('Helvetica-Bold').fontSize(13).fillColor('black').text(winAnsi(table.title), MARGIN, MARGIN, { width })
    doc.font('Helvetica').fontSize(8)
    for (const line of table.lines) doc.text(winAnsi(line), { width })
    const y = doc.y + GAP
    doc.font('Helvetica-Bold').fontSize(SIZE)
    const heads = place(table.columns.map(c => c.label))
    const height = heightOf(heads)
    heads.forEach((c, i) => {
      doc.rect(c.x, y, c.width, height).fillAndStroke(table.columns[i].fill, '#999')
      doc.fillColor('black')
      write(c, y)
    })
    doc.font('Helvetica')
    return y + height
  }

  let y = pageHead()
  for (const row of table.rows) {
    if (row.length === 0) {
      y += GAP
      continue
    }
    const cells = place(row)
    const height = heightOf(cells)
    if (y + height > bottom) {
      doc.addPage()
      y = pageHead()
    }
    for (const c of cells) {
      if (c.text !== '' || !c.muted) doc.rect(c.x, y, c.width, height).stroke('#999')
      doc.fillColor(c.muted ? '#999' : 'black')
      write(c, y)
    }
    y += height
  }

  const { start, count } = doc.bufferedPageRange()
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page)
    // (text below the bottom margin would open a new page)
    doc.page.margins.bottom = 0
    doc.font('Helvetica').fontSize(8).fillColor('black').text(`Page ${page - start + 1}`, MARGIN, doc.page.height - MARGIN - 8, { width, align: 'center' })
  }
  doc.end()
  return await ended
}
