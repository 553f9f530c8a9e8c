import { Validator } from '@seriousme/openapi-schema-validator'
import t from 'tap'
import { parse } from 'yaml'
import { BUILT_IN } from '../../../../core/reports/catalogue.js'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { servedRoutes } from '../../../helpers/openapi.js'

// GET /openapi.json and /openapi.yaml: a valid OpenAPI 3.1 document of every route, with each model's own
// operations and schemas, error answers, security and operationIds.

type Doc = Record<string, any>
const validate = async (document: unknown) => await new Validator().validate(document as Parameters<Validator['validate']>[0])

t.test('the document is valid OpenAPI 3.1 and describes every route', async t => {
  const { app } = await buildTestApp(t)
  const response = await app.inject('/openapi.json')
  t.equal(response.statusCode, 200)
  t.match(response.headers['content-type'], /^application\/json/)
  const doc = response.json<Doc>()
  t.same(await validate(doc), { valid: true }, 'valid against the OpenAPI 3.1 schema')
  t.equal(doc.openapi, '3.1.0')

  const yaml = await app.inject('/openapi.yaml')
  t.match(yaml.headers['content-type'], /^application\/yaml/)
  t.same(await validate(yaml.body), { valid: true }, 'the YAML form too')
  t.same(parse(yaml.body), doc, 'and it is the same document')

  const models = app.registry.list().map(m => m.name).sort()
  t.same(models, ['core_section', 'cores', 'curation_corebox', 'curation_section_split', 'expeditions', 'holes', 'programs', 'sites'])
  const served = servedRoutes(app)
  t.ok(served.length > 50, `${served.length} routes`)
  for (const { method, path } of served) {
    // the per-model routes of the data API appear once per registered model
    const paths = path.includes('{model}') ? models.map(m => path.replace('{model}', m)) : [path]
    for (const p of paths) t.ok(doc.paths[p]?.[method.toLowerCase()], `${method} ${p}`)
  }
  t.notOk(Object.keys(doc.paths).some(p => p.includes('{model}') || p.startsWith('/docs')), 'no generic model path, no UI asset')
  const operations = Object.values(doc.paths).flatMap(item => Object.values(item as Doc)) as Doc[]
  const ids = operations.map(op => op.operationId)
  t.equal(new Set(ids).size, ids.length, 'operationIds are unique')
  t.ok(operations.every(op => Array.isArray(op.tags) && Array.isArray(op.security)), 'every operation has tags and security')
  t.ok(operations.every(op => !Object.keys(op).some(k => k.startsWith('x-'))), 'no internal marker is left')

  // security follows config.access
  t.same(doc.paths['/api/v1/auth/login'].post.security, [], 'public')
  t.same(doc.paths['/health/ready'].get.security, [])
  t.same(doc.paths['/api/v1/users'].get.security, [{ bearer: [] }, { oauth2: [] }])
  t.match(doc.components.securitySchemes, { bearer: { type: 'http', scheme: 'bearer' }, oauth2: { flows: { password: { tokenUrl: '/api/v1/auth/token' } } } })

  // error answers: the Yii2 shape, the 422 array, the token endpoint's RFC shape
  const limitHeaders = Object.fromEntries(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'].map(name => [name, { $ref: `#/components/headers/${name}` }]))
  t.same(doc.components.responses.NotFound, { description: 'Not Found', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { name: 'Not Found', message: 'Object not found: cores 42', code: 0, status: 404 } } }, headers: limitHeaders })
  t.equal(doc.components.responses.ServiceUnavailable.headers, undefined, 'the limit\'s headers below 500')
  t.same(doc.components.responses.UnprocessableEntity.content['application/json'].schema, { $ref: '#/components/schemas/ValidationErrors' })
  t.match(doc.components.schemas.Error, { required: ['name', 'message', 'code', 'status'] })
  t.match(doc.components.schemas.ValidationErrors, { type: 'array', items: { required: ['field', 'message'] } })
  const statuses = (path: string, method: string) => Object.keys(doc.paths[path][method].responses)
  t.same(statuses('/api/v1/models/cores', 'post'), ['201', '400', '401', '403', '404', '409', '413', '415', '422', '429', '500', '503'])
  t.same(statuses('/api/v1/models/cores/{id}', 'delete'), ['204', '400', '401', '403', '404', '409', '412', '413', '415', '422', '428', '429', '500', '503'], 'a body is read on every write, declared or not; If-Match')
  t.same(doc.paths['/api/v1/models/cores/{id}'].get.responses['200'].headers.ETag.schema, { type: 'string', maxLength: 12 }, 'a record\'s version')
  t.same(statuses('/api/v1/auth/refresh', 'get'), ['200', '400', '401', '429', '500', '503'], 'any login: no 403; 400 for a URL with a NUL character, as everywhere; the API-wide rate limit')
  t.same(statuses('/api/v1/auth/login', 'post'), ['200', '400', '413', '415', '422', '429', '500', '503'], 'declared: the login limit')
  t.equal(doc.paths['/cg/api/delete-model'].get, undefined, 'the GET that only refuses (405) is no operation')
  t.same(Object.keys(doc.paths['/cg/api/delete-model']), ['delete'])
  t.same(statuses('/health/live', 'get'), ['200', '400', '429', '500', '503'], 'probes count apart, but count')
  const login = doc.paths['/api/v1/auth/login'].post.responses
  t.same(Object.keys(login['200'].headers), ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'], 'the login limit is documented where it is sent')
  t.same(Object.keys(login['429'].headers), ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After'])
  t.same(Object.keys(login['422'].headers), ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'], 'on its error answers too, written out')
  t.same(Object.keys(doc.paths['/api/v1/auth/token'].post.responses['429'].headers), ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After'])
  t.same(doc.paths['/api/v1/auth/refresh'].get.responses['200'].headers, {
    'RateLimit-Limit': { $ref: '#/components/headers/RateLimit-Limit' },
    'RateLimit-Remaining': { $ref: '#/components/headers/RateLimit-Remaining' },
    'RateLimit-Reset': { $ref: '#/components/headers/RateLimit-Reset' }
  }, 'elsewhere the API-wide limit\'s')
  t.same(Object.keys(doc.components.responses.TooManyRequests.headers), ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After'])
  t.match(doc.servers, [{ url: '/', 'x-internal': false }])
  t.match(doc.components.securitySchemes.bearer.description, /RFC8725/)
  t.same(doc.paths['/api/v1/models/cores/{id}'].get.responses['404'], { $ref: '#/components/responses/NotFound' })
  const token = doc.paths['/api/v1/auth/token'].post
  t.same(Object.keys(token.responses), ['200', '400', '401', '429', '500', '503'], 'its real statuses, no range')
  t.same(token.responses['429'].content['application/json'].schema.required, ['error', 'error_description'], 'RFC 6749 shape')
  t.same(Object.keys(token.requestBody.content), ['application/json', 'application/x-www-form-urlencoded'])
  t.same(doc.paths['/api/v1/file/upload'].post.requestBody.content['multipart/form-data'].schema.properties.file.maxItems, 20)
  t.same(Object.keys(doc.paths['/api/v1/report/{report}'].get.responses['200'].content), ['text/html; charset=utf-8', 'text/csv; charset=utf-8', 'application/pdf', 'application/xml; charset=utf-8'])
  const actionBodies = doc.paths['/api/v1/report/{report}'].post.requestBody.content['application/json'].schema.anyOf.map((b: { title: string }) => b.title)
  t.same(actionBodies, BUILT_IN.filter(r => r.type === 'action').map(r => `${r.name} parameters`), 'the parameters of every action')
  t.same(doc.paths['/cg/api/summary'].get.responses['200'].content['application/json'].schema.required, ['modules', 'models', 'forms', 'failures', 'disagreements'])
  // every operation says in one line what it does
  const undescribed = Object.entries(doc.paths).flatMap(([path, item]: [string, any]) =>
    Object.entries(item).filter(([, op]: [string, any]) => typeof op.description !== 'string' || op.description.length < 10).map(([method]) => `${method} ${path}`))
  t.same(undescribed, [], 'every operation has a description')
  t.equal(doc.paths['/api/v1/models/cores'].get.description, 'Pages through the records of model cores, filtered and sorted; the total is exact up to LIST_EXACT_COUNT_LIMIT.')
  // Swagger UI renders descriptions as Markdown: <model> outside code spans would vanish as an HTML tag
  const raw: string[] = []
  JSON.stringify(doc, (key, value: unknown) => {
    if ((key === 'description' || key === 'summary') && typeof value === 'string' && /<[a-z]/i.test(value.replace(/`[^`]*`/g, ''))) raw.push(value)
    return value
  })
  t.same(raw, [], 'no HTML-like text outside code spans in descriptions')
  // each shared error answer has an example of its own status, in its schema's shape
  for (const [name, response] of Object.entries(doc.components.responses as Record<string, { content: Record<string, { example: any }> }>)) {
    const { example } = response.content['application/json']
    if (Array.isArray(example)) {
      t.same(Object.keys(example[0]), ['field', 'message'], name)
    } else {
      // (a 412 tells what changed besides: StaleWrite)
      const changed = name === 'PreconditionFailed' ? ['version', 'changedBy', 'changedAt', 'columns', 'current'] : []
      t.same(Object.keys(example), ['name', 'message', 'code', 'status', ...changed], name)
      t.ok(typeof example.message === 'string' && example.message !== '' && example.name !== 'Not Found' === (example.status !== 404), `${name}: ${String(example.status)} ${String(example.name)}`)
      t.equal(name, String(example.name).replace(/[^A-Za-z]/g, ''))
    }
  }
  // responses the service gives, documented with their status and content type
  for (const [path, method, status] of [['/api/v1/file/delete', 'post', '404'], ['/api/v1/file/assign', 'post', '404'],
    ['/cg/api/create-model-table', 'post', '404'], ['/cg/api/v1/create-model-table', 'post', '404'],
    ['/cg/api/verify-uploaded-template', 'post', '200'], ['/cg/api/verify-uploaded-template', 'post', '201']]) {
    t.ok(doc.paths[path][method].responses[status] !== undefined, `${method} ${path} documents ${status}`)
  }
  t.same(Object.keys(doc.paths['/api/v1/file/download/{fileId}'].get.responses['200'].content), ['*/*'], 'a download has the type of its file')
  t.same(doc.paths['/cg/api/verify-uploaded-template'].post.requestBody.content['multipart/form-data'].schema.properties.file.type, 'string', 'one template file')
  for (const path of ['/api/v1/form', '/api/v1/models/cores', '/api/v1/list-values', '/api/v1/users', '/api/v1/file']) {
    const params = (doc.paths[path].get.parameters as Array<{ name: string, schema: { type: string, format: string } }>).filter(p => p.name === 'page' || p.name === 'per-page')
    t.same(params.map(p => [p.name, p.schema.type, p.schema.format]).sort(), [['page', 'integer', 'int32'], ['per-page', 'integer', 'int32']], `${path}: page and per-page are integers`)
  }
  t.same(doc.paths['/cg/api/get-model-template'].get.responses['200'].content, { 'application/json': { schema: {} } }, 'free-form JSON')
  t.equal(doc.paths['/api/v1/auth/logout'].post.responses['204'].description, 'logged out')
  t.same(doc.paths['/api/v1/models/cores'].get.tags, ['models/cores'])
  t.same(doc.paths['/cg/api/v1/create-model'].post.tags, ['cg'])
  t.same(doc.paths['/api/v1/form/reports'].get.tags, ['reports'])
  t.same(doc.paths['/openapi.yaml'].get.tags, ['openapi'])
})

t.test('every model has its own operations and schemas with descriptions, units and value lists', async t => {
  const { app } = await buildTestApp(t)
  const doc = (await app.inject('/openapi.json')).json<Doc>()
  const { schemas } = doc.components
  for (const name of ['cores', 'coresCreate', 'coresUpdate', 'coresDraft', 'coresPage']) t.ok(schemas[name], name)
  t.match(schemas.cores.description, /^A record\. Model cores \(module Core, table cores, child of holes\)\./)
  t.match(schemas.programs.description, /Model programs \(module Project, table programs\)\./)
  t.match(schemas.coresCreate.properties.top_depth, { 'x-unit': 'm', description: 'Unit: m.', title: 'Top Depth', type: ['number', 'null'] })
  t.match(schemas.coresCreate.properties.analyst, { 'x-value-list': 'ANALYST', description: 'Value list: ANALYST.' })
  t.match(schemas.coresCreate.properties.core, { description: 'Core number inside the hole; the next free number when not given' })
  t.same(schemas.coresCreate.required, ['hole_id', 'core_type'])
  t.notOk(schemas.coresUpdate.required, 'an update sends only what changes')
  t.same(schemas.cores.properties.archive_files.properties.files.items, { $ref: '#/components/schemas/FileRecord' })
  t.notOk(['id', 'combined_id', 'igsn'].some(f => f in schemas.coresDraft.properties), 'a draft has no server-assigned identifiers')
  t.same(schemas.coresPage.properties.items.items, { $ref: '#/components/schemas/cores' })

  const list = doc.paths['/api/v1/models/cores'].get
  t.equal(list.operationId, 'listCores')
  t.same(list.responses['200'].content['application/json'].schema, { $ref: '#/components/schemas/coresPage' })
  // one filter[<field>] parameter per field, as generators and Swagger UI send them
  const filters = list.parameters.filter((p: Doc) => p.name.startsWith('filter'))
  t.ok(['filter[hole_id]', 'filter[program_id]', 'filter[core]'].every(name => filters.some((p: Doc) => p.name === name)), 'own and ancestor fields')
  t.notOk(filters.some((p: Doc) => p.name === 'filter[archive_files]'))
  t.match(filters[0], { in: 'query', required: false, schema: { type: 'string', maxLength: 1000 } })
  t.same(doc.paths['/api/v1/models/core_section'].post.requestBody.content['application/json'].schema, { $ref: '#/components/schemas/core_sectionCreate' })
  t.equal(doc.paths['/api/v1/models/core_section'].post.operationId, 'createCoreSection')
  const one = doc.paths['/api/v1/models/cores/{id}']
  t.same(one.get.parameters, [
    { schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 }, in: 'query', name: 'version', required: false, description: 'the record as it was at this version of its history' },
    { schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 }, in: 'path', name: 'id', required: true, description: 'record id' }])
  t.same([one.put.operationId, one.patch.operationId, one.delete.operationId], ['updateCores', 'patchCores', 'deleteCores'])
  t.same(one.patch.requestBody.content['application/json'].schema, { $ref: '#/components/schemas/coresUpdate' })
  t.same(doc.paths['/api/v1/models/cores/{id}/duplicate'].post.responses['200'].content['application/json'].schema, { $ref: '#/components/schemas/coresDraft' })
  const history = doc.paths['/api/v1/models/cores/{id}/history'].get
  t.same([history.operationId, history.responses['200'].content['application/json'].schema], ['historyCores', { $ref: '#/components/schemas/RecordHistory' }])
  t.same(doc.paths['/api/v1/form/{id}/history'].get.responses['200'].content['application/json'].schema, { $ref: '#/components/schemas/RecordHistory' })
  t.same([doc.paths['/api/v1/models/cores/deleted'].get.operationId, doc.paths['/api/v1/models/cores/deleted'].get.responses['200'].content['application/json'].schema], ['listDeletedCores', { $ref: '#/components/schemas/DeletedRecords' }])
  const restore = doc.paths['/api/v1/models/cores/{id}/restore'].post
  t.same([restore.operationId, restore.responses['200'].content['application/json'].schema, Object.keys(restore.responses['200'].headers)], ['restoreCores', { $ref: '#/components/schemas/cores' }, ['ETag', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']])

  // the ?name= data API: the registered names, the generic record
  const form = doc.paths['/api/v1/form'].get
  t.same(form.parameters.find((p: Doc) => p.name === 'name').schema.enum, ['core_section', 'cores', 'curation_corebox', 'curation_section_split', 'expeditions', 'holes', 'programs', 'sites'])
  t.match(form.parameters.find((p: Doc) => p.name === 'filter'), { style: 'deepObject', explode: true, schema: { type: 'object', additionalProperties: { type: 'string' } }, example: {} }, 'empty by default: Try it out sends no filter')
  t.same(doc.paths['/api/v1/form'].post.requestBody.content['application/json'].schema, { $ref: '#/components/schemas/Record' })
  t.same(doc.tags.map((tag: Doc) => tag.name).slice(-2), ['models/programs', 'models/sites'])

  // the schemas describe what the service answers
  const headers = await as(app, 'admin')
  const program = await app.inject({ method: 'POST', url: '/api/v1/models/programs', headers, payload: { program: 'ICDP', program_name: 'Continental drilling' } })
  t.same(Object.keys(program.json()).sort(), Object.keys(schemas.programs.properties).sort())
})
