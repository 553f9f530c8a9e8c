#!/usr/bin/env node
// Builds the service (tsc → dist/) and the web app (Vite → dist/web). `--if-stale` builds only when a build input
// changed since the last build (a fingerprint of every input's path, size and time in dist/.build-fingerprint), so
// that a restart of a built installation starts at once (`npm start`) while a changed checkout is rebuilt first.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..')
export const INPUTS = ['app', 'core', 'plugins', 'schemas', 'web', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json']
const stamp = root => join(root, 'dist', '.build-fingerprint')

/** Path, size and modification time of every build input: any edit, checkout or install changes it. */
export function fingerprint (root = packageRoot) {
  const hash = createHash('sha256')
  const add = path => {
    const info = statSync(join(root, path), { throwIfNoEntry: false })
    if (info === undefined) hash.update(`${path}\0missing\n`)
    else if (info.isDirectory()) { for (const name of readdirSync(join(root, path)).sort()) add(join(path, name)) } else hash.update(`${path}\0${info.size}\0${info.mtimeMs}\n`)
  }
  for (const input of INPUTS) add(input)
  return hash.digest('hex')
}

/** Whether dist/ was built from the inputs as they are now. */
export function isCurrent (root = packageRoot) {
  try { return readFileSync(stamp(root), 'utf8') === fingerprint(root) } catch { return false }
}

export function writeStamp (root = packageRoot) {
  writeFileSync(stamp(root), fingerprint(root))
}

function run (command, args) {
  const result = spawnSync(command, args, { cwd: packageRoot, stdio: 'inherit', shell: process.platform === 'win32' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

export function build ({ ifStale = false } = {}) {
  const root = packageRoot
  if (ifStale && isCurrent(root)) return false
  const bin = name => join(root, 'node_modules', '.bin', name)
  run(bin('tsc'), ['-p', 'tsconfig.build.json'])
  run(bin('vite'), ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'])
  // the entry point before layout v3, kept for tools that still start it (../shared/peers)
  mkdirSync(join(root, 'dist', 'core'), { recursive: true })
  writeFileSync(join(root, 'dist', 'core', 'server.js'), "// the entry point before layout v3 (tools such as ../shared/peers still start it)\nimport '../app/server.js'\n")
  writeStamp(root)
  return true
}

if (process.argv[1] === fileURLToPath(import.meta.url)) build({ ifStale: process.argv.includes('--if-stale') })
