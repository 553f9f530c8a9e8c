import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { packageRoot } from '../../../../core/shared/paths.js'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { LIVE, multipart, NO_TRACE, traces } from '../../../helpers/cg.js'

const LIMIT = 16384
const fixture = async (name: string) => await readFile(join(packageRoot(), 'test', 'fixtures', 'mdis', `${name}.json`), 'utf8')
const crates = (extra: Record<string, unknown> = {}) => JSON.stringify({ name: 'crates', columns: { label: { type: 'string', size: 20 } }, ...extra }, null, 2)

t.test('mDIS template files import unchanged, parents first, by multipart upload', async t => {
  const { app } = await buildTestApp(t, { env: { TEMPLATE_FILE_LIMIT: String(LIMIT) } })
  const headers = await as(app, 'developer')
  const upload = async (name: string) => {
    const body = multipart(`${name}.json`, await fixture(name))
    return await app.inject({ method: 'POST', url: '/cg/api/verify-uploaded-template', headers: { ...headers, ...body.headers }, payload: body.payload })
  }
  const early = await upload('ProjectSite')
  t.same([early.statusCode, early.json()], [422, [{ field: '/parentModel', message: 'parent model "ProjectExpedition" does not exist' }]])
  t.same(await traces(app, 'project_site'), NO_TRACE)
  for (const name of ['ProjectProgram', 'ProjectExpedition', 'ProjectSite']) {
    const response = await upload(name)
    t.equal(response.statusCode, 201, name)
    t.same(response.json(), JSON.parse(await fixture(name)))
  }
  t.same(await traces(app, 'project_site'), LIVE)
  t.equal(await readFile(join(app.config.TEMPLATE_DIR, 'project_site.json'), 'utf8'), await fixture('ProjectSite'), 'stored byte for byte')
  const summary = (await app.inject({ url: '/cg/api/v1/summary', headers })).json()
  t.match(summary.models.find((m: { name: string }) => m.name === 'project_site'),
    { module: 'Project', table: 'project_site', parentModel: 'ProjectExpedition', parent: 'project_expedition', fullName: 'ProjectSite', isTableCreated: true })
  t.same((await app.inject({ url: '/cg/api/get-model-template?name=ProjectSite', headers })).json(), JSON.parse(await fixture('ProjectSite')), 'by FullName too')
  // the data API names a model by its API name only (ModelRegistry.find 'api': permissions are granted by API name)
  const data = async (name: string) => (await app.inject({ url: `/api/v1/form?name=${name}`, headers })).json()
  t.match(await data('project_site'), { items: [] })
  t.match(await data('ProjectSite'), { status: 404, message: /^Model "ProjectSite" does not exist/ }, 'not by FullName')
  t.same(app.registry.get('project_site')!.ancestors.map(a => a.model.name), ['project_expedition', 'project_program'])

  const again = await upload('ProjectSite')
  t.equal(again.statusCode, 200, 'uploading a template again updates the model')
  const site = JSON.parse(await fixture('ProjectSite'))
  const { comment: _, ...columns } = site.columns
  const removed = { ...site, columns }
  const body = multipart('ProjectSite.json', JSON.stringify(removed))
  const refused = await app.inject({ method: 'POST', url: '/cg/api/verify-uploaded-template', headers: { ...headers, ...body.headers }, payload: body.payload })
  t.equal(refused.statusCode, 422, 'with the same additive rules as update-model')
  t.same(refused.json(), [{ field: '/columns/comment', message: '"comment" holds data and cannot be removed: only additive changes are allowed' }])
})

t.test('uploads that are not templates', async t => {
  const { app } = await buildTestApp(t, { env: { TEMPLATE_FILE_LIMIT: String(LIMIT) } })
  const headers = await as(app, 'developer')
  const post = async (body: { payload: Buffer | string, headers: Record<string, string> }, query = '') =>
    await app.inject({ method: 'POST', url: `/cg/api/verify-uploaded-template${query}`, headers: { ...headers, ...body.headers }, payload: body.payload })

  const huge = await post(multipart('crates.json', crates({ padding: 'x'.repeat(LIMIT) })))
  t.same([huge.statusCode, huge.json().name], [413, 'Request Entity Too Large'])
  const notJson = await post(multipart('crates.json', '{ "name": "crates", '))
  t.equal(notJson.statusCode, 422)
  t.match(notJson.json(), [{ field: '/', message: /^not valid JSON/ }])
  t.same(await traces(app, 'crates'), NO_TRACE, 'nothing left by either')
  const noFile = await post(multipart(null, crates()))
  t.same([noFile.statusCode, noFile.json().message], [400, 'The multipart request holds no file.'])
  // found by the fuzzing: a truncated multipart body was a 500
  const truncated = await post({ payload: '--x\r\nContent-Disposition: form-data; name="f"; filename="a.json"\r\n\r\n{"a"', headers: { 'content-type': 'multipart/form-data; boundary=x' } })
  t.same([truncated.statusCode, truncated.json().message], [400, 'The multipart body is malformed.'])
  const json = await post({ payload: crates(), headers: { 'content-type': 'application/json' } })
  t.same([json.statusCode, json.json().message], [400, 'Upload the template as a multipart/form-data file, or name a file of the upload directory with ?filename=.'])
  const type = await post(multipart('crates.json', crates()), '?type=sql')
  t.equal(type.statusCode, 400, 'type is model or form')
  const hostile = await post(multipart('crates.json', JSON.stringify({ name: 'crates; drop table rs_user', table: 'crates', columns: { x: { type: 'text' } } })))
  t.equal(hostile.statusCode, 201, 'an mDIS name that is no identifier falls back to the table name')
  t.equal(app.registry.get('crates')!.definition.template.name, 'crates; drop table rs_user')
  t.same(await traces(app, 'crates'), LIVE)
  const bom = await post(multipart('bins.json', `\uFEFF${JSON.stringify({ name: 'bins', columns: { x: { type: 'text' } } })}`))
  t.equal(bom.statusCode, 201, 'a byte order mark is fine')

  const bigBody = await app.inject({ method: 'POST', url: '/cg/api/create-model', headers, payload: { template: { name: 'big', columns: { x: { type: 'text' } }, padding: 'x'.repeat(LIMIT) } } })
  t.same([bigBody.statusCode, bigBody.json().name], [413, 'Request Entity Too Large'], 'create-model bodies have the same limit')
  t.same(await traces(app, 'big'), NO_TRACE)
})

t.test('?filename= imports a file of the upload directory, and nothing outside it', async t => {
  const { app } = await buildTestApp(t, { env: { TEMPLATE_FILE_LIMIT: String(LIMIT) } })
  const headers = await as(app, 'developer')
  const dir = app.config.UPLOAD_DIR
  const verify = async (filename: string) => await app.inject({ method: 'POST', url: `/cg/api/verify-uploaded-template?filename=${filename}`, headers })

  t.same([(await verify('crates.json')).statusCode, (await verify('crates.json')).json().message], [404, 'Object not found: crates.json'], 'nothing uploaded yet')
  await mkdir(join(dir, 'folder.json'), { recursive: true })
  await writeFile(join(dir, 'crates.json'), crates())
  await writeFile(join(dir, 'bad.json'), JSON.stringify({ name: 'bad', columns: { x: { type: 'txt' } } }))
  await writeFile(join(dir, 'huge.json'), crates({ padding: 'x'.repeat(LIMIT) }))
  await writeFile(join(dir, 'notes.txt'), crates())

  for (const name of ['..%2Ftemplates%2Fcores.json', '%2E%2E%2Fx.json', '.hidden.json', 'a%5Cb.json', 'c%3Ad.json', 'notes.txt', '..']) {
    const response = await verify(name)
    t.equal(response.statusCode, 400, name)
    t.match(response.json().message, /^Invalid file name .*: name a \.json file of the upload directory, without a path\.$/)
  }
  t.equal((await verify('folder.json')).statusCode, 404, 'directories are not read')
  t.equal((await verify('missing.json')).statusCode, 404)
  const huge = await verify('huge.json')
  t.same([huge.statusCode, huge.json().message], [413, `The template file has ${(await readFile(join(dir, 'huge.json'))).length} bytes; templates may have at most ${LIMIT}.`])
  const bad = await verify('bad.json')
  t.equal(bad.statusCode, 422)
  t.same(await traces(app, 'bad'), NO_TRACE)
  t.ok((await readdir(dir)).includes('bad.json'), 'a refused upload stays for the user to fix')

  const imported = await verify('crates.json')
  t.same([imported.statusCode, imported.json()], [201, JSON.parse(crates())])
  t.same(await traces(app, 'crates'), LIVE)
  t.notOk((await readdir(dir)).includes('crates.json'), 'an imported upload is removed, as mDIS does')
  const v1 = await app.inject({ method: 'POST', url: '/cg/api/v1/verify-uploaded-template?type=model&filename=crates.json', headers })
  t.equal(v1.statusCode, 404)
})
