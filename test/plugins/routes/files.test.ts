import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, symlink, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'
import { addUser, as, login } from '../../helpers/auth.js'
import { insertHierarchy, multipart, type Part } from '../../helpers/files.js'

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')
const md5 = (data: Buffer | string) => createHash('md5').update(data).digest('hex')

t.test('upload directory: upload several files, safe names, collisions, listing, sort, paging, delete', async t => {
  const { app, config } = await buildTestApp(t, { bundled: false })
  const operator = await as(app, 'operator')
  const viewer = await as(app, 'viewer')
  const upload = async (parts: Part[], headers = operator) => await app.inject({ method: 'POST', url: '/api/v1/file/upload', ...withHeaders(multipart(parts, { uploadPath: '' }), headers) })

  const first = await upload([{ filename: 'photo.png', content: PNG }, { filename: 'notes.txt', content: 'core 3 looks fine\n' }, { filename: 'blob.bin', content: Buffer.from([0x00, 0x01, 0x02, 0x03]) }])
  t.equal(first.statusCode, 201)
  t.match(first.json(), [
    { name: 'photo.png', size: PNG.length, mime: 'image/png', modified: /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/ },
    { name: 'notes.txt', size: 18, mime: 'text/plain' },
    { name: 'blob.bin', size: 4, mime: 'application/octet-stream' }
  ])
  t.same((await readFile(join(config.UPLOAD_DIR, 'notes.txt'), 'utf8')), 'core 3 looks fine\n')

  const again = await upload([{ filename: 'photo.png', content: 'x' }, { filename: 'photo.png', content: 'y' }, { filename: 'archive.tar.gz', content: 'z' }])
  t.same(again.json().map((e: any) => e.name), ['photo_2.png', 'photo_3.png', 'archive.tar.gz'], 'collisions get _2, _3')

  const hostile = await upload([
    { filename: '../../etc/passwd', content: '1' },
    { filename: '/absolute/path/abs.txt', content: '2' },
    { filename: 'C:\\Users\\x\\win.txt', content: '3' },
    { filename: 'nul\u0000byte.txt', content: '4' },
    { filename: '..', content: '5' },
    { filename: '.hidden', content: '6' },
    { filename: 'ctrl\u0007\u001b[31mname.txt', content: '7' },
    { filename: `${'a'.repeat(300)}.txt`, content: '8' },
    { filename: '', content: '9' }
  ])
  t.equal(hostile.statusCode, 201)
  t.same(hostile.json().map((e: any) => e.name), ['passwd', 'abs.txt', 'win.txt', 'nulbyte.txt', 'file', 'hidden', 'ctrl[31mname.txt', `${'a'.repeat(196)}.txt`, 'file_2'])
  const stored = (await readdir(config.UPLOAD_DIR)).sort()
  t.equal(stored.length, 15, 'every file landed in the upload directory itself')
  t.notOk(existsSync(join(config.UPLOAD_DIR, '..', 'etc')), 'nothing outside')

  // files that are not the service's to list: hidden and temporary files, directories, symbolic links, names that are not UTF-8
  await writeFile(join(config.UPLOAD_DIR, '.rs-tmp-0000'), 'partial')
  await mkdir(join(config.UPLOAD_DIR, 'folder'))
  await symlink('/etc/hostname', join(config.UPLOAD_DIR, 'link'))
  await writeFile(Buffer.concat([Buffer.from(`${config.UPLOAD_DIR}/latin1-`), Buffer.from([0xe9])]), 'x')
  // a known order of modification times
  for (const [i, name] of ['photo.png', 'notes.txt', 'blob.bin'].entries()) await utimes(join(config.UPLOAD_DIR, name), 1_700_000_000 + i, 1_700_000_000 + i)

  const page = await app.inject({ url: '/api/v1/file?per-page=5', headers: viewer })
  t.equal(page.statusCode, 200)
  const body = page.json()
  t.same(body._meta, { totalCount: 15, pageCount: 3, currentPage: 1, perPage: 5 })
  t.same(Object.keys(body._links), ['self', 'next', 'last'])
  t.notOk(body.items.some((e: any) => e.name.startsWith('.') || e.name === 'folder' || e.name === 'link'))
  const all = (await app.inject({ url: '/api/v1/file?per-page=100', headers: viewer })).json().items
  t.same(all.slice(-3).map((e: any) => e.name), ['blob.bin', 'notes.txt', 'photo.png'], 'default order: newest first')
  t.equal(all.find((e: any) => e.name === 'photo.png').modified, '2023-11-14 22:13:20', 'UTC')

  const byName = (await app.inject({ url: '/api/v1/file?per-page=3&sort=name', headers: viewer })).json().items.map((e: any) => e.name)
  t.same(byName, ['a'.repeat(196) + '.txt', 'abs.txt', 'archive.tar.gz'])
  const bySize = (await app.inject({ url: '/api/v1/file?per-page=2&sort=-size', headers: viewer })).json().items.map((e: any) => e.name)
  t.same(bySize, ['photo.png', 'notes.txt'])
  const byMime = (await app.inject({ url: '/api/v1/file?per-page=100&sort=-mime,name', headers: viewer })).json().items.map((e: any) => e.mime)
  t.same([byMime[0], byMime.at(-1)], ['text/plain', 'application/octet-stream'])
  t.equal(byMime.indexOf('image/png'), byMime.lastIndexOf('image/png'), 'one image')
  const byModified = (await app.inject({ url: '/api/v1/file?per-page=1&sort=modified', headers: viewer })).json().items.map((e: any) => e.name)
  t.same(byModified, ['photo.png'])
  const bad = await app.inject({ url: '/api/v1/file?sort=colour', headers: viewer })
  t.same([bad.statusCode, bad.json().message], [400, 'Unknown sort field "colour"; use one of name, size, modified, mime.'])
  t.equal((await app.inject({ url: '/api/v1/file?sort=nme', headers: viewer })).json().message, 'Unknown sort field "nme"; did you mean "name"?')
  t.equal((await app.inject({ url: '/api/v1/file?per-page=-1', headers: viewer })).statusCode, 400, 'no "all" here')

  const deleted = await app.inject({ method: 'POST', url: '/api/v1/file/delete', headers: operator, payload: { filenames: ['photo_2.png', 'photo_3.png', 'photo_2.png'] } })
  t.equal(deleted.statusCode, 204)
  t.notOk(existsSync(join(config.UPLOAD_DIR, 'photo_2.png')))
  const unknown = await app.inject({ method: 'POST', url: '/api/v1/file/delete', headers: operator, payload: { filenames: ['notes.txt', 'nope.txt', '../jwt-secret', '.rs-tmp-0000', 'folder'] } })
  t.same([unknown.statusCode, unknown.json()], [404, { name: 'Not Found', message: 'Not in the upload directory: "nope.txt", "../jwt-secret", ".rs-tmp-0000", "folder".', code: 0, status: 404 }])
  t.ok(existsSync(join(config.UPLOAD_DIR, 'notes.txt')), 'all or nothing')
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/file/delete', headers: operator, payload: { filenames: [] } })).statusCode, 422)

  // roles
  t.equal((await upload([{ filename: 'x.txt', content: 'x' }], viewer)).statusCode, 403)
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/file/delete', headers: viewer, payload: { filenames: ['notes.txt'] } })).statusCode, 403)
  t.equal((await app.inject({ url: '/api/v1/file' })).statusCode, 401)
  await addUser(app, 'nobody', [])
  const nobody = { authorization: `Bearer ${await login(app, 'nobody')}` }
  t.equal((await app.inject({ url: '/api/v1/file', headers: nobody })).statusCode, 403, 'listing needs viewer')
  t.equal((await app.inject({ url: '/api/v1/list-values', headers: nobody })).statusCode, 200, 'list values need a login only')
})

const withHeaders = (body: { payload: Buffer, headers: Record<string, string> }, auth: Record<string, string>) =>
  ({ payload: body.payload, headers: { ...body.headers, ...auth } })

t.test('upload limits answer 413 and leave nothing behind; broken requests are 4xx', async t => {
  const { app, config } = await buildTestApp(t, { bundled: false, env: { UPLOAD_FILE_LIMIT: '1024', UPLOAD_FILES_LIMIT: '2' } })
  const operator = await as(app, 'operator')
  const post = async (body: { payload: Buffer | string, headers: Record<string, string> }) =>
    await app.inject({ method: 'POST', url: '/api/v1/file/upload', payload: body.payload, headers: { ...body.headers, ...operator } })

  const big = await post(multipart([{ filename: 'small.txt', content: 'ok' }, { filename: 'big.bin', content: Buffer.alloc(1025, 1) }]))
  t.same([big.statusCode, big.json()], [413, { name: 'Request Entity Too Large', message: 'A file is larger than the limit of 1024 bytes; nothing was stored.', code: 0, status: 413 }])
  t.same(await readdir(config.UPLOAD_DIR), [], 'not even the small file or a temporary file')

  const many = await post(multipart([{ filename: 'a.txt', content: 'a' }, { filename: 'b.txt', content: 'b' }, { filename: 'c.txt', content: 'c' }]))
  t.same([many.statusCode, many.json().message], [413, 'At most 2 files can be uploaded at once; nothing was stored.'])
  t.same(await readdir(config.UPLOAD_DIR), [])

  const exact = await post(multipart([{ filename: 'exact.bin', content: Buffer.alloc(1024, 2) }]))
  t.same([exact.statusCode, exact.json()[0].size], [201, 1024], 'the limit itself is allowed')

  const truncated = multipart([{ filename: 'cut.txt', content: 'abc' }])
  const cut = await post({ payload: truncated.payload.subarray(0, truncated.payload.length - 30), headers: truncated.headers })
  t.same([cut.statusCode, cut.json().message], [400, 'The multipart body is malformed.'])
  const none = await post(multipart([], { uploadPath: 'x' }))
  t.same([none.statusCode, none.json()], [422, [{ field: 'files', message: 'Files cannot be blank.' }]])
  const json = await app.inject({ method: 'POST', url: '/api/v1/file/upload', payload: { files: [] }, headers: operator })
  t.equal(json.statusCode, 415)
  t.same(await readdir(config.UPLOAD_DIR), ['exact.bin'])
})

t.test('a download is the stored bytes, even a text that starts like compressed data', async t => {
  const { app } = await buildTestApp(t)
  const operator = await as(app, 'operator')
  const ids = await insertHierarchy(app.database.db)
  // ("x " is a valid zlib header: the compressor took such a text for compressed already and labelled it br anyway)
  const table = `x y z\n${'1 2 3\n'.repeat(400)}`
  await app.inject({ method: 'POST', url: '/api/v1/file/upload', ...withHeaders(multipart([{ filename: 'table.txt', content: table }]), operator) })
  const assigned = await app.inject({
    method: 'POST', url: '/api/v1/file/assign', headers: operator,
    payload: { selectedFilenames: ['table.txt'], fileType: 'CS', number: 1, assignIds: { expedition: ids.expedition, site: ids.site, hole: ids.hole, core: ids.core, section: null } }
  })
  t.equal(assigned.statusCode, 201)
  for (const encoding of ['br', 'gzip']) {
    const download = await app.inject({ url: `/api/v1/file/download/${assigned.json()[0].id as number}`, headers: { ...operator, 'accept-encoding': encoding } })
    t.equal(download.headers['content-encoding'], undefined, `${encoding} accepted: no encoding claimed`)
    t.equal(download.headers['content-length'], String(table.length))
    t.equal(download.body, table, 'the bytes stored')
  }
})

t.test('assign, read through the record, download, unassign round trip', async t => {
  const { app, config } = await buildTestApp(t)
  const operator = await as(app, 'operator')
  const viewer = await as(app, 'viewer')
  const ids = await insertHierarchy(app.database.db)
  const notes = 'core 3 remarks\n'
  await app.inject({ method: 'POST', url: '/api/v1/file/upload', ...withHeaders(multipart([{ filename: 'Scan Ä.PNG', content: PNG }, { filename: 'notes.txt', content: notes }]), operator) })
  const assign = async (body: Record<string, unknown>, headers = operator) => await app.inject({ method: 'POST', url: '/api/v1/file/assign', headers, payload: body })

  const listedFiles = async () => (await app.inject({ url: `/api/v1/form?name=cores&filter[id]=${ids.core}`, headers: viewer })).json().items[0].archive_files.files.length
  t.equal(await listedFiles(), 0)
  t.equal((await assign({ selectedFilenames: ['notes.txt'], fileType: 'DOC', assignIds: { core: ids.core } }, viewer)).statusCode, 403)
  const assigned = await assign({
    selectedFilenames: ['Scan Ä.PNG', 'notes.txt'], fileType: 'CS', number: 2, remarks: 'first scan', analyst: 'CK',
    assignIds: { expedition: ids.expedition, site: ids.site, hole: ids.hole, core: ids.core, section: null }
  })
  t.equal(assigned.statusCode, 201)
  const [scan, text] = assigned.json()
  t.equal(await listedFiles(), 2, 'a list read before the assignment shows the files')
  t.same(Object.keys(scan).sort(), ['checksum', 'core_id', 'expedition_id', 'filename', 'filesize', 'hole_id', 'id', 'metadata', 'mime_type',
    'number', 'original_filename', 'parent_combined_id', 'remarks', 'section_id', 'site_id', 'type', 'upload_date'])
  t.match(scan, {
    parent_combined_id: '5065_1_A_3', type: 'CS', number: '2', filename: `CS_5065_1_A_3_2.F${scan.id}.png`, original_filename: 'Scan Ä.PNG',
    filesize: PNG.length, mime_type: 'image/png', checksum: md5(PNG), upload_date: /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
    expedition_id: ids.expedition, site_id: ids.site, hole_id: ids.hole, core_id: ids.core, section_id: null, remarks: 'first scan'
  })
  t.same(JSON.parse(scan.metadata), { mime: 'image/png', extension: 'png', size: PNG.length, modified: JSON.parse(scan.metadata).modified })
  t.match(scan.metadata, /\n/, 'multi-line text')
  t.match(text, { filename: `CS_5065_1_A_3_2.F${text.id}.txt`, mime_type: 'text/plain', checksum: md5(notes), filesize: notes.length })
  t.same(await readdir(config.UPLOAD_DIR), [], 'moved out of the upload directory')
  t.same((await readdir(join(config.ARCHIVE_DIR, 'core_scans'))).sort(), [scan.filename, text.filename].sort(), 'into the type folder')
  const row = await app.database.db.selectFrom('rs_archive_file').select(['analyst', 'path']).where('id', '=', scan.id).executeTakeFirstOrThrow()
  t.same(row, { analyst: 'CK', path: `core_scans/${scan.filename}` })

  // the parent record lists them, and so do its ancestors (archive_files filter on every level); other records do not
  const record = async (model: string, id: number): Promise<any> => app.registry.get(model)!.toRecord((await app.database.db.executeQuery(app.registry.get(model)!.queries.byId(id))).rows[0])
  const core = await record('cores', ids.core)
  t.same(core.archive_files, { filter: { expedition: ids.expedition, site: ids.site, hole: ids.hole, core: ids.core }, files: [scan, text] })
  t.same((await record('holes', ids.hole)).archive_files, { filter: { expedition: ids.expedition, site: ids.site, hole: ids.hole }, files: [scan, text] })
  t.same((await record('cores', ids.otherCore)).archive_files.files, [])

  const download = await app.inject({ url: `/api/v1/file/download/${scan.id}`, headers: viewer })
  t.equal(download.statusCode, 200)
  t.same(download.rawPayload, PNG, 'the same bytes')
  t.equal(download.headers['content-type'], 'image/png')
  t.equal(download.headers['content-length'], String(PNG.length))
  t.equal(download.headers['content-disposition'], 'attachment; filename="Scan ?.PNG"; filename*=UTF-8\'\'Scan%20%C3%84.PNG')
  t.equal(download.headers['x-content-type-options'], 'nosniff')
  t.equal((await app.inject({ url: `/api/v1/file/download/${text.id}`, headers: viewer })).headers['content-type'], 'text/plain')
  t.equal((await app.inject({ url: `/api/v1/file/download/${scan.id}` })).statusCode, 401)
  const none = await app.inject({ url: '/api/v1/file/download/999999', headers: viewer })
  t.same([none.statusCode, none.json().message], [404, 'Object not found: file 999999'])
  t.equal((await app.inject({ url: '/api/v1/file/download/x', headers: viewer })).statusCode, 400)

  // a file of the same name waits in the upload directory: the returning one gets a suffix
  await app.inject({ method: 'POST', url: '/api/v1/file/upload', ...withHeaders(multipart([{ filename: 'Scan Ä.PNG', content: 'other' }]), operator) })
  t.equal((await app.inject({ method: 'PUT', url: `/api/v1/file/unassign/${scan.id}`, headers: viewer })).statusCode, 403)
  const unassigned = await app.inject({ method: 'PUT', url: `/api/v1/file/unassign/${scan.id}`, headers: operator })
  t.equal(unassigned.statusCode, 200)
  t.same(unassigned.json(), { ...scan, type: null, filename: 'Scan Ä_2.PNG' })
  t.same(await readFile(join(config.UPLOAD_DIR, 'Scan Ä_2.PNG')), PNG)
  t.same((await readdir(config.ARCHIVE_DIR + '/core_scans')), [text.filename])
  t.same((await record('cores', ids.core)).archive_files.files, [text], 'no longer listed')
  t.same(await app.database.db.selectFrom('rs_file_journal').selectAll().execute(), [], 'no journal left')
  const again = await app.inject({ method: 'PUT', url: `/api/v1/file/unassign/${scan.id}`, headers: operator })
  t.same([again.statusCode, again.json().message], [404, 'Object not found: file ' + scan.id])
  t.equal((await app.inject({ url: `/api/v1/file/download/${scan.id}`, headers: viewer })).statusCode, 404)
  const listing = (await app.inject({ url: '/api/v1/file?sort=name', headers: viewer })).json().items
  t.same(listing.map((e: any) => [e.name, e.mime]), [['Scan Ä.PNG', 'text/plain'], ['Scan Ä_2.PNG', 'image/png']])

  // assigned again, at section level this time, with a number in text
  const section = await assign({ selectedFilenames: ['Scan Ä_2.PNG'], fileType: 'PH', number: 'a/b', assignIds: { core: ids.core, section: ids.section } })
  t.match(section.json(), [{ type: 'PH', number: 'a/b', section_id: ids.section, core_id: ids.core, parent_combined_id: '5065_1_A_3_1', original_filename: 'Scan Ä_2.PNG', remarks: null }])
  t.equal(section.json()[0].filename, `PH_5065_1_A_3_1_a_b.F${section.json()[0].id}.png`)
  t.same((await record('core_section', ids.section)).archive_files.files, section.json())
  t.same((await record('cores', ids.core)).archive_files.files, [text, ...section.json()], 'and to its core')
})

t.test('assign refuses what it cannot do, with every reason at once', async t => {
  const { app, config } = await buildTestApp(t)
  const operator = await as(app, 'operator')
  const ids = await insertHierarchy(app.database.db)
  const other = await insertHierarchy(app.database.db, '5066')
  await writeFile(join(config.UPLOAD_DIR, 'a.txt'), 'a')
  const assign = async (body: Record<string, unknown>) => await app.inject({ method: 'POST', url: '/api/v1/file/assign', headers: operator, payload: { selectedFilenames: ['a.txt'], fileType: 'DOC', ...body } })

  const wrong = await assign({ fileType: 'XX', analyst: 'ZZ', assignIds: { core: 999999 } })
  t.same([wrong.statusCode, wrong.json()], [422, [
    { field: 'fileType', message: 'File Type "XX" is not in the list UPLOAD_FILE_TYPE.' },
    { field: 'analyst', message: 'Analyst "ZZ" is not in the list ANALYST.' },
    { field: 'assignIds.core', message: 'Core 999999 does not exist.' }
  ]])
  const nothing = await assign({ assignIds: { core: null } })
  t.same(nothing.json(), [{ field: 'assignIds', message: 'Assign Ids must name the record the files belong to (expedition, site, hole, core or section).' }])
  const mixed = await assign({ analyst: '', assignIds: { expedition: other.expedition, site: ids.site, hole: other.hole, core: ids.core } })
  t.same(mixed.json(), [
    { field: 'assignIds.expedition', message: `Expedition ${other.expedition} is not the expedition of core ${ids.core}.` },
    { field: 'assignIds.hole', message: `Hole ${other.hole} is not the hole of core ${ids.core}.` }
  ])
  const schema = await assign({ selectedFilenames: [], assignIds: { sample: 1 }, extra: true })
  t.equal(schema.statusCode, 422)
  const missing = await assign({ selectedFilenames: ['a.txt', 'b.txt', '../a.txt'], assignIds: { hole: ids.hole } })
  t.same([missing.statusCode, missing.json().message], [404, 'Not in the upload directory: "b.txt", "../a.txt".'])
  app.registry.drop('core_section')
  const noModel = await assign({ assignIds: { section: ids.section } })
  t.same(noModel.json(), [{ field: 'assignIds.section', message: `Section ${ids.section} does not exist.` }])
  t.same(await readdir(config.UPLOAD_DIR), ['a.txt'], 'nothing moved')
  const expedition = await assign({ number: '', assignIds: { expedition: ids.expedition } })
  t.match(expedition.json(), [{ parent_combined_id: '5065', number: null, expedition_id: ids.expedition, site_id: null, type: 'DOC' }])
  t.match(expedition.json()[0].filename, /^DOC_5065\.F\d+\.txt$/)
})
