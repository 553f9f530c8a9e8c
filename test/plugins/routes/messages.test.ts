import { readFile, truncate, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { MESSAGE_LIMITS } from '../../../schemas/messages.js'
import { buildTestApp, bundledTemplates, tempDir } from '../../helpers/app.js'
import { addUser, as, login } from '../../helpers/auth.js'
import { insertHierarchy, multipart } from '../../helpers/files.js'

// mDIS's messages of the day (MessagesController, /api/v1/messages): a day, a text and images, which are archived
// files; read by every logged-in user, written by developers.

type Headers = Record<string, string>
const URL = '/api/v1/messages'
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const FORBIDDEN = { name: 'Forbidden', message: 'You are not allowed to perform this action.', code: 0, status: 403 }

const client = (app: FastifyInstance) => ({
  get: async (url: string, headers: Headers = {}) => await app.inject({ url, headers }),
  send: async (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
    await app.inject({ method, url, headers: { ...headers, ...payload === undefined ? {} : { 'content-type': 'application/json' } }, payload: payload === undefined ? undefined : JSON.stringify(payload) })
})

/** Uploads the files and assigns them to a core (as an operator would): their File record ids by name. */
async function archive (app: FastifyInstance, files: Record<string, Buffer | string>): Promise<Record<string, number>> {
  const operator = await as(app, 'operator')
  const { core } = await insertHierarchy(app.database.db, String(Object.keys(files).length * 1000 + Math.floor(Math.random() * 999)))
  const upload = multipart(Object.entries(files).map(([filename, content]) => ({ filename, content })))
  await app.inject({ method: 'POST', url: '/api/v1/file/upload', payload: upload.payload, headers: { ...upload.headers, ...operator } })
  const assigned = await app.inject({ method: 'POST', url: '/api/v1/file/assign', headers: operator, payload: { selectedFilenames: Object.keys(files), fileType: 'DOC', assignIds: { core } } })
  return Object.fromEntries(assigned.json().map((f: { id: number, original_filename: string }) => [f.original_filename, f.id]))
}

t.test('developers write the messages of the day, with archived pictures; every logged-in user reads them', async t => {
  const { app } = await buildTestApp(t)
  const { get, send } = client(app)
  const developer = await as(app, 'developer')
  const viewer = await as(app, 'viewer')
  const files = await archive(app, { 'core.png': PNG, 'crew.gif': GIF })
  const userId = async (headers: Headers) => (await get('/api/v1/auth/refresh', headers)).json().id as number

  const empty = await get(URL, viewer)
  t.match([empty.statusCode, empty.json()], [200, { items: [], _meta: { totalCount: 0, pageCount: 1, currentPage: 1, perPage: 20 } }])

  const created = await send('POST', URL, developer, {
    message: 'Core 3 is on deck.',
    date: '2024-05-02',
    // as mDIS's form sends them: its default picture (image_id 0, with src) among the archived ones
    images: [{ image_id: files['core.png'], caption: 'The core' }, { image_id: 0, src: 'logo.png', caption: 'Default image' }, { image_id: files['crew.gif'], caption: null }]
  })
  t.equal(created.statusCode, 201)
  const message = created.json()
  t.match(message, {
    id: 1,
    message: 'Core 3 is on deck.',
    date: '2024-05-02',
    images: [{ id: Number, image_id: files['core.png'], caption: 'The core' }, { id: Number, image_id: files['crew.gif'], caption: '' }],
    created_by: await userId(developer),
    updated_by: await userId(developer)
  }, 'the archived pictures in order; mDIS\'s placeholder left out')
  t.match(message.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  t.same((await get(`${URL}/1`, viewer)).json(), message, 'read by a viewer')
  await addUser(app, 'nobody', [])
  t.same((await get(URL, { authorization: `Bearer ${await login(app, 'nobody')}` })).json().items, [message], 'and by a login without a role (mDIS \'@\')')

  // the picture reads back through the file archive
  const picture = await get(`/api/v1/file/download/${message.images[0].image_id as number}`, viewer)
  t.same([picture.statusCode, picture.headers['content-type'], picture.rawPayload], [200, 'image/png', PNG], 'the bytes as uploaded')

  for (const role of ['viewer', 'operator'] as const) {
    const headers = await as(app, role)
    for (const [method, url, body] of [['POST', URL, { message: 'x', date: '2024-05-02' }], ['PUT', `${URL}/1`, { message: 'x' }], ['DELETE', `${URL}/1`, undefined]] as const) {
      const refused = await send(method, url, headers, body)
      t.same([refused.statusCode, refused.json()], [403, FORBIDDEN], `${role}: ${method} ${url}`)
    }
  }
  t.equal((await get(URL)).statusCode, 401, 'not without a login')

  // an update changes what it names; images given replace them all; mDIS sends the whole message back
  const admin = await as(app, 'admin')
  const changed = await send('PUT', `${URL}/1`, admin, { ...message, message: 'Core 3 is in the lab.', images: [{ id: 7, image_id: files['crew.gif'], caption: 'The crew' }] })
  t.equal(changed.statusCode, 200)
  t.match(changed.json(), { id: 1, message: 'Core 3 is in the lab.', date: '2024-05-02', images: [{ image_id: files['crew.gif'], caption: 'The crew' }], created_by: message.created_by, updated_by: await userId(admin) })
  t.equal(changed.json().images.length, 1)
  t.ok(changed.json().updated_at > message.updated_at, 'updated now')
  const moved = await send('PUT', `${URL}/1`, developer, { date: '2024-05-03' })
  t.same(moved.json().images, changed.json().images, 'images not given stay')
  t.same((await send('PUT', `${URL}/1`, developer, { images: [] })).json().images, [], 'an empty list takes them all')

  // an image goes with its file (unassigned, its File record is deleted), as in mDIS
  await send('PUT', `${URL}/1`, developer, { images: [{ image_id: files['core.png'] }, { image_id: files['crew.gif'] }] })
  t.equal((await app.inject({ method: 'PUT', url: `/api/v1/file/unassign/${files['core.png']}`, headers: await as(app, 'operator') })).statusCode, 200)
  t.same((await get(`${URL}/1`, viewer)).json().images.map((i: { image_id: number }) => i.image_id), [files['crew.gif']])

  t.equal((await send('DELETE', `${URL}/1`, developer)).statusCode, 204)
  const gone = await get(`${URL}/1`, viewer)
  t.same([gone.statusCode, gone.json()], [404, { name: 'Not Found', message: 'Object not found: message 1', code: 0, status: 404 }])
  t.equal((await send('DELETE', `${URL}/1`, developer)).statusCode, 404)
  t.equal((await send('PUT', `${URL}/1`, developer, { message: 'x' })).statusCode, 404)
  t.equal((await get(`/api/v1/file/download/${files['crew.gif']}`, viewer)).statusCode, 200, 'the file stays in the archive')
})

t.test('images are archived pictures, by their content and bounded in size; bad messages are refused whole', async t => {
  const { app, config } = await buildTestApp(t)
  const { get, send } = client(app)
  const developer = await as(app, 'developer')
  const files = await archive(app, { 'ok.png': PNG, 'notes.txt': 'not a picture', 'fake.png': 'text in a picture\'s name', 'big.png': PNG, 'lost.gif': GIF, 'drawing.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'nopath.png': PNG, 'outside.png': PNG })
  const stored = async (id: number) => join(config.ARCHIVE_DIR, (await app.database.db.selectFrom('rs_archive_file').select('path').where('id', '=', id).executeTakeFirstOrThrow()).path as string)
  // (sparse: the size without the bytes)
  await truncate(await stored(files['big.png']), MESSAGE_LIMITS.imageBytes + 1)
  await unlink(await stored(files['lost.gif']))
  // a record without a stored path, and one whose path would leave the archive: no file either
  await app.database.db.updateTable('rs_archive_file').set({ path: null }).where('id', '=', files['nopath.png']).execute()
  await app.database.db.updateTable('rs_archive_file').set({ path: '../../outside.png' }).where('id', '=', files['outside.png']).execute()

  const refused = await send('POST', URL, developer, {
    message: 'Pictures',
    date: '2024-05-02',
    images: [files['ok.png'], files['notes.txt'], files['fake.png'], files['big.png'], files['lost.gif'], 999999, files['ok.png'], files['drawing.svg'], files['nopath.png'], files['outside.png']]
      .map(id => ({ image_id: id }))
  })
  t.equal(refused.statusCode, 422)
  t.same(refused.json(), [
    { field: 'images.1.image_id', message: `File ${files['notes.txt']} is not a PNG, JPEG, GIF or WebP picture (its content is text/plain).` },
    { field: 'images.2.image_id', message: `File ${files['fake.png']} is not a PNG, JPEG, GIF or WebP picture (its content is text/plain).` },
    { field: 'images.3.image_id', message: `File ${files['big.png']} is ${MESSAGE_LIMITS.imageBytes + 1} bytes; an image of a message is at most ${MESSAGE_LIMITS.imageBytes}.` },
    { field: 'images.4.image_id', message: `The stored file of file ${files['lost.gif']} is missing from the archive.` },
    { field: 'images.5.image_id', message: 'File 999999 does not exist.' },
    { field: 'images.6.image_id', message: `File ${files['ok.png']} is given more than once.` },
    { field: 'images.7.image_id', message: `File ${files['drawing.svg']} is not a PNG, JPEG, GIF or WebP picture (its content is text/plain).` },
    { field: 'images.8.image_id', message: `The stored file of file ${files['nopath.png']} is missing from the archive.` },
    { field: 'images.9.image_id', message: `The stored file of file ${files['outside.png']} is missing from the archive.` }
  ], 'each image by its place, all at once')
  t.same((await get(URL, developer)).json().items, [], 'nothing stored')

  const bad = async (body: unknown) => (await send('POST', URL, developer, body)).json() as Array<{ field: string, message: string }>
  t.same(await bad({ date: '2024-05-02' }), [{ field: 'message', message: 'Message cannot be blank.' }])
  t.same(await bad({ message: 'x', date: '2024-02-30' }), [{ field: 'date', message: '2024-02-30 is not a day of the calendar.' }])
  t.same((await bad({ message: 'x', date: '0000-01-01' }))[0].field, 'date', 'from year 1')
  const fields = async (body: unknown) => [...new Set((await bad(body)).map(p => p.field))].sort()
  t.same(await fields({ message: '', date: '2024/05/02', images: [{ image_id: -1, caption: 'c'.repeat(MESSAGE_LIMITS.caption + 1) }], mood: 'fine' }),
    ['body', 'date', 'images.0.caption', 'images.0.image_id', 'message'])
  t.same(await fields({ message: 'm'.repeat(MESSAGE_LIMITS.text + 1), date: '2024-05-02', images: Array.from({ length: MESSAGE_LIMITS.images + 1 }, () => ({ image_id: files['ok.png'] })) }), ['images', 'message'])
  t.same(await fields([]), ['body'])

  const made = await send('POST', URL, developer, { message: 'One picture', date: '2024-05-02', images: [{ image_id: files['ok.png'] }] })
  t.equal(made.statusCode, 201)
  const update = await send('PUT', `${URL}/${made.json().id as number}`, developer, { message: 'x', images: [{ image_id: files['notes.txt'] }] })
  t.same([update.statusCode, update.json()[0].field], [422, 'images.0.image_id'])
  t.same((await send('PUT', `${URL}/${made.json().id as number}`, developer, { date: '2023-02-29' })).json(), [{ field: 'date', message: '2023-02-29 is not a day of the calendar.' }])
  t.same((await get(`${URL}/${made.json().id as number}`, developer)).json(), made.json(), 'a refused update changes nothing')
})

t.test('the list filters, sorts and pages as mDIS\'s calendar asks', async t => {
  const { app } = await buildTestApp(t)
  const { get, send } = client(app)
  const developer = await as(app, 'developer')
  const viewer = await as(app, 'viewer')
  const files = await archive(app, { 'a.png': PNG, 'b.gif': GIF })
  for (const date of ['2024-02-10', '2024-01-01', '2024-02-01', '2024-01-15']) {
    await send('POST', URL, developer, { message: `Day ${date}`, date, ...date === '2024-02-01' ? { images: [{ image_id: files['b.gif'] }, { image_id: files['a.png'] }] } : {} })
  }
  const dates = async (query: string) => {
    const answer = await get(`${URL}?${query}`, viewer)
    t.equal(answer.statusCode, 200, query)
    return answer.json().items.map((m: { date: string }) => m.date)
  }

  t.same(await dates(''), ['2024-01-01', '2024-01-15', '2024-02-01', '2024-02-10'], 'by day')
  t.same(await dates('filter[date][gt]=2024-01-01&filter[date][lt]=2024-02-10'), ['2024-01-15', '2024-02-01'], 'a month of the calendar, as mDIS asks for it')
  t.same(await dates('filter[date][gte]=2024-01-15&filter[date][lte]=2024-02-01'), ['2024-01-15', '2024-02-01'])
  t.same(await dates('filter[date]=2024-02-01'), ['2024-02-01'])
  t.same(await dates('filter[date][eq]=2024-02-01&filter[id][neq]=3'), [])
  t.same(await dates(`filter[created_by]=${(await get('/api/v1/auth/refresh', developer)).json().id as number}&sort=-id`), ['2024-01-15', '2024-02-01', '2024-01-01', '2024-02-10'])
  const last = (await get(`${URL}?per-page=1&sort=-date`, viewer)).json()
  t.match(last, { items: [{ date: '2024-02-10' }], _meta: { totalCount: 4, pageCount: 4, currentPage: 1, perPage: 1 } }, 'the last message, as mDIS\'s widget asks for it')
  t.same((await get(`${URL}?filter[date]=2024-02-01`, viewer)).json().items[0].images.map((i: { image_id: number }) => i.image_id), [files['b.gif'], files['a.png']])
  t.same(await dates('page=2&per-page=3&sort=updated_at,created_at'), ['2024-01-15'])

  for (const [query, message] of [
    ['filter[date][between]=2024-01-01', 'Unknown filter operator "between" in filter[date][between]; use one of eq, neq, gt, gte, lt, lte.'],
    ['filter[message]=Day', 'Unknown filter field "message"; use one of id, date, created_by.'],
    ['filter[date]=2024-13-01', 'filter[date] must be a day, YYYY-MM-DD.'],
    ['filter[id][gt]=one', 'filter[id][gt] must be an id.'],
    ['filter[id]=1&filter[id]=2', 'filter[id] must be given once.'],
    ['filters=1', '"filters" is not a filter; write filter[<field>]=<value> or filter[<field>][<op>]=<value>.'],
    ['filter[date][gt][x]=1', '"filter[date][gt][x]" is not a filter; write filter[<field>]=<value> or filter[<field>][<op>]=<value>.'],
    ['sort=message', 'Unknown sort field "message"; use one of id, date, created_at, updated_at.'],
    ['per-page=0', 'per-page must be between 1 and 1000.']
  ]) {
    const answer = await get(`${URL}?${query}`, viewer)
    t.same([answer.statusCode, answer.json().message], [400, message], query)
  }
})

t.test('get-messages: to role sa, the moratoria that end within a week, as mDIS tells them', async t => {
  // expeditions with a moratorium (a column of mDIS's expeditions the bundled template does not have)
  const templateDir = await bundledTemplates(join(await tempDir(t), 'templates'))
  const file = join(templateDir, 'expeditions.json')
  const template = JSON.parse(await readFile(file, 'utf8')) as { columns: Record<string, unknown> }
  template.columns.moratorium_end = { name: 'moratorium_end', type: 'date', label: 'Moratorium End' }
  await writeFile(file, JSON.stringify(template))
  const { app } = await buildTestApp(t, { templateDir })
  const db = app.database.db
  const { program } = await insertHierarchy(db, '5000')
  const expeditions = [['5001', 'ONE', 3], ['5002', 'TWO', 0], ['5003', null, 1], ['5004', 'FOUR', 7], ['5005', 'LATE', 8], ['5006', 'PAST', -1]] as const
  for (const [expedition, acronym, days] of expeditions) {
    await db.insertInto('expeditions').values({ program_id: program, expedition, combined_id: expedition, exp_name: `Expedition ${expedition}`, exp_acronym: acronym, moratorium_end: sql`current_date + ${days}::int` }).execute()
  }
  const notices = async (headers: Headers) => await app.inject({ url: '/api/v1/app/get-messages', headers })

  const sa = await notices(await as(app, 'admin'))
  t.same([sa.statusCode, sa.json()], [200, [
    { type: 'warning', text: 'Moratorium for expedition \'5002\' (TWO) ends today.' },
    { type: 'warning', text: 'Moratorium for expedition \'5003\' ends tomorrow.' },
    { type: 'warning', text: 'Moratorium for expedition \'5001\' (ONE) ends in 3 days.' },
    { type: 'warning', text: 'Moratorium for expedition \'5004\' (FOUR) ends in 7 days.' }
  ]], 'soonest first; none past, none beyond a week')
  for (const role of ['administrator', 'developer', 'viewer'] as const) t.same((await notices(await as(app, role))).json(), [], `nothing for ${role}`)
  t.equal((await notices({})).statusCode, 401)
})

t.test('get-messages has nothing to tell when the expedition model has no moratorium', async t => {
  const { app } = await buildTestApp(t)
  const answer = await app.inject({ url: '/api/v1/app/get-messages', headers: await as(app, 'admin') })
  t.same([answer.statusCode, answer.json()], [200, []])
})
