import { pipeline, Transform, type Readable } from 'node:stream'
import escapeHtml from 'escape-html'

// HTML pages of the reports. Every value and label goes through escape-html; the pages carry no script (the
// plugin also sends a Content-Security-Policy that forbids any).

/** A record value as escaped text: lists joined with "; ", null as nothing. */
export function cell (value: unknown): string {
  return escapeHtml(Array.isArray(value) ? value.join('; ') : String(value ?? ''))
}

export const escape = escapeHtml

const STYLE = 'body{font-family:sans-serif;margin:1.5em}table{border-collapse:collapse;margin-bottom:1.5em}' +
  'th,td{border:1px solid #bbb;padding:.2em .5em;text-align:left;vertical-align:top}thead th{background:#eee}' +
  '.unit{color:#555;font-weight:normal}'

/** The page up to its heading; `style`: a report's own CSS after the shared one. */
export function pageTop (title: string, style = ''): string {
  return `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${escapeHtml(title)}</title>\n` +
    `<style>${STYLE}${style}</style>\n</head>\n<body>\n<h1>${escapeHtml(title)}</h1>\n`
}

export const PAGE_END = '</body>\n</html>\n'

/** `top`, the rows of the stream (HTML text), then `bottom(number of rows)`. */
export function htmlStream (top: string, rows: Readable, bottom: (count: number) => string): Readable {
  let count = 0
  const frame = new Transform({
    writableObjectMode: true,
    transform (chunk: string, _encoding, callback) {
      count++
      callback(null, chunk)
    },
    flush (callback) { callback(null, bottom(count)) }
  })
  frame.push(top)
  return pipeline(rows, frame, () => {})
}
