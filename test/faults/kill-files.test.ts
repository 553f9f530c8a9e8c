import { createHash, randomBytes } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import t from 'tap'
import { tempDir } from '../helpers/app.js'
import { multipart } from '../helpers/files.js'
import { adminHeaders, createHole, createRecord, killHard, postJson, serviceEnv, startService, stop, type ServiceProcess } from '../helpers/service-process.js'

// kill -9 of the service during concurrent uploads, then during concurrent assigns. After each restart: every
// acknowledged upload is in the upload directory whole (size and MD5), nothing partial is visible, every
// acknowledged assign has its File record and archive file, the archive holds no file without a record, and no
// file was lost on its way (each is in the upload directory or in the archive, exactly once).

const UPLOADS = 40
const STALLED = 4
const WORKERS = 8
const FILE_BYTES = 256 * 1024
const md5 = (data: Buffer): string => createHash('md5').update(data).digest('hex')

/** Every file under `dir`, as paths relative to it. */
async function walk (dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter(e => e.isFile()).map(e => relative(dir, join(e.parentPath, e.name))).sort()
}

t.test('acknowledged uploads and assigns survive kill -9 mid-way; nothing partial or orphaned is left', async t => {
  const dir = await tempDir(t)
  const env = await serviceEnv(t, dir)
  const uploadDir = join(dir, 'upload')
  const archiveDir = join(dir, 'archive')
  const contents = new Map(Array.from({ length: UPLOADS }, (_, i) => [`file-${i}.bin`, randomBytes(FILE_BYTES)]))

  let service: ServiceProcess = await startService(t, env)
  let headers = await adminHeaders(service.url)
  const hole = await createHole(service.url, headers)
  const core = await createRecord(service.url, headers, 'cores', { hole_id: hole, core_type: 'R' })

  /**
   * Sends `count` requests, `WORKERS` at a time (a steady stream, so that some are always in flight), and kills the
   * service after `killAfter` acknowledgements; requests not yet sent then are not sent.
   */
  const underKill = async <T> (count: number, killAfter: number, send: (i: number) => Promise<T | undefined>): Promise<{ acknowledged: T[], cut: number }> => {
    const acknowledged: T[] = []
    let cut = 0
    let next = 0
    let killing: Promise<void> | undefined
    const target = service
    await Promise.all(Array.from({ length: WORKERS }, async () => {
      while (killing === undefined && next < count) {
        try {
          const result = await send(next++)
          if (result !== undefined) acknowledged.push(result)
          if (acknowledged.length >= killAfter) {
            killing ??= (async () => {
              await killHard(target)
              const temporary = (await walk(uploadDir)).filter(name => name.startsWith('.')).length
              t.comment(`killed with ${temporary} temporary files in the upload directory`)
            })()
          }
        } catch {
          cut++
        }
      }
    }))
    await (killing ?? killHard(target))
    return { acknowledged, cut }
  }

  const restart = async (): Promise<void> => {
    service = await startService(t, env)
    headers = await adminHeaders(service.url)
  }
  const listing = async (): Promise<Array<{ name: string, size: number }>> => {
    const response = await fetch(`${service.url}/api/v1/file?per-page=1000`, { headers })
    t.equal(response.status, 200)
    return (await response.json() as { items: Array<{ name: string, size: number }> }).items
  }
  /** No upload-directory entry is partial or foreign: each is one of ours, whole. */
  const checkUploadDir = async (): Promise<string[]> => {
    const entries = await listing()
    const bad: string[] = []
    for (const entry of entries) {
      const sent = contents.get(entry.name)
      if (sent === undefined || entry.size !== sent.length || md5(await readFile(join(uploadDir, entry.name))) !== md5(sent)) bad.push(entry.name)
    }
    t.same(bad, [], 'every visible upload is a whole file that was sent')
    // also on PostgreSQL, where young ones are left alone unless the instance that wrote them is gone
    t.same([...await walk(uploadDir), ...await walk(archiveDir)].filter(path => path.split('/').pop()!.startsWith('.')), [],
      'no temporary or staging file is left behind')
    return entries.map(e => e.name)
  }

  // 1. uploads, one file per request, and a few that stall half-way, so that partial files exist at the kill
  const stalled = Array.from({ length: STALLED }, async (_, i) => {
    const body = multipart([{ filename: `stalled-${i}.bin`, content: randomBytes(FILE_BYTES) }])
    const half = body.payload.subarray(0, body.payload.length / 2)
    const stream = new ReadableStream({ start: controller => { controller.enqueue(half) } })
    return await fetch(`${service.url}/api/v1/file/upload`, { method: 'POST', headers: { ...headers, ...body.headers }, body: stream, duplex: 'half' } as RequestInit)
      .then(() => 'answered', () => 'cut')
  })
  const uploads = await underKill(UPLOADS, 15, async i => {
    const name = `file-${i}.bin`
    const body = multipart([{ filename: name, content: contents.get(name)! }])
    const response = await fetch(`${service.url}/api/v1/file/upload`, { method: 'POST', headers: { ...headers, ...body.headers }, body: new Uint8Array(body.payload) })
    const answer = await response.json() as Array<{ name: string }>
    return response.status === 201 ? answer[0].name : undefined
  })
  t.same(await Promise.all(stalled), Array(STALLED).fill('cut'), 'the stalled uploads were cut off')
  t.comment(`${UPLOADS} uploads planned: ${uploads.acknowledged.length} acknowledged, ${uploads.cut} cut off by the kill`)
  await restart()
  const uploaded = await checkUploadDir()
  const lostUploads = uploads.acknowledged.filter(name => !uploaded.includes(name))
  t.comment(`after the restart: ${uploaded.length} files in the upload directory, ${lostUploads.length} acknowledged uploads lost`)
  t.same(lostUploads, [], 'every acknowledged upload is there')

  // 2. assigns of those files to the core, one file per request
  const assigns = await underKill(uploaded.length, Math.ceil(uploaded.length / 3), async i => {
    const answer = await postJson(`${service.url}/api/v1/file/assign`, headers,
      { selectedFilenames: [uploaded[i]], fileType: 'CS', number: i + 1, assignIds: { core } })
    return answer.status === 201 ? answer.body[0] as { id: number, filename: string, original_filename: string } : undefined
  })
  t.comment(`${uploaded.length} assigns planned: ${assigns.acknowledged.length} acknowledged, ${assigns.cut} cut off by the kill`)
  await restart()
  const stillUploaded = await checkUploadDir()
  const record = await (await fetch(`${service.url}/api/v1/form/${core}?name=cores`, { headers })).json() as
    { archive_files: { files: Array<{ id: number, filename: string, original_filename: string, checksum: string, filesize: number }> } }
  const files = record.archive_files.files
  const lostAssigns = assigns.acknowledged.filter(a => !files.some(f => f.id === a.id && f.filename === a.filename))
  t.comment(`after the restart: ${files.length} File records, ${lostAssigns.length} acknowledged assigns lost`)
  t.same(lostAssigns, [], 'every acknowledged assign has its File record')

  const archived = (await walk(archiveDir)).filter(path => !path.split('/').pop()!.startsWith('.'))
  t.same(archived.map(path => path.split('/').pop()).sort(), files.map(f => f.filename).sort(), 'the archive holds exactly the recorded files')
  for (const file of files) {
    const download = await fetch(`${service.url}/api/v1/file/download/${file.id}`, { headers })
    const bytes = Buffer.from(await download.arrayBuffer())
    if (download.status !== 200 || md5(bytes) !== file.checksum || md5(bytes) !== md5(contents.get(file.original_filename)!)) {
      t.fail(`file record ${file.id} (${file.original_filename}) does not download whole`)
    }
  }
  const everywhere = [...stillUploaded, ...files.map(f => f.original_filename)].sort()
  t.same(everywhere, [...uploaded].sort(), 'each uploaded file is in the upload directory or the archive, once')

  // and the service works normally
  const again = multipart([{ filename: 'after.txt', content: 'after the restart\n' }])
  t.equal((await fetch(`${service.url}/api/v1/file/upload`, { method: 'POST', headers: { ...headers, ...again.headers }, body: new Uint8Array(again.payload) })).status, 201)
  t.equal(await stop(service), 0)
})
