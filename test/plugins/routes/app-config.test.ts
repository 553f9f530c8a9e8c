import t from 'tap'
import type { FastifyInstance } from 'fastify'
import type { Role } from '../../../core/auth/roles.js'
import { CONFIG_LIMITS } from '../../../schemas/app-config.js'
import { buildTestApp } from '../../helpers/app.js'
import { addUser, as, login } from '../../helpers/auth.js'

// mDIS's configuration endpoints (AppController get/save-app-config, get/save-user-config): the installation's
// configuration, read without a login and written by developers, and each user's own.

const CONFIG = '/api/v1/app/config'
const USER_CONFIG = '/api/v1/app/user-config'

type Headers = Record<string, string>

const client = (app: FastifyInstance) => ({
  get: async (url: string, headers: Headers = {}) => await app.inject({ url, headers }),
  post: async (url: string, payload: unknown, headers: Headers = {}) =>
    await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(payload) })
})

async function userHeaders (app: FastifyInstance, username: string, roles: Role[] = ['viewer']): Promise<{ id: number, headers: Headers }> {
  const id = await addUser(app, username, roles)
  return { id, headers: { authorization: `Bearer ${await login(app, username)}` } }
}

t.test('the installation\'s configuration: read without a login, written by developers', async t => {
  const { app } = await buildTestApp(t)
  const { get, post } = client(app)
  const developer = await as(app, 'developer')

  const empty = await get(CONFIG)
  t.same([empty.statusCode, empty.json()], [200, {}], 'nothing set, no login needed')

  const written = await post(CONFIG, {
    'grid.columns.cores': ['core', 'top_depth', 'remarks'],
    'parent-context': { site: 2, expedition: 1 },
    theme: 'dark',
    'page.size': 50,
    'show-igsn': false,
    '3d.view': 'ok',
    'a.-b': 'runs of separators, as mDIS allows',
    notes: 'Kern ü 🌊'
  }, developer)
  const expected = {
    '3d.view': 'ok',
    'a.-b': 'runs of separators, as mDIS allows',
    'grid.columns.cores': ['core', 'top_depth', 'remarks'],
    notes: 'Kern ü 🌊',
    'page.size': 50,
    'parent-context': { site: 2, expedition: 1 },
    'show-igsn': false,
    theme: 'dark'
  }
  t.same([written.statusCode, written.json()], [200, expected], 'the whole configuration after the change')
  t.same(Object.keys(written.json()), Object.keys(expected), 'sorted by key')
  t.same(Object.keys(written.json()['parent-context']), ['site', 'expedition'], 'a value reads back as written, its members in order')
  t.same((await get(CONFIG)).json(), expected, 'and so does a read, without a login')
  t.same((await get(CONFIG, developer)).json(), expected, 'or with one')

  const one = await get(`${CONFIG}/grid.columns.cores`)
  t.same([one.statusCode, one.json()], [200, { 'grid.columns.cores': ['core', 'top_depth', 'remarks'] }], 'one key, as mDIS answers it')
  const missing = await get(`${CONFIG}/grid.columns.sites`)
  t.same([missing.statusCode, missing.json()], [404, { name: 'Not Found', message: 'The configuration has no key "grid.columns.sites".', code: 0, status: 404 }])
  for (const key of ['Grid', 'grid_columns', 'grid.', '-grid', 'grid%20columns']) t.equal((await get(`${CONFIG}/${key}`)).statusCode, 400, `not a key: ${key}`)

  // null deletes; the other keys stay; a key not set is deleted without complaint
  const changed = await post(CONFIG, { theme: null, 'page.size': 100, 'never.set': null }, developer)
  t.equal(changed.statusCode, 200)
  const { theme: _, ...kept } = expected
  t.same(changed.json(), { ...kept, 'page.size': 100 })
  t.equal((await get(`${CONFIG}/theme`)).statusCode, 404, 'deleted')
  t.same((await post(CONFIG, {}, developer)).json(), changed.json(), 'an empty change changes nothing')

  // who may write
  t.equal((await post(CONFIG, { theme: 'light' })).statusCode, 401, 'not without a login')
  for (const role of ['viewer', 'operator'] as const) {
    const refused = await post(CONFIG, { theme: 'light' }, await as(app, role))
    t.same([refused.statusCode, refused.json().message], [403, 'You are not allowed to perform this action.'], role)
  }
  t.equal((await post(CONFIG, { theme: 'light' }, await as(app, 'admin'))).statusCode, 200, 'roles above developer may')
  t.equal((await get(`${CONFIG}/theme`)).json().theme, 'light')
})

t.test('each user reads and writes only their own configuration', async t => {
  const { app, database } = await buildTestApp(t)
  const { get, post } = client(app)
  const anna = await userHeaders(app, 'anna')
  const ben = await userHeaders(app, 'ben', ['operator'])

  t.same((await get(USER_CONFIG, anna.headers)).json(), {}, 'nothing set')
  const written = await post(USER_CONFIG, { 'grid.columns.cores': ['core'], theme: 'dark' }, anna.headers)
  t.same([written.statusCode, written.json()], [200, { 'grid.columns.cores': ['core'], theme: 'dark' }])
  t.same((await post(USER_CONFIG, { theme: 'light', 'page.size': 10 }, ben.headers)).json(), { 'page.size': 10, theme: 'light' }, 'ben\'s configuration holds only his keys')

  t.same((await get(USER_CONFIG, anna.headers)).json(), { 'grid.columns.cores': ['core'], theme: 'dark' }, 'anna\'s are her own')
  t.same((await get(`${USER_CONFIG}/theme`, anna.headers)).json(), { theme: 'dark' })
  t.same((await get(`${USER_CONFIG}/theme`, ben.headers)).json(), { theme: 'light' })
  const missing = await get(`${USER_CONFIG}/grid.columns.cores`, ben.headers)
  t.same([missing.statusCode, missing.json().message], [404, 'The user configuration has no key "grid.columns.cores".'], 'ben does not see anna\'s key')
  t.equal((await get(`${USER_CONFIG}/Theme`, ben.headers)).statusCode, 400, 'not a key')
  t.same((await get(CONFIG)).json(), {}, 'the installation\'s configuration is another one')

  t.same((await post(USER_CONFIG, { theme: null }, anna.headers)).json(), { 'grid.columns.cores': ['core'] }, 'null deletes')
  t.same((await get(`${USER_CONFIG}/theme`, ben.headers)).json(), { theme: 'light' }, 'anna\'s delete leaves ben\'s key')

  // any logged-in user, even one without a role (mDIS '@'); not without a login
  for (const request of [get(USER_CONFIG), get(`${USER_CONFIG}/theme`), post(USER_CONFIG, { theme: 'x' })]) t.equal((await request).statusCode, 401)
  const nobody = await userHeaders(app, 'nobody', [])
  t.same((await post(USER_CONFIG, { theme: 'x' }, nobody.headers)).json(), { theme: 'x' })
  t.same((await get(`${USER_CONFIG}/theme`, nobody.headers)).json(), { theme: 'x' })

  // a deleted user's configuration goes with the user
  const count = async (userId: number) => (await database.db.selectFrom('rs_user_config').select(eb => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId).executeTakeFirstOrThrow()).n
  t.equal(Number(await count(anna.id)), 1)
  t.equal((await app.inject({ method: 'DELETE', url: `/api/v1/users/${anna.id}`, headers: await as(app, 'admin') })).statusCode, 204)
  t.equal(Number(await count(anna.id)), 0, 'deleted with anna')
  t.same((await get(USER_CONFIG, ben.headers)).json(), { 'page.size': 10, theme: 'light' }, 'ben\'s stay')
})

t.test('bad keys and bodies are refused whole, naming each bad key', async t => {
  const { app } = await buildTestApp(t)
  const { get, post } = client(app)
  const developer = await as(app, 'developer')
  const viewer = await as(app, 'viewer')
  await post(CONFIG, { theme: 'dark' }, developer)

  const longest = 'k'.repeat(CONFIG_LIMITS.keyLength)
  const bad = ['Grid', 'grid_columns', 'grid.', '.grid', 'grid columns', 'grid..', 'k'.repeat(CONFIG_LIMITS.keyLength + 1), 'grid/columns', '']
  for (const url of [CONFIG, USER_CONFIG]) {
    const headers = url === CONFIG ? developer : viewer
    const refused = await post(url, { theme: 'light', ...Object.fromEntries(bad.map(key => [key, 1])), [longest]: 1 }, headers)
    t.equal(refused.statusCode, 422, url)
    t.same(refused.json(), bad.map(key => ({
      field: key,
      message: `"${key}" is not a configuration key: lowercase words (a-z, 0-9) joined by "." or "-", at most ${CONFIG_LIMITS.keyLength} characters.`
    })), 'each bad key, by name')
    t.same((await get(url, headers)).json(), url === CONFIG ? { theme: 'dark' } : {}, 'and nothing of the change is stored')

    // nesting: checked before a value is serialised (a deep one would overflow the stack)
    const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
    const nested = (depth: number) => JSON.parse(arrays(depth)) as unknown
    // (the body as text: the test's own JSON.stringify could overflow too)
    const deep = await app.inject({
      method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' },
      payload: `{"fine":${arrays(CONFIG_LIMITS.valueDepth)},"deep":${arrays(CONFIG_LIMITS.valueDepth + 1)},"deeper":{"a":${arrays(5000)}},"Bad-Key":${arrays(5000)}}`
    })
    t.same([deep.statusCode, deep.json()], [422, [
      { field: 'deep', message: `The value of "deep" nests arrays and objects deeper than ${CONFIG_LIMITS.valueDepth} levels.` },
      { field: 'deeper', message: `The value of "deeper" nests arrays and objects deeper than ${CONFIG_LIMITS.valueDepth} levels.` },
      { field: 'Bad-Key', message: `"Bad-Key" is not a configuration key: lowercase words (a-z, 0-9) joined by "." or "-", at most ${CONFIG_LIMITS.keyLength} characters.` }
    ]], 'values nested too deep, by key')
    const fine = await post(url, { fine: nested(CONFIG_LIMITS.valueDepth) }, headers)
    t.same([fine.statusCode, fine.json().fine], [200, nested(CONFIG_LIMITS.valueDepth)], `${CONFIG_LIMITS.valueDepth} levels`)

    for (const body of [[1, 2], 'theme', 5, null]) {
      const notObject = await post(url, body, headers)
      t.same([notObject.statusCode, notObject.json()], [422, [{ field: 'body', message: 'Body must be object.' }]], `a body of ${JSON.stringify(body)}`)
    }
    t.equal((await post(url, { [longest]: true }, headers)).statusCode, 200, 'a key of the longest length')
    t.same((await get(`${url}/${longest}`, headers)).json(), { [longest]: true }, 'is read alone too')
  }
})

t.test('the size of a change and of a configuration is bounded', async t => {
  const { app } = await buildTestApp(t)
  const { get, post } = client(app)
  const developer = await as(app, 'developer')
  const viewer = await as(app, 'viewer')
  const { keysPerWrite, valueBytes, storedKeys, storedBytes } = CONFIG_LIMITS
  const keys = (n: number, from = 0) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`key.${from + i}`, i]))

  const tooMany = await post(CONFIG, keys(keysPerWrite + 1), developer)
  t.same([tooMany.statusCode, tooMany.json().message], [413, `A configuration change names at most ${keysPerWrite} keys; this one names ${keysPerWrite + 1}.`])
  t.equal((await post(CONFIG, keys(keysPerWrite), developer)).statusCode, 200, `${keysPerWrite} keys at once`)

  // a value as JSON: the string's quotes count, and UTF-8 bytes, not characters
  const fits = 'x'.repeat(valueBytes - 2)
  t.equal((await post(USER_CONFIG, { big: fits }, viewer)).statusCode, 200, 'a value of the largest size')
  t.equal((await get(`${USER_CONFIG}/big`, viewer)).json().big, fits)
  const tooLarge = await post(USER_CONFIG, { small: 1, big: { text: 'ü'.repeat(valueBytes / 2) } }, viewer)
  t.same([tooLarge.statusCode, tooLarge.json().message], [413, `The value of "big" is ${valueBytes + 11} bytes of JSON; a configuration value holds at most ${valueBytes}.`])
  t.same(Object.keys((await get(USER_CONFIG, viewer)).json()), ['big'], 'nothing of the change is stored')

  // what a configuration holds: keys (the installation's, here) ...
  for (let from = keysPerWrite; from < storedKeys; from += keysPerWrite) t.equal((await post(CONFIG, keys(keysPerWrite, from), developer)).statusCode, 200)
  const full = await post(CONFIG, { 'one.more': 1 }, developer)
  t.equal(full.statusCode, 409)
  t.match(full.json().message, new RegExp(`^A configuration holds at most ${storedKeys} keys and ${storedBytes} bytes of values; this change would make it ${storedKeys + 1} keys and \\d+ bytes\\. Delete keys \\(null\\) first\\.$`))
  t.equal(Object.keys((await get(CONFIG)).json()).length, storedKeys, 'nothing of the change is stored')
  t.equal((await post(CONFIG, { 'key.0': null, 'one.more': 1 }, developer)).statusCode, 200, 'a key deleted in the same change makes room')

  // ... and bytes (a user's): bytes as stored, the JSON text of each value
  const chunk = 'y'.repeat(valueBytes - 2)
  const values = Object.fromEntries(Array.from({ length: storedBytes / valueBytes - 1 }, (_, i) => [`chunk.${i}`, chunk]))
  t.equal((await post(USER_CONFIG, values, viewer)).statusCode, 200, `${storedBytes} bytes in all`)
  const over = await post(USER_CONFIG, { extra: 1 }, viewer)
  t.same([over.statusCode, over.json().message], [409, `A configuration holds at most ${storedKeys} keys and ${storedBytes} bytes of values; this change would make it ` +
    `${storedBytes / valueBytes + 1} keys and ${storedBytes + 1} bytes. Delete keys (null) first.`])
  t.equal((await post(USER_CONFIG, { big: null, extra: 1 }, viewer)).statusCode, 200)
  t.equal((await post(USER_CONFIG, { other: 1 }, await as(app, 'operator'))).statusCode, 200, 'each user\'s configuration has its own bounds')
})

