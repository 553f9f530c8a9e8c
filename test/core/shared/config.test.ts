import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { ConfigError, loadConfig, readEnvFile } from '../../../core/shared/config.js'
import { packageRoot } from '../../../core/shared/paths.js'

t.test('defaults fill every setting and directories resolve against the package root', async t => {
  const config = loadConfig({}, '/srv/rs')
  t.equal(config.PORT, 3000)
  t.equal(config.HOST, '127.0.0.1')
  t.equal(config.DATA_DIR, '/srv/rs/data')
  t.equal(config.TEMPLATE_DIR, '/srv/rs/templates')
  t.equal(config.PGLITE_DIR, '/srv/rs/data/pgdata')
  t.equal(config.UPLOAD_DIR, '/srv/rs/data/upload')
  t.equal(config.ARCHIVE_DIR, '/srv/rs/data/archive')
  t.equal(config.DATABASE_URL, undefined)
  t.equal(config.DB_POOL_SIZE, 10)
  t.equal(config.LOG_LEVEL, 'info')
  t.equal(config.TRUST_PROXY, false)
  t.ok(Object.isFrozen(config))
})

t.test('values are coerced from strings; empty strings count as unset; memory:// is kept', async t => {
  const config = loadConfig({ PORT: '8080', TRUST_PROXY: 'true', DATA_DIR: '/var/rs', UPLOAD_DIR: 'up', HOST: '', PGLITE_DIR: 'memory://' }, '/srv')
  t.equal(config.PORT, 8080)
  t.equal(config.TRUST_PROXY, true)
  t.equal(config.HOST, '127.0.0.1')
  t.equal(config.UPLOAD_DIR, '/srv/up')
  t.equal(config.PGLITE_DIR, 'memory://')
  t.equal(config.ARCHIVE_DIR, '/var/rs/archive')
})

t.test('a bad value names the variable, what it got and what it means', async t => {
  const error = t.throws(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' }, '/srv')) as ConfigError
  t.type(error, ConfigError)
  t.equal(error.problems.length, 3)
  t.match(error.message, /PORT must be integer \(got "eighty"\): TCP port/)
  t.match(error.message, /DATABASE_URL must match pattern "\^postgres\(ql\)\?:\/\/" \(value hidden\)/)
  t.match(error.message, /JWT_SECRET must NOT have fewer than 32 characters \(value hidden\)/)
  t.notMatch(error.message, /short|mysql/, 'secrets are not echoed')
  t.same((t.throws(() => loadConfig({ LOG_LEVEL: 'loud' }, '/srv')) as ConfigError).problems,
    ['LOG_LEVEL must be equal to one of the allowed values (got "loud"): pino log level'])
})

t.test('recovery mails need a server and a sender; the server\'s URL (it may hold a password) is never echoed', async t => {
  const both = loadConfig({ SMTP_URL: 'smtp://mailer:secret@mail.example.org:587', SMTP_FROM: 'records@example.org' }, '/srv')
  t.same([both.SMTP_URL, both.SMTP_FROM], ['smtp://mailer:secret@mail.example.org:587', 'records@example.org'])
  t.equal(loadConfig({}, '/srv').SMTP_URL, undefined, 'none by default: no recovery by e-mail')
  t.same((t.throws(() => loadConfig({ SMTP_URL: 'smtps://mail.example.org' }, '/srv')) as ConfigError).problems,
    ['SMTP_FROM must be set with SMTP_URL: the sender address of those mails (required with SMTP_URL)'])
  const bad = t.throws(() => loadConfig({ SMTP_URL: 'http://mailer:secret@mail.example.org', SMTP_FROM: 'records' }, '/srv')) as ConfigError
  t.match(bad.problems, [/^SMTP_URL must match pattern .* \(value hidden\): the mail server/, /^SMTP_FROM must match pattern .* \(got "records"\)/])
  t.notMatch(bad.message, /secret/)
})

t.test('.env is read under the environment; the environment wins', async t => {
  const dir = await mkdtemp(join(tmpdir(), 'rs-env-'))
  await writeFile(join(dir, '.env'), 'PORT=4000\nHOST=0.0.0.0\n')
  t.same(readEnvFile(join(dir, '.env')), { PORT: '4000', HOST: '0.0.0.0' })
  t.same(readEnvFile(join(dir, 'missing.env')), {})
  const saved = { ...process.env }
  t.teardown(() => { process.env = saved })
  process.env.HOST = '10.0.0.1'
  delete process.env.PORT
  const config = loadConfig(process.env, dir)
  t.equal(config.PORT, 4000)
  t.equal(config.HOST, '10.0.0.1')
})

t.test('the package root is found from any directory inside it', async t => {
  t.equal(packageRoot(join(packageRoot(), 'core', '2-model')), packageRoot())
  t.throws(() => packageRoot('/'), /package.json not found/)
})

t.test('.env.example and the README document every variable', async t => {
  const { CONFIG_KEYS } = await import('../../../schemas/config.js')
  const { readFile } = await import('node:fs/promises')
  const example = await readFile(join(packageRoot(), '.env.example'), 'utf8')
  const readme = await readFile(join(packageRoot(), 'README.md'), 'utf8')
  for (const key of CONFIG_KEYS) {
    t.match(example, new RegExp(`^#? ?${key}=`, 'm'), `.env.example: ${key}`)
    t.match(readme, new RegExp(`^\\| \`${key}\` \\|`, 'm'), `README: ${key}`)
  }
})
