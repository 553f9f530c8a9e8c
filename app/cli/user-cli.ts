import { parseArgs } from 'node:util'
import { generatePassword } from '../../core/auth/passwords.js'
import { effectiveRoles } from '../../core/auth/roles.js'
import { Sessions } from '../../core/auth/sessions.js'
import { checkUserFields } from '../../core/auth/user-rules.js'
import { createUser, findUserByName, listUsers, updateUser, type StoredUser, type UserFields } from '../../core/auth/users.js'
import { ConfigError, loadConfig } from '../../core/shared/config.js'
import type { Database } from '../../core/database/database.js'
import { migrate } from '../../core/database/migrate.js'
import { openDatabase } from '../../core/database/open.js'
import { ValidationFailed } from '../../core/shared/errors.js'
import { hiddenPrompt } from './prompt.js'

// `npm run user -- add|passwd|roles|list ...`: user administration on the service's database (the one DATABASE_URL
// or the embedded database names), for the first accounts and for recovery when nobody can log in.
// Exit codes: 0 done, 1 failed (no such user, name taken, database error), 2 wrong usage.

export const USAGE = `Usage: npm run user -- <command>
  add <username> --role <role> [--email <e-mail>] [--password <password>]
  passwd <username> [--password <password>]
  roles <username> <role>...
  list
Roles: viewer, operator, developer, administrator, sa. Without --password the password is asked for on a terminal
(an empty answer generates one) or, without a terminal, generated; a generated password is printed once.
With the embedded database, stop the service first: only one process may open it.
`

export interface CliIo {
  env: Record<string, string | undefined>
  stdin: NodeJS.ReadableStream & { isTTY?: boolean }
  stdout: NodeJS.WritableStream
  stderr: NodeJS.WritableStream
}

type Open = typeof openDatabase

class UsageError extends Error {}
class Failure extends Error {}

type Command =
  | { name: 'help' }
  | { name: 'list' }
  | { name: 'add', username: string, role: string, email?: string, password?: string }
  | { name: 'passwd', username: string, password?: string }
  | { name: 'roles', username: string, roles: string[] }

const OPTIONS: Record<Command['name'], string[]> = { help: [], list: [], add: ['role', 'email', 'password'], passwd: ['password'], roles: [] }
const ARITY: Record<Command['name'], [number, number]> = { help: [0, 0], list: [0, 0], add: [1, 1], passwd: [1, 1], roles: [2, Infinity] }

export function parseCommand (argv: string[]): Command {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { role: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean', short: 'h' } }
    })
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  const { values, positionals: [name = 'help', ...args] } = parsed
  if (values.help === true) return { name: 'help' }
  if (!Object.hasOwn(OPTIONS, name)) throw new UsageError(`unknown command "${name}"`)
  const command = name as Command['name']
  const extra = Object.keys(values).find(o => !OPTIONS[command].includes(o))
  if (extra !== undefined) throw new UsageError(`${command} takes no --${extra}`)
  const [least, most] = ARITY[command]
  if (args.length < least || args.length > most) throw new UsageError(`${command}: wrong number of arguments`)
  if (command === 'add' && values.role === undefined) throw new UsageError('add needs --role <role>')
  const [username, ...roles] = args
  const fields: UserFields = { username, email: values.email, password: values.password, roles: command === 'add' ? [values.role!] : roles }
  const problems = checkUserFields(fields)
  if (problems.length > 0) throw new UsageError(problems.map(p => p.message).join('\n'))
  return { name: command, username, role: values.role!, email: values.email, password: values.password, roles } as Command
}

/** The given password, else one typed twice on a terminal, else a generated one (printed once). */
async function passwordOf (given: string | undefined, io: CliIo): Promise<{ password: string, generated: boolean }> {
  if (given !== undefined) return { password: given, generated: false }
  if (io.stdin.isTTY !== true) return { password: generatePassword(), generated: true }
  const prompt = hiddenPrompt(io.stdin, io.stdout)
  try {
    const first = await prompt.ask('Password (empty: generate one): ')
    if (first === '') return { password: generatePassword(), generated: true }
    const problems = checkUserFields({ password: first })
    if (problems.length > 0) throw new UsageError(problems[0].message)
    if (await prompt.ask('Repeat the password: ') !== first) throw new UsageError('The passwords do not match.')
    return { password: first, generated: false }
  } finally {
    prompt.close()
  }
}

async function named (db: Database['db'], username: string): Promise<StoredUser> {
  const user = await findUserByName(db, username)
  if (user === undefined) throw new Failure(`no such user: ${username}`)
  return user
}

const line = (user: StoredUser) =>
  [String(user.id), user.username, user.email ?? '-', user.roles.join(',') || '-', user.permissions.join(',') || '-']

async function execute (command: Exclude<Command, { name: 'help' }>, db: Database['db'], io: CliIo): Promise<void> {
  const print = (text: string) => { io.stdout.write(`${text}\n`) }
  if (command.name === 'list') {
    const rows = [['id', 'username', 'email', 'roles', 'permissions'], ...(await listUsers(db, { limit: 1_000_000, offset: 0 }, [])).users.map(line)]
    const widths = rows[0].map((_, i) => Math.max(...rows.map(r => r[i].length)))
    for (const row of rows) print(row.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd())
    return
  }
  if (command.name === 'roles') {
    const user = await updateUser(db, (await named(db, command.username)).id, { roles: command.roles })
    // running instances drop the cached roles of the user's sessions at once
    await new Sessions(db).announce(`user:${user!.id}`)
    print(`${user!.username} now holds the roles ${effectiveRoles(command.roles).join(', ')}`)
    return
  }
  const user = command.name === 'passwd' ? await named(db, command.username) : undefined
  const { password, generated } = await passwordOf(command.password, io)
  if (command.name === 'add') {
    const added = await createUser(db, { username: command.username, email: command.email, password, roles: [command.role] })
    print(`added user ${added.username} (id ${added.id}, role ${command.role})`)
  } else {
    await updateUser(db, user!.id, { password })
    await new Sessions(db).revokeUser(user!.id)
    print(`changed the password of ${user!.username} and ended their sessions`)
  }
  if (generated) print(`generated password (shown once): ${password}`)
}

/** Runs one command; resolves to the exit code. `open` is replaceable for tests. */
export async function runUserCli (argv: string[], io: CliIo, open: Open = openDatabase): Promise<number> {
  let command: Command
  try {
    command = parseCommand(argv)
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${USAGE}`)
    return 2
  }
  if (command.name === 'help') {
    io.stdout.write(USAGE)
    return 0
  }
  try {
    const database = await open(loadConfig(io.env), console.warn)
    try {
      await migrate(database.db)
      await execute(command, database.db, io)
    } finally {
      await database.close()
    }
    return 0
  } catch (error) {
    const usage = error instanceof UsageError
    const expected = usage || error instanceof Failure || error instanceof ConfigError || error instanceof ValidationFailed
    const message = error instanceof ValidationFailed ? error.errors.map(e => e.message).join('\n') : (error as Error).message
    io.stderr.write(`${expected ? '' : 'failed: '}${message}\n`)
    return usage ? 2 : 1
  }
}
