import { useSession } from '../composables/useSession'

// What typed JSON calls do not cover: uploads with progress (XMLHttpRequest reports it, fetch does not), and
// answers that are files (downloads, CSV and HTML reports), fetched with the token and handed to the browser as a
// blob, since a plain link would carry no Authorization header. A typed call read as a blob is saved the same way.

export interface Answer { status: number, body: unknown }

/** Posts files (multipart) to `url`, reporting the share sent (0–1); answers the status and the parsed body. */
export async function uploadFiles (url: string, files: File[], progress: (share: number) => void): Promise<Answer> {
  const form = new FormData()
  for (const file of files) form.append('file', file, file.name)
  return await new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', url)
    const token = useSession().token()
    if (token !== null) request.setRequestHeader('authorization', `Bearer ${token}`)
    request.upload.onprogress = event => { if (event.lengthComputable) progress(event.loaded / event.total) }
    request.onload = () => {
      let body: unknown = null
      try { body = JSON.parse(request.responseText) } catch { body = request.responseText }
      resolve({ status: request.status, body })
    }
    request.onerror = () => { reject(new Error('The upload did not reach the service.')) }
    request.send(form)
  })
}

async function fetchBlob (url: string): Promise<{ blob: Blob, name: string | null } | { problem: string }> {
  const token = useSession().token()
  const response = await fetch(url, { headers: token === null ? {} : { authorization: `Bearer ${token}` } })
  if (!response.ok) {
    const body = await response.json().catch(() => null) as { message?: string } | null
    return { problem: body?.message ?? `The service answered ${response.status}.` }
  }
  return { blob: await response.blob(), name: fileNameOf(response) }
}

/** The file name an answer's Content-Disposition gives, or null. */
export function fileNameOf (response: Response): string | null {
  const disposition = response.headers.get('content-disposition') ?? ''
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1]
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1]
  return encoded !== undefined ? decodeURIComponent(encoded) : plain ?? null
}

/** Hands `blob` to the browser as a file saved under `name` (a typed call's answer read as a blob, or a report's). */
export function saveBlob (blob: Blob, name: string): void {
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => { URL.revokeObjectURL(link.href) }, 60_000)
}

/** Saves the answer of `url` as a file (its Content-Disposition name, else `fallback`); a problem's message, or null. */
export async function download (url: string, fallback: string): Promise<string | null> {
  const got = await fetchBlob(url)
  if ('problem' in got) return got.problem
  saveBlob(got.blob, got.name ?? fallback)
  return null
}

/** Opens an HTML report in a new tab; a problem's message, or null. */
export async function openPage (url: string): Promise<string | null> {
  const got = await fetchBlob(url)
  if ('problem' in got) return got.problem
  window.open(URL.createObjectURL(got.blob), '_blank', 'noopener')
  return null
}
