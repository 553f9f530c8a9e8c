import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { strToU8, unzipSync, zipSync } from 'fflate'
import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { faultyDatabase, LIVE, NO_TRACE, traces } from '../../../helpers/cg.js'
import { openTestDatabase } from '../../../helpers/database.js'
import { hierarchy } from '../../../helpers/hierarchy.js'
import { lie } from '../../../helpers/zips.js'

// Template packages: verify-uploaded-zip imports a zip of models/*.json and forms/*.json (mDIS dis_templates), all or
// nothing; download gives one template or the whole set as such a zip; duplicate copies a model or a form.

const fixture = async (name: string) => await readFile(join(import.meta.dirname, '../../../fixtures/mdis', `${name}.json`), 'utf8')
const json = (value: unknown) => strToU8(JSON.stringify(value, null, 2))
const zip = (entries: Record<string, Uint8Array | string>) =>
  Buffer.from(zipSync(Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, typeof v === 'string' ? strToU8(v) : v]))))

function upload (content: Buffer, filename = 'templates.zip') {
  const boundary = '----rs-package'
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/zip\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`)
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

const boxes = (extra: Record<string, unknown> = {}) => ({
  name: 'boxes',
  parentModel: 'ProjectSite',
  columns: { site_id: { type: 'integer' }, box: { type: 'integer' }, label: { type: 'string', size: 20 } },
  ...extra
})
const boxForm = { name: 'box', dataModel: 'boxes', fields: [{ name: 'box' }, { name: 'label' }] }
const siteForm = { name: 'site', dataModel: 'ProjectSite', fields: [{ name: 'site' }, { name: 'site_name' }] }

t.test('verify-uploaded-zip imports models (parents first) and forms, all or nothing', async t => {
  const { app } = await buildTestApp(t, { bundled: false })
  const dev = await as(app, 'developer')
  const post = async (content: Buffer, query = '') => {
    const body = upload(content)
    const response = await app.inject({ method: 'POST', url: `/cg/api/verify-uploaded-zip${query}`, headers: { ...dev, ...body.headers }, payload: body.payload })
    return { status: response.statusCode, body: response.json() }
  }
  const mdis = {
    // children first, in a folder, as mDIS keeps them
    'backend/dis_templates/models/ProjectSite.json': await fixture('ProjectSite'),
    'backend/dis_templates/models/ProjectExpedition.json': await fixture('ProjectExpedition'),
    'backend/dis_templates/models/ProjectProgram.json': await fixture('ProjectProgram'),
    'backend/dis_templates/forms/site.json': json(siteForm),
    'backend/README.md': '# not a template',
    'backend/dis_templates/': new Uint8Array()
  }

  t.test('a broken package leaves nothing behind, and says what is wrong where', async t => {
    const broken = await post(zip({
      ...mdis,
      'models/boxes.json': json(boxes({ columns: { site_id: { type: 'integer' }, box: { type: 'integr' } } })),
      'forms/box.json': json(boxForm)
    }))
    t.equal(broken.status, 422)
    t.same(broken.body, [{ field: 'models/boxes.json/columns/box/type', message: broken.body[0].message }])
    t.match(broken.body[0].message, /did you mean "integer"/)
    const badForm = await post(zip({ ...mdis, 'forms/box.json': json({ ...boxForm, fields: [{ name: 'lable' }] }) }))
    t.same(badForm, { status: 422, body: [{ field: 'forms/box.json/dataModel', message: 'model "boxes" does not exist' }] })
    const twice = await post(zip({ ...mdis, 'models/site-copy.json': await fixture('ProjectSite') }))
    t.same(twice.body, [{ field: 'models/site-copy.json/name', message: 'model "project_site" is in the package twice' }])
    for (const name of ['project_program', 'project_expedition', 'project_site']) t.same(await traces(app, name, name, `${name}.json`), NO_TRACE, name)
    t.same((await app.inject({ url: '/cg/api/summary', headers: dev })).json().forms, [])
  })

  t.test('a good package: every model and form, at once', async t => {
    const imported = await post(zip({ ...mdis, 'models/boxes.json': json(boxes()), 'forms/box.json': json(boxForm) }))
    t.same(imported, {
      status: 200,
      body: {
        models: [{ name: 'project_program', created: true }, { name: 'project_expedition', created: true }, { name: 'project_site', created: true }, { name: 'boxes', created: true }],
        forms: ['site', 'box'],
        ignored: ['backend/README.md']
      }
    })
    const site = (await app.inject({ url: '/cg/api/get-form-template?name=site', headers: dev })).json()
    t.match(site, { name: 'site', dataModel: 'ProjectSite', requiredFilters: [{ value: 'project_expedition', as: 'expedition_id' }] }, 'a form may name its model by FullName')
    t.equal((await app.inject({ url: '/api/v1/form?name=boxes', headers: dev })).statusCode, 200)
    // again, with a new column for boxes and a changed form: additive changes
    const again = await post(zip({ 'models/boxes.json': json(boxes({ columns: { ...boxes().columns, weight: { type: 'double' } } })), 'forms/box.json': json({ ...boxForm, fields: [{ name: 'weight' }] }) }))
    t.same(again.body, { models: [{ name: 'boxes', created: false }], forms: ['box'], ignored: [] })
    t.same((await app.inject({ url: '/cg/api/get-form-template?name=box', headers: dev })).json().fields.map((f: { name: string }) => f.name), ['weight'])
    const destructive = await post(zip({ 'models/boxes.json': json(boxes({ columns: { site_id: { type: 'integer' } } })) }))
    t.equal(destructive.status, 422)
    t.match(destructive.body[0].field, /^models\/boxes.json\/columns\//)
  })

  t.test('the zip itself: not a zip, nothing in it, unreadable JSON, too large; ?filename= of the upload directory', async t => {
    t.same((await post(Buffer.from('PK not really'))).status, 400)
    t.match((await post(zip({ 'README.md': 'x' }))).body, { status: 400, message: 'The template package holds no models/*.json or forms/*.json.' })
    const unreadable = await post(zip({ 'models/x.json': '{"name": ' }))
    t.equal(unreadable.status, 422)
    t.equal(unreadable.body[0].field, 'models/x.json/')
    t.match(unreadable.body[0].message, /^not valid JSON/)
    const many = Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`other/${i}.txt`, 'x']))
    t.match(await post(zip(many)), { status: 413, body: { message: 'The template package has more than 2000 entries.' } })
    t.equal((await app.inject({ method: 'POST', url: '/cg/api/verify-uploaded-zip', headers: dev, payload: {} })).statusCode, 400, 'not multipart')

    const dir = app.config.UPLOAD_DIR
    await mkdir(dir, { recursive: true })
    await writeFile(join(dir, 'boxes.zip'), zip({ 'forms/box-2.json': json({ ...boxForm, name: 'box-2' }) }))
    const named = await app.inject({ method: 'POST', url: '/cg/api/verify-uploaded-zip?filename=boxes.zip', headers: dev })
    t.same(named.json(), { models: [], forms: ['box-2'], ignored: [] })
    t.notOk((await readdir(dir)).includes('boxes.zip'), 'the upload is removed once imported')
    t.equal((await app.inject({ method: 'POST', url: '/cg/api/verify-uploaded-zip?filename=boxes.zip', headers: dev })).statusCode, 404)
    t.equal((await app.inject({ method: 'POST', url: '/cg/api/verify-uploaded-zip?filename=boxes.json', headers: dev })).statusCode, 400)
  })
})

t.test('a package over TEMPLATE_PACKAGE_LIMIT is refused, packed or unpacked', async t => {
  const { app } = await buildTestApp(t, { bundled: false, env: { TEMPLATE_PACKAGE_LIMIT: '4096' } })
  const dev = await as(app, 'developer')
  const post = async (content: Buffer) => {
    const body = upload(content)
    return await app.inject({ method: 'POST', url: '/cg/api/verify-uploaded-zip', headers: { ...dev, ...body.headers }, payload: body.payload })
  }
  const unpacked = await post(zip({ 'models/a.json': JSON.stringify({ name: 'a', columns: {}, pad: ' '.repeat(5000) }) }))
  t.same([unpacked.statusCode, unpacked.json().message], [413, 'The template package unpacks to more than 4096 bytes.'])
  const packed = await post(Buffer.from(zipSync({ 'models/a.json': new Uint8Array(8000).map(() => Math.floor(Math.random() * 256)) }, { level: 0 })))
  t.equal(packed.statusCode, 413)
  const dir = app.config.UPLOAD_DIR
  await mkdir(dir, { recursive: true })
  await writeFile(join(dir, 'big.zip'), Buffer.alloc(5000))
  const named = await app.inject({ method: 'POST', url: '/cg/api/verify-uploaded-zip?filename=big.zip', headers: dev })
  t.same([named.statusCode, named.json().message], [413, 'The template package file has 5000 bytes; template packages may have at most 4096.'])
})

t.test('a package is inflated only as far as the limits go, whatever its headers declare', async t => {
  const { app } = await buildTestApp(t, { bundled: false, env: { TEMPLATE_PACKAGE_LIMIT: '65536', TEMPLATE_FILE_LIMIT: '4096' } })
  const dev = await as(app, 'developer')
  const post = async (content: Buffer) => {
    const body = upload(content)
    const response = await app.inject({ method: 'POST', url: '/cg/api/verify-uploaded-zip', headers: { ...dev, ...body.headers }, payload: body.payload })
    return [response.statusCode, response.json().message]
  }
  const spaces = (n: number) => new Uint8Array(n).fill(32)
  // eight entries that declare 10 bytes each and unpack to 1 MB each (the probe: 200 MB each)
  const bomb = lie(zipSync(Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`models/m${i}.json`, spaces(1024 * 1024)]))), 10)
  t.same(await post(bomb), [413, 'The template package unpacks to more than 65536 bytes.'])
  t.same(await post(lie(zipSync({ 'models/a.json': spaces(10000) }), 10)),
    [413, 'The template package entry models/a.json unpacks to more than 4096 bytes; templates may have at most 4096.'])
  const many = lie(zipSync(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`forms/f${i}.json`, spaces(4000)]))), 10)
  t.same(await post(many), [413, 'The template package unpacks to more than 65536 bytes.'])
  // an honest entry above the template limit: the template area could never load it again
  t.same(await post(zip({ 'models/a.json': JSON.stringify({ name: 'a', columns: { b: { type: 'text' } }, pad: ' '.repeat(5000) }) })),
    [413, 'The template package entry models/a.json unpacks to more than 4096 bytes; templates may have at most 4096.'])

  const broken = Buffer.from(zipSync({ 'models/a.json': spaces(3000) }))
  broken[30 + broken.readUInt16LE(26) + broken.readUInt16LE(28)] = 0xff
  t.same(await post(broken), [400, 'The template package entry models/a.json cannot be unpacked: invalid block type.'])
  const truncated = Buffer.from(zipSync({ 'models/a.json': strToU8('{}') }, { level: 0 }))
  truncated.writeUInt32LE(0x7fffffff, 18)
  t.same(await post(truncated), [400, 'The template package is not a readable zip file: invalid zip data.'])
  t.same((await app.inject({ url: '/cg/api/summary', headers: dev })).json().models, [])
})

t.test('a package that fails while it is written leaves nothing behind', async t => {
  const { database, arm } = faultyDatabase((await openTestDatabase(t)).database)
  const { app, templateDir } = await buildTestApp(t, { database, bundled: false })
  const dev = await as(app, 'developer')
  const body = upload(zip({ 'models/crates.json': json({ name: 'crates', columns: { label: { type: 'text' } } }), 'forms/crate.json': json({ name: 'crate', dataModel: 'crates', fields: [{ name: 'label' }] }) }))
  // after the model's table, copy and file: while the form is stored
  arm(node => node.kind === 'InsertQueryNode' && JSON.stringify(node).includes('rs_form_template'))
  const failed = await app.inject({ method: 'POST', url: '/cg/api/verify-uploaded-zip', headers: { ...dev, ...body.headers }, payload: body.payload })
  t.equal(failed.statusCode, 500)
  t.same(await traces(app, 'crates'), NO_TRACE)
  t.same(await readdir(templateDir), [])
  const retried = await app.inject({ method: 'POST', url: '/cg/api/verify-uploaded-zip', headers: { ...dev, ...body.headers }, payload: body.payload })
  t.equal(retried.statusCode, 200)
  t.same(await traces(app, 'crates'), LIVE)
})

t.test('download: a model, a form or everything, as a zip that imports again', async t => {
  const { app } = await buildTestApp(t)
  const dev = await as(app, 'developer')
  const download = async (query: string) => {
    const response = await app.inject({ url: `/cg/api/download?${query}`, headers: dev })
    return { status: response.statusCode, headers: response.headers, files: response.statusCode === 200 ? unzipSync(response.rawPayload) : response.json() }
  }
  const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8')
  const model = await download('type=model&name=cores')
  t.equal(model.headers['content-type'], 'application/zip')
  t.equal(model.headers['content-disposition'], 'attachment; filename=cores.zip')
  t.same(Object.keys(model.files), ['models/cores.json'])
  t.same(JSON.parse(text(model.files['models/cores.json'])), JSON.parse(await readFile(join(import.meta.dirname, '../../../../templates/cores.json'), 'utf8')))
  t.same(Object.keys((await download('type=form&name=cores')).files), ['forms/cores.json'], 'a default form')
  await app.inject({ method: 'POST', url: '/cg/api/create-form', headers: dev, payload: { template: { name: 'core', dataModel: 'cores', fields: [{ name: 'core' }] } } })
  t.same(JSON.parse(text((await download('type=form&name=core')).files['forms/core.json'])), { name: 'core', dataModel: 'cores', fields: [{ name: 'core' }] })
  for (const bad of ['type=model&name=nothing', 'type=form&name=nothing']) t.equal((await download(bad)).status, 404, bad)
  t.match(await download('type=all&name=%F2%B4%A7%95'), { status: 200 }, 'type=all ignores the name')
  t.match(await download('type=model'), { status: 400, files: { message: 'Name the model to download with ?name=, or download everything with type=all.' } })

  const all = await download('type=all')
  t.equal(all.headers['content-disposition'], 'attachment; filename=templates.zip')
  t.same(Object.keys(all.files).sort(), ['forms/core.json', ...['core_section', 'cores', 'curation_corebox', 'curation_section_split', 'expeditions', 'holes', 'programs', 'sites'].map(m => `models/${m}.json`)])
  t.same((await download('')).files, all.files, 'type=all is the default')
  // into an empty service: the same models and forms
  const { app: other } = await buildTestApp(t, { bundled: false })
  const body = upload((await app.inject({ url: '/cg/api/download', headers: dev })).rawPayload)
  const imported = await other.inject({ method: 'POST', url: '/cg/api/verify-uploaded-zip', headers: { ...await as(other, 'developer'), ...body.headers }, payload: body.payload })
  t.same(imported.json().models.map((m: { name: string }) => m.name), ['programs', 'expeditions', 'sites', 'holes', 'cores', 'core_section', 'curation_corebox', 'curation_section_split'])
  const summary = async (service: typeof app) => {
    const { models, forms } = (await service.inject({ url: '/cg/api/summary', headers: await as(service, 'viewer') })).json()
    return { models: models.map((m: { name: string, columns: string[] }) => [m.name, m.columns]), forms: forms.map((f: { name: string }) => f.name) }
  }
  t.same(await summary(other), await summary(app))
})

t.test('duplicate: a copy of a model or a form, created at once', async t => {
  const { app } = await buildTestApp(t)
  const dev = await as(app, 'developer')
  const duplicate = async (query: string) => {
    const response = await app.inject({ method: 'POST', url: `/cg/api/duplicate?${query}`, headers: dev })
    return { status: response.statusCode, body: response.json() }
  }
  const copy = await duplicate('type=model&oldName=cores&newName=cores_archive')
  t.equal(copy.status, 201)
  t.match(copy.body, { name: 'cores_archive', table: 'cores_archive', parentModel: 'holes' })
  t.same(Object.keys(copy.body.relations), ['cores_archive__holes__parent'])
  t.equal(copy.body.relations.cores_archive__holes__parent.name, 'cores_archive__holes__parent')
  const h = await hierarchy(app)
  const created = await app.inject({ method: 'POST', url: '/api/v1/form?name=cores_archive', headers: dev, payload: { hole_id: h.hole, core_type: 'R' } })
  t.match(created.json(), { core: 1, hole_id: h.hole })
  t.equal((await duplicate('type=model&oldName=cores&newName=cores_archive')).status, 409)
  t.equal((await duplicate('type=model&oldName=nothing&newName=x')).status, 404)
  t.equal((await duplicate('type=model&oldName=cores&newName=Bad Name')).status, 422)

  t.match(await duplicate('type=form&oldName=cores&newName=core-entry'), { status: 201, body: { name: 'core-entry', dataModel: 'cores' } })
  t.match(await duplicate('type=form&oldName=core-entry&newName=core-entry-2'), { status: 201, body: { name: 'core-entry-2', dataModel: 'cores' } })
  t.equal((await duplicate('type=form&oldName=core-entry&newName=core-entry-2')).status, 409)
  t.equal((await duplicate('type=form&oldName=nothing&newName=x')).status, 404)
  // a template without table and without relation names (the API name is the table)
  const bins = { name: 'bins', parentModel: 'holes', columns: { hole_id: { type: 'integer' } }, relations: { bins__holes__parent: { foreignTable: 'holes', localColumns: ['hole_id'], foreignColumns: ['id'] } } }
  t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: dev, payload: { template: bins } })).statusCode, 201)
  t.same((await duplicate('type=model&oldName=bins&newName=bins_two')).body.relations, { bins_two__holes__parent: { foreignTable: 'holes', localColumns: ['hole_id'], foreignColumns: ['id'] } })
  t.equal((await app.inject({ method: 'POST', url: '/cg/api/duplicate?type=form&oldName=cores&newName=x', headers: await as(app, 'operator') })).statusCode, 403)
})
