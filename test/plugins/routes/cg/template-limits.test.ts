import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { strToU8, zipSync } from 'fflate'
import t from 'tap'
import { MAX_TEMPLATE_DEPTH } from '../../../../core/1-templates/limits.js'
import { buildTestApp, tempDir } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { multipart, NO_TRACE, traces } from '../../../helpers/cg.js'

// Templates (models and forms) nest at most MAX_TEMPLATE_DEPTH levels, checked before anything recursive touches
// them: deeper is a 422 at the spot, never a 500 (stack overflow). The text stored for a template sent in a JSON body
// (formatted) must fit TEMPLATE_FILE_LIMIT (413), so that every stored template loads again at the next start.

/** `levels` objects, each in the one before: { a: { a: ... 1 } } */
const nest = (levels: number): unknown => {
  let value: unknown = 1
  for (let i = 0; i < levels; i++) value = { a: value }
  return value
}
// template (1) > behaviors (2) > the behavior (3) > its parameters: 3 + levels deep
const model = (name: string, levels: number, extra: Record<string, unknown> = {}) => ({
  name,
  columns: { label: { type: 'string', size: 20 } },
  behaviors: [{ behaviorClass: 'app\\behaviors\\Custom', parameters: nest(levels) }],
  ...extra
})
/** The text of a template whose `key` (a placeholder 0 in `template`) holds `levels` nested objects: deeper than JSON.stringify can write. */
const deepText = (template: unknown, key: string, levels: number) =>
  JSON.stringify(template).replace(`"${key}":0`, `"${key}":${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`)
const deepAt = (prefix: string, levels: number) => `${prefix}${'/a'.repeat(levels)}`
const DEPTH = `nested deeper than ${MAX_TEMPLATE_DEPTH} levels of objects and arrays; a template may nest at most ${MAX_TEMPLATE_DEPTH}`

t.test('templates nested too deep are a 422 at the spot, however they arrive', async t => {
  const dataDir = await tempDir(t)
  const { app, templateDir, database } = await buildTestApp(t, { dataDir, bundled: false })
  const dev = await as(app, 'developer')
  const create = async (template: unknown) => {
    const response = await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: dev, payload: { template } })
    return [response.statusCode, response.json()]
  }
  const refused = (path: string) => [422, [{ field: path, message: DEPTH }]]

  // the probes: 3,500 deep (was a 500), 2,000 deep (was stored as an 8 MB file no start could load)
  t.same(await create(model('deep', 3500)), refused(deepAt('/behaviors/0/parameters', MAX_TEMPLATE_DEPTH - 3)))
  t.same(await create(model('deep', 2000)), refused(deepAt('/behaviors/0/parameters', MAX_TEMPLATE_DEPTH - 3)))
  t.same(await create(model('deep', MAX_TEMPLATE_DEPTH - 2)), refused(deepAt('/behaviors/0/parameters', MAX_TEMPLATE_DEPTH - 3)), 'one level too deep')
  t.same(await traces(app, 'deep'), NO_TRACE)
  t.same((await create(model('deep', MAX_TEMPLATE_DEPTH - 3)))[0], 201, 'as deep as allowed')
  const update = await app.inject({ method: 'PUT', url: '/cg/api/update-model?name=deep', headers: dev, payload: { template: model('deep', 4000) } })
  t.same([update.statusCode, update.json()], refused(deepAt('/behaviors/0/parameters', MAX_TEMPLATE_DEPTH - 3)))

  // an uploaded file and a package entry: the same check
  const file = multipart('deep.json', deepText({ ...model('other', 0), behaviors: [{ behaviorClass: 'X', parameters: 0 }] }, 'parameters', 10000))
  const uploaded = await app.inject({ method: 'POST', url: '/cg/api/verify-uploaded-template', headers: { ...dev, ...file.headers }, payload: file.payload })
  t.same([uploaded.statusCode, uploaded.json()], refused(deepAt('/behaviors/0/parameters', MAX_TEMPLATE_DEPTH - 3)))
  const pack = multipart('templates.zip', Buffer.from(zipSync({ 'models/other.json': strToU8(deepText({ ...model('other', 0), behaviors: [{ behaviorClass: 'X', parameters: 0 }] }, 'parameters', 5000)) })))
  const imported = await app.inject({ method: 'POST', url: '/cg/api/verify-uploaded-zip', headers: { ...dev, ...pack.headers }, payload: pack.payload })
  t.same([imported.statusCode, imported.json()], refused(deepAt('models/other.json/behaviors/0/parameters', MAX_TEMPLATE_DEPTH - 3)))
  t.same(await traces(app, 'other'), NO_TRACE)

  // forms: subForms 5,000 deep (was a 500), by body and by upload; form (1) > subForms (2) > ...
  const form = (levels: number) => ({ name: 'deep-form', dataModel: 'deep', fields: [{ name: 'label' }], subForms: nest(levels) })
  const created = await app.inject({ method: 'POST', url: '/cg/api/create-form', headers: { ...dev, 'content-type': 'application/json' }, payload: `{"template":${deepText({ ...form(0), subForms: 0 }, 'subForms', 5000)}}` })
  t.same([created.statusCode, created.json()], refused(deepAt('/subForms', MAX_TEMPLATE_DEPTH - 1)))
  const formFile = multipart('deep-form.json', deepText({ ...form(0), subForms: 0 }, 'subForms', 10000))
  const formUpload = await app.inject({ method: 'POST', url: '/cg/api/verify-uploaded-template?type=form', headers: { ...dev, ...formFile.headers }, payload: formFile.payload })
  t.same([formUpload.statusCode, formUpload.json()], refused(deepAt('/subForms', MAX_TEMPLATE_DEPTH - 1)))
  t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-form', headers: dev, payload: { template: form(MAX_TEMPLATE_DEPTH - 1) } })).statusCode, 201)

  // the next start loads what was stored; a file nested too deep, put there by hand, is reported, not a crash
  await app.close()
  await writeFile(join(templateDir, 'by-hand.json'), deepText({ ...model('by_hand', 0), behaviors: [{ behaviorClass: 'X', parameters: 0 }] }, 'parameters', 20000))
  const { app: again } = await buildTestApp(t, { dataDir, templateDir, database })
  t.ok(again.registry.has('deep'))
  t.same(again.registry.failures(), [{ source: 'by-hand.json', name: null, problems: [{ field: '/', message: `${deepAt('/behaviors/0/parameters', MAX_TEMPLATE_DEPTH - 3)}: ${DEPTH}` }] }])
  t.equal((await again.inject({ url: '/cg/api/get-form-template?name=deep-form', headers: await as(again, 'viewer') })).statusCode, 200)
})

t.test('the text stored for a template must fit TEMPLATE_FILE_LIMIT, so that the next start loads it', async t => {
  const dataDir = await tempDir(t)
  const { app, templateDir, database } = await buildTestApp(t, { dataDir, bundled: false, env: { TEMPLATE_FILE_LIMIT: '16384' } })
  const dev = await as(app, 'developer')
  // 3.5 KB as sent; formatted, every level on a line of its own, indented: some 90 KB
  const bulky = (name: string) => ({ ...model(name, 1), notes: Array.from({ length: 80 }, () => [[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]) })
  t.ok(JSON.stringify(bulky('bulky')).length < 4000)
  const created = await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: dev, payload: { template: bulky('bulky') } })
  t.equal(created.statusCode, 413)
  t.match(created.json(), { status: 413, message: /^The template, formatted as the template area keeps it, has \d+ bytes; templates may have at most 16384\.$/ })
  t.same(await traces(app, 'bulky'), NO_TRACE)
  // uploaded as a compact file, it is stored as sent, and fits
  const file = multipart('bulky.json', JSON.stringify(bulky('bulky')))
  t.equal((await app.inject({ method: 'POST', url: '/cg/api/verify-uploaded-template', headers: { ...dev, ...file.headers }, payload: file.payload })).statusCode, 201)
  t.equal((await readFile(join(templateDir, 'bulky.json'), 'utf8')).length < 4000, true)
  // its copy would be stored formatted: too large
  const copy = await app.inject({ method: 'POST', url: '/cg/api/duplicate?type=model&oldName=bulky&newName=bulky_copy', headers: dev })
  t.same([copy.statusCode, copy.json().status], [413, 413])
  const update = await app.inject({ method: 'POST', url: '/cg/api/update-model?name=bulky', headers: dev, payload: { template: bulky('bulky') } })
  t.equal(update.statusCode, 413)

  await app.close()
  const { app: again } = await buildTestApp(t, { dataDir, templateDir, database, env: { TEMPLATE_FILE_LIMIT: '16384' } })
  t.ok(again.registry.has('bulky'), 'the next start loads it')
  t.same(again.registry.failures(), [])
})
