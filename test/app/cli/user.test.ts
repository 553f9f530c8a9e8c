import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import t from 'tap'
import { buildApp } from '../../../app/build-app.js'
import { insertUser } from '../../../core/auth/users.js'
import { runUserCli, USAGE, type CliIo } from '../../../app/cli/user-cli.js'
import type { Database } from '../../../core/database/database.js'
import { openPglite } from '../../../core/database/pglite.js'
import { tempDir, testConfig } from '../../helpers/app.js'
import { runEntry, capturedStreams, type ToolRun } from '../../helpers/cli.js'
import { openTestDatabase } from '../../helpers/database.js'

const run = async (args: string[], env: Record<string, string>): Promise<ToolRun> => await runEntry('user', args, env)

t.test('npm run user: add, passwd, roles, list on the service\'s database; the service then logs the user in', async t => {
  const dir = await tempDir(t)
  // a prepared database: PostgreSQL, or an embedded one in a directory (started from the initdb snapshot, then closed)
  const prepared = await openTestDatabase(t, join(dir, 'pgdata'))
  await prepared.database.close()
  const { url } = prepared
  const env: Record<string, string> = url !== undefined ? { DATABASE_URL: url } : { DATABASE_URL: '', PGLITE_DIR: join(dir, 'pgdata') }

  const added = await run(['add', 'alice', '--role', 'operator', '--email', 'alice@example.org'], env)
  t.equal(added.code, 0, added.err)
  const password = /^added user alice \(id \d+, role operator\)\ngenerated password \(shown once\): (\S{20,})\n$/.exec(added.out)?.[1]
  t.ok(password, 'no terminal: a password is generated and printed once')
  t.same(await run(['roles', 'alice', 'developer'], env), { code: 0, out: 'alice now holds the roles viewer, operator, developer\n', err: '' })
  const list = await run(['list'], env)
  t.equal(list.code, 0)
  t.match(list.out, /^id +username +email +roles +permissions\n1 +alice +alice@example\.org +developer +-\n$/)

  // the service on that database: alice logs in with the generated password and holds her new role
  let database: Database
  if (url !== undefined) {
    const { openPostgres } = await import('../../../core/database/postgres.js')
    database = await openPostgres({ url, poolSize: 2, poolTimeoutMs: 5000, statementTimeoutMs: 30000, onError: () => {} })
  } else {
    database = await openPglite({ dataDir: join(dir, 'pgdata') })
  }
  t.teardown(() => database.close())
  const app = await buildApp({ config: testConfig(dir, join(dir, 'templates')), database, logger: false })
  t.teardown(() => app.close())
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'alice', password } })
  t.equal(login.statusCode, 200)
  t.same(login.json().roles, ['viewer', 'operator', 'developer'])
})

/** In-process runs against one test database (kept open between runs); a terminal when `typed` is given. */
async function cli (t: { teardown (fn: () => unknown): void }) {
  const { database } = await openTestDatabase(t)
  return Object.assign(async (args: string[], typed?: string[], env: Record<string, string> = {}) => {
    const stdin = Object.assign(new PassThrough(), { isTTY: typed !== undefined })
    const { stdout, stderr, output } = capturedStreams()
    const io: CliIo = { env, stdin, stdout, stderr }
    const running = runUserCli(args, io, async () => ({ ...database, close: async () => {} }))
    for (const line of typed ?? []) {
      await new Promise(resolve => setImmediate(resolve))
      stdin.write(line)
    }
    const code = await running
    return { code, ...output() }
  }, { db: database.db })
}
t.test('usage errors exit 2 and name the problem; help exits 0', async t => {
  const user = await cli(t)
  t.same(await user(['help']), { code: 0, out: USAGE, err: '' })
  t.same(await user(['list', '-h']), { code: 0, out: USAGE, err: '' })
  t.same(await user([]), { code: 0, out: USAGE, err: '' })
  const problems: Array<[string[], string]> = [
    [['list', '--force'], "Unknown option '--force'"],
    [['list', '--role', 'viewer'], 'list takes no --role'],
    [['list', 'extra'], 'list: wrong number of arguments'],
    [['add'], 'add: wrong number of arguments'],
    [['add', 'bob'], 'add needs --role <role>'],
    [['roles', 'bob'], 'roles: wrong number of arguments'],
    [['passwd', 'bob', 'carl'], 'passwd: wrong number of arguments'],
    [['add', 'b', '--role', 'king', '--email', 'nope', '--password', 'short'],
      'Username must be 2 to 64 letters, digits or the characters _ . @ -.\nEmail is not a valid email address.\n' +
      'Password should contain at least 8 characters.\nRoles: "king" is not a role; use one of viewer, operator, developer, administrator, sa.'],
    [['roles', 'bob', 'viewer', 'root'], 'Roles: "root" is not a role; use one of viewer, operator, developer, administrator, sa.']
  ]
  for (const [args, message] of problems) {
    const result = await user(args)
    t.equal(result.code, 2, args.join(' '))
    t.ok(result.err.startsWith(message) && result.err.endsWith(`\n\n${USAGE}`), result.err)
  }
})

t.test('passwords typed on a terminal (twice, hidden) or generated on an empty answer', async t => {
  const user = await cli(t)
  t.same(await user(['add', 'bob', '--role', 'viewer'], ['bob-password-1\n', 'bob-password-1\n']),
    { code: 0, out: 'Password (empty: generate one): \nRepeat the password: \nadded user bob (id 1, role viewer)\n', err: '' })
  const generated = await user(['passwd', 'bob'], ['\n'])
  t.equal(generated.code, 0)
  t.match(generated.out, /^Password \(empty: generate one\): \nchanged the password of bob and ended their sessions\ngenerated password \(shown once\): \S+\n$/)
  t.same(await user(['passwd', 'bob'], ['one-password\n', 'another-password\n']),
    { code: 2, out: 'Password (empty: generate one): \nRepeat the password: \n', err: 'The passwords do not match.\n' })
  t.same((await user(['passwd', 'bob'], ['short\n'])).err, 'Password should contain at least 8 characters.\n')
  t.same(await user(['add', 'BOB', '--role', 'viewer', '--password', 'long-enough']), { code: 1, out: '', err: 'Username "BOB" has already been taken.\n' })
  t.same(await user(['passwd', 'carl', '--password', 'long-enough']), { code: 1, out: '', err: 'no such user: carl\n' })
  t.same(await user(['passwd', 'bob', '--password', 'long-enough']), { code: 0, out: 'changed the password of bob and ended their sessions\n', err: '' })
  t.same(await user(['remove', 'bob']), { code: 2, out: '', err: `unknown command "remove"\n\n${USAGE}` })
  // (the refused add of BOB used up id 2)
  await insertUser(user.db, { username: 'nora', passwordHash: 'x', roles: [], permissions: ['form-cores:view', 'form-sites:view'] })
  t.same(await user(['list']), { code: 0, err: '', out: 'id  username  email  roles   permissions\n1   bob       -      viewer  -\n3   nora      -      -       form-cores:view,form-sites:view\n' })
})

t.test('input that ends early and database failures exit 1', async t => {
  const user = await cli(t)
  const eof = await (async () => {
    const { database } = await openTestDatabase(t)
    const stdin = Object.assign(new PassThrough(), { isTTY: true })
    const sink = new PassThrough()
    let err = ''
    const stderr = new PassThrough()
    stderr.on('data', (d: Buffer) => { err += d.toString() })
    const running = runUserCli(['add', 'carl', '--role', 'viewer'], { env: {}, stdin, stdout: sink, stderr }, async () => ({ ...database, close: async () => {} }))
    setImmediate(() => stdin.end())
    return { code: await running, err }
  })()
  t.same(eof, { code: 1, err: 'failed: no answer: the input ended\n' })
  const down = await runUserCli(['list'], { env: {}, stdin: new PassThrough(), stdout: new PassThrough(), stderr: new PassThrough() },
    async () => { throw new Error('connect ECONNREFUSED 127.0.0.1:5432') })
  t.equal(down, 1)
  const config = await user(['list'], undefined, { PORT: 'eighty' })
  t.equal(config.code, 1, 'a bad configuration')
  t.match(config.err, /^Invalid configuration:\n\s+PORT must be integer/)
})
