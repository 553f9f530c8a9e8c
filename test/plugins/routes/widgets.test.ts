import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { WIDGET_LIMITS, WIDGET_TYPES } from '../../../schemas/widgets.js'
import { buildTestApp } from '../../helpers/app.js'
import { addUser, as, login } from '../../helpers/auth.js'

// mDIS's dashboard widgets (WidgetsController, /api/v1/widgets): the six seeded ones, read by every logged-in user,
// created, changed (one or many at once), duplicated and deleted by developers.

type Headers = Record<string, string>
const URL = '/api/v1/widgets'
const FORBIDDEN = { name: 'Forbidden', message: 'You are not allowed to perform this action.', code: 0, status: 403 }

const client = (app: FastifyInstance) => ({
  get: async (url: string, headers: Headers = {}) => await app.inject({ url, headers }),
  send: async (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
    await app.inject({ method, url, headers: { ...headers, ...payload === undefined ? {} : { 'content-type': 'application/json' } }, payload: payload === undefined ? undefined : JSON.stringify(payload) })
})

t.test('the seeded widgets: mDIS\'s six, read by every logged-in user', async t => {
  const { app } = await buildTestApp(t)
  const { get } = client(app)
  const viewer = await as(app, 'viewer')

  const listed = await get(URL, viewer)
  t.equal(listed.statusCode, 200)
  t.same(listed.json(), WIDGET_TYPES.map((type, order) => ({
    id: order + 1,
    type,
    title: ['Project Information', 'Instructions', 'Message of the Day', 'Post Box', 'Sites and Holes', 'Drilling Progress'][order],
    subtitle: null,
    active: true,
    xs_size: 12,
    sm_size: 6,
    md_size: 4,
    lg_size: 3,
    order,
    extraSettings: {},
    color: null,
    is_dark: true,
    deletable: false,
    cloneable: type === 'SimpleChartWidget'
  })), 'in order, none deletable, the chart cloneable (as mDIS seeds them)')

  t.equal((await get(URL)).statusCode, 401, 'not without a login')
  await addUser(app, 'nobody', [])
  const nobody = { authorization: `Bearer ${await login(app, 'nobody')}` }
  t.equal((await get(URL, nobody)).json().length, 6, 'a login without a role reads them (mDIS \'@\')')
  t.same((await get(`${URL}/3`, nobody)).json().type, 'MessageOfTheDayWidget')
  const missing = await get(`${URL}/99`, viewer)
  t.same([missing.statusCode, missing.json()], [404, { name: 'Not Found', message: 'Object not found: widget 99', code: 0, status: 404 }])
  t.equal((await get(`${URL}/first`, viewer)).statusCode, 400, 'not an id')

  t.same((await get(`${URL}?sort=-id`, viewer)).json().map((w: { id: number }) => w.id), [6, 5, 4, 3, 2, 1], 'sorted as asked')
  t.same((await get(`${URL}?sort=type,-order`, viewer)).json().map((w: { type: string }) => w.type), [...WIDGET_TYPES].sort())
  const badSort = await get(`${URL}?sort=size`, viewer)
  t.same([badSort.statusCode, badSort.json().message], [400, 'Unknown sort field "size"; use one of id, type, title, order.'])
})

t.test('developers add, change and delete widgets; other roles may not', async t => {
  const { app } = await buildTestApp(t)
  const { get, send } = client(app)
  const developer = await as(app, 'developer')

  for (const role of ['viewer', 'operator'] as const) {
    const headers = await as(app, role)
    for (const [method, url, body] of [['POST', URL, { type: 'PostBoxWidget' }], ['PUT', URL, []], ['PUT', `${URL}/1`, { title: 'x' }],
      ['POST', `${URL}/duplicate/6`, undefined], ['DELETE', `${URL}/1`, undefined]] as const) {
      const refused = await send(method, url, headers, body)
      t.same([refused.statusCode, refused.json()], [403, FORBIDDEN], `${role}: ${method} ${url}`)
    }
  }
  t.equal((await send('POST', URL, {}, { type: 'PostBoxWidget' })).statusCode, 401)

  const created = await send('POST', URL, developer, { type: 'PostBoxWidget', title: 'Second box', active: 0, xs_size: '6', extraSettings: { b: 1, a: [1, { c: null }] } })
  t.equal(created.statusCode, 201)
  t.same(created.json(), {
    id: 7, type: 'PostBoxWidget', title: 'Second box', subtitle: null, active: false, xs_size: 6, sm_size: 6, md_size: 4, lg_size: 3, order: 6,
    extraSettings: { b: 1, a: [1, { c: null }] }, color: null, is_dark: true, deletable: true, cloneable: false
  }, 'placed last, deletable; 0 and numeric strings are taken as mDIS clients send them')
  t.same(Object.keys(created.json().extraSettings), ['b', 'a'], 'settings read back as written, their members in order')
  const kept = await send('POST', URL, await as(app, 'admin'), { type: 'SimpleChartWidget', deletable: false, cloneable: 1, id: 42, order: 0, color: '#1976D2', is_dark: false })
  t.match(kept.json(), { id: 8, order: 0, deletable: false, cloneable: true, color: '#1976D2', is_dark: false }, 'roles above developer may; a given id is ignored')

  const changed = await send('PUT', `${URL}/7`, developer, {
    title: 'Renamed', subtitle: 'for the crew', extraSettings: null, lg_size: 12, id: 99, deletable: false, cloneable: true, type: 'InstructionsWidget'
  })
  t.same([changed.statusCode, changed.json()], [200, { ...created.json(), title: 'Renamed', subtitle: 'for the crew', extraSettings: {}, lg_size: 12, type: 'InstructionsWidget' }],
    'what the body names; null settings are {}; id, deletable and cloneable are read-only')
  t.same((await send('PUT', `${URL}/7`, developer, {})).json(), changed.json(), 'an empty change changes nothing')
  t.same((await get(`${URL}/7`, developer)).json(), changed.json())
  const absent = await send('PUT', `${URL}/70`, developer, { title: 'x' })
  t.same([absent.statusCode, absent.json().message], [404, 'Object not found: widget 70'])

  t.equal((await send('DELETE', `${URL}/7`, developer)).statusCode, 204)
  t.equal((await get(`${URL}/7`, developer)).statusCode, 404, 'gone')
  t.equal((await send('DELETE', `${URL}/7`, developer)).statusCode, 404)
  for (const [id, type] of [[1, 'ProjectInformationWidget'], [8, 'SimpleChartWidget']] as const) {
    const refused = await send('DELETE', `${URL}/${id}`, developer)
    t.same([refused.statusCode, refused.json()], [409, { name: 'Conflict', message: `Widget ${id} (${type}) is not deletable.`, code: 0, status: 409 }])
  }
  t.equal((await get(URL, developer)).json().length, 7, 'nothing else went')
})

t.test('bad widgets are refused, naming the field', async t => {
  const { app } = await buildTestApp(t)
  const { get, send } = client(app)
  const developer = await as(app, 'developer')

  const blank = await send('POST', URL, developer, { title: 'no type' })
  t.same([blank.statusCode, blank.json()], [422, [{ field: 'type', message: 'Type cannot be blank.' }]])
  const unknown = await send('POST', URL, developer, { type: 'ClockWidget' })
  t.same(unknown.json(), [{ field: 'type', message: 'Type must be equal to one of the allowed values.' }], 'only the types mDIS front ends show')
  const bad = await send('POST', URL, developer, {
    type: 'PostBoxWidget', xs_size: 13, lg_size: 0, title: 't'.repeat(WIDGET_LIMITS.title + 1), color: 'red;}', order: WIDGET_LIMITS.order + 1, active: 'maybe', extraSettings: [1], size: 3
  })
  t.equal(bad.statusCode, 422)
  t.same(fields(bad), ['active', 'body', 'color', 'extraSettings', 'lg_size', 'order', 'title', 'xs_size'], 'every problem at once')
  t.same(fields(await send('PUT', `${URL}/1`, developer, { type: 'ClockWidget', md_size: 2.5 })), ['md_size', 'type'])
  t.same((await send('POST', URL, developer, [{ type: 'PostBoxWidget' }])).json(), [{ field: 'body', message: 'Body must be object.' }])

  // extraSettings: nesting checked before the value is serialised (a deep one would overflow the stack), and bytes
  const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
  for (const [method, url] of [['POST', URL], ['PUT', `${URL}/1`]] as const) {
    const deep = await app.inject({ method, url, headers: { ...developer, 'content-type': 'application/json' }, payload: `{"type":"PostBoxWidget","extraSettings":{"a":${arrays(5000)}}}` })
    t.same([deep.statusCode, deep.json()], [422, [{ field: 'extraSettings', message: `extraSettings nests arrays and objects deeper than ${WIDGET_LIMITS.extraSettingsDepth} levels.` }]], method)
  }
  const nested = JSON.parse(`{"a":${arrays(WIDGET_LIMITS.extraSettingsDepth - 1)}}`) as Record<string, unknown>
  t.same((await send('PUT', `${URL}/1`, developer, { extraSettings: nested })).json().extraSettings, nested, `${WIDGET_LIMITS.extraSettingsDepth} levels`)
  const fits = { picture: 'x'.repeat(WIDGET_LIMITS.extraSettingsBytes - 15) }
  t.equal((await send('PUT', `${URL}/1`, developer, { extraSettings: fits })).statusCode, 200, 'the largest size')
  const large = await send('PUT', `${URL}/1`, developer, { extraSettings: { picture: 'ü'.repeat(WIDGET_LIMITS.extraSettingsBytes / 2) } })
  t.same([large.statusCode, large.json()], [422, [{ field: 'extraSettings', message: `extraSettings is ${WIDGET_LIMITS.extraSettingsBytes + 14} bytes of JSON; it holds at most ${WIDGET_LIMITS.extraSettingsBytes}.` }]])
  t.same((await get(`${URL}/1`, developer)).json().extraSettings, fits, 'nothing of a refused change is stored')
  t.equal((await get(URL, developer)).json().length, 6, 'nor of a refused create')
})

t.test('a bulk change sets many widgets at once, all of them or none', async t => {
  const { app } = await buildTestApp(t)
  const { get, send } = client(app)
  const developer = await as(app, 'developer')
  const widgets = async () => (await get(URL, developer)).json() as Array<Record<string, any>>
  const before = await widgets()

  const moved = await send('PUT', URL, developer, [{ id: 1, order: 5 }, { id: 6, order: 0, active: false, lg_size: 6 }, { id: 3 }])
  t.same([moved.statusCode, moved.json()], [200, { message: 'All records were saved successfully.' }], 'as mDIS answers it')
  const after = await widgets()
  t.same(after.map(w => w.id), [6, 2, 3, 4, 5, 1], 'in the new order')
  t.match(after[0], { active: false, lg_size: 6, sm_size: 6 })

  // an mDIS front end sends the whole widgets back, read-only fields and all
  const whole = after.map((w, i) => ({ ...w, order: 5 - i, deletable: true, cloneable: true }))
  t.equal((await send('PUT', URL, developer, whole)).statusCode, 200)
  t.same((await widgets()).map(w => [w.id, w.deletable, w.cloneable]), [...after].reverse().map(w => [w.id, w.deletable, w.cloneable]), 'reordered; deletable and cloneable stay')
  const current = await widgets()

  const invalid = await send('PUT', URL, developer, [{ id: 1, title: 'changed' }, { id: 2, xs_size: 13 }, { id: 3, type: 'ClockWidget' }])
  t.same([invalid.statusCode, fields(invalid)], [422, ['1.xs_size', '2.type']], 'each problem by the index of its widget')
  const deep = JSON.parse(`{"a":${'['.repeat(40)}${']'.repeat(40)}}`) as unknown
  const settings = await send('PUT', URL, developer, [{ id: 1, title: 'changed' }, { id: 2, extraSettings: deep }, { id: 3, extraSettings: { a: 'ü'.repeat(WIDGET_LIMITS.extraSettingsBytes) } }])
  t.same([settings.statusCode, fields(settings)], [422, ['1.extraSettings', '2.extraSettings']], 'and the settings too deep or too large')
  const missing = await send('PUT', URL, developer, [{ id: 1, title: 'changed' }, { id: 99 }, { id: 98, order: 1 }])
  t.same([missing.statusCode, missing.json().message], [404, 'Object not found: widget 99, 98'])
  const twice = await send('PUT', URL, developer, [{ id: 1, title: 'changed' }, { id: 2 }, { id: 1, order: 1 }])
  t.same([twice.statusCode, twice.json()], [422, [{ field: '2.id', message: 'Widget 1 is named more than once.' }]])
  t.same((await send('PUT', URL, developer, [{ order: 1 }])).json(), [{ field: 'id', message: 'ID cannot be blank.' }])
  t.same(fields(await send('PUT', URL, developer, Array.from({ length: WIDGET_LIMITS.widgets + 1 }, (_, i) => ({ id: i + 1 })))), ['body'], `at most ${WIDGET_LIMITS.widgets}`)
  t.same((await send('PUT', URL, developer, { id: 1 })).json(), [{ field: 'body', message: 'Body must be array.' }])
  t.same(await widgets(), current, 'nothing of a refused change is stored')
  t.same((await send('PUT', URL, developer, [])).json(), { message: 'All records were saved successfully.' }, 'an empty list changes nothing')
  t.same(await widgets(), current)
  t.not(current, before)
})

t.test('duplicate copies a cloneable widget; a dashboard holds a bounded number', async t => {
  const { app } = await buildTestApp(t)
  const { get, send } = client(app)
  const developer = await as(app, 'developer')
  await send('PUT', `${URL}/6`, developer, { title: 'Core recovery', extraSettings: { series: ['recovery'], z: 1 }, md_size: 6 })
  const source = (await get(`${URL}/6`, developer)).json()

  const copy = await send('POST', `${URL}/duplicate/6`, developer)
  t.equal(copy.statusCode, 201)
  t.same(copy.json(), { ...source, id: 7, order: 6, deletable: true, cloneable: true }, 'the same widget, placed last, deletable (as mDIS makes the copy)')
  t.same(Object.keys(copy.json().extraSettings), ['series', 'z'])
  t.equal((await send('POST', `${URL}/duplicate/7`, developer)).json().order, 7, 'a copy may be copied')
  const refused = await send('POST', `${URL}/duplicate/1`, developer)
  t.same([refused.statusCode, refused.json().message], [409, 'Widget 1 (ProjectInformationWidget) is not cloneable.'])
  t.equal((await send('POST', `${URL}/duplicate/99`, developer)).statusCode, 404)

  // the last place is the highest mDIS's tinyint holds
  await send('PUT', `${URL}/2`, developer, { order: WIDGET_LIMITS.order })
  t.equal((await send('POST', URL, developer, { type: 'InstructionsWidget' })).json().order, WIDGET_LIMITS.order)

  // full: no create, no copy; a delete makes room
  const held = (await get(URL, developer)).json().length as number
  await app.database.db.insertInto('rs_widget').values(Array.from({ length: WIDGET_LIMITS.widgets - held }, () => ({ type: 'PostBoxWidget', deletable: true }))).execute()
  const full = `A dashboard holds at most ${WIDGET_LIMITS.widgets} widgets; delete one first.`
  for (const [url, body] of [[URL, { type: 'PostBoxWidget' }], [`${URL}/duplicate/6`, undefined]] as const) {
    const answer = await send('POST', url, developer, body)
    t.same([answer.statusCode, answer.json().message], [409, full], url)
  }
  t.equal((await send('DELETE', `${URL}/7`, developer)).statusCode, 204)
  t.equal((await send('POST', `${URL}/duplicate/6`, developer)).statusCode, 201, 'room again')
  t.equal((await get(URL, developer)).json().length, WIDGET_LIMITS.widgets)
})

/** The fields a 422 names, each once. */
function fields (response: { json: () => Array<{ field: string }> }): string[] {
  return [...new Set(response.json().map(p => p.field))].sort()
}
