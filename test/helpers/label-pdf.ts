import jsQRModule from 'jsqr'
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs'

// (a CommonJS module: TypeScript sees its exports object, Node's default import is the function it exports)
const jsQR = jsQRModule as unknown as typeof jsQRModule.default

// Label PDFs read back as a reader sees them: each page's size in millimetres, its text runs, and what the QR codes
// on it hold (decoded from the images with jsQR).

export interface LabelPage {
  /** the page size in mm, rounded to 0.1 */
  size: [number, number]
  /** the text runs, in drawing order */
  text: string[]
  /** what each image decodes to as a QR code ('(unreadable)' for one that is none) */
  codes: string[]
}

interface PdfImage { width: number, height: number, kind: number, data: Uint8Array | Uint8ClampedArray }

// pdf.js image kinds: 1 grey 1 bit, 2 RGB, 3 RGBA
function rgba (image: PdfImage): Uint8ClampedArray {
  if (image.kind === 3) return new Uint8ClampedArray(image.data)
  if (image.kind !== 2) throw new Error(`unexpected image kind ${image.kind}`)
  const out = new Uint8ClampedArray(image.width * image.height * 4)
  for (let i = 0, j = 0; i < image.data.length; i += 3, j += 4) {
    out[j] = image.data[i]
    out[j + 1] = image.data[i + 1]
    out[j + 2] = image.data[i + 2]
    out[j + 3] = 255
  }
  return out
}

const mm = (points: number) => Math.round(points / 72 * 254) / 10

export async function readLabels (pdf: Buffer): Promise<LabelPage[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise
  const pages: LabelPage[] = []
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n)
      const [x0, y0, x1, y1] = page.view
      const text = (await page.getTextContent()).items.map(item => 'str' in item ? item.str : '').filter(s => s.trim() !== '')
      const operators = await page.getOperatorList()
      const codes: string[] = []
      for (let i = 0; i < operators.fnArray.length; i++) {
        if (operators.fnArray[i] !== OPS.paintImageXObject) continue
        const image = await new Promise<PdfImage>(resolve => page.objs.get(operators.argsArray[i][0], resolve))
        codes.push(jsQR(rgba(image), image.width, image.height)?.data ?? '(unreadable)')
      }
      pages.push({ size: [mm(x1 - x0), mm(y1 - y0)], text, codes })
    }
  } finally {
    await doc.destroy()
  }
  return pages
}
