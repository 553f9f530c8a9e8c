#!/usr/bin/env node
// Keeps the shape of the code (README "How the code fits together"): every import runs down the layers below, never
// up or sideways between units of one rank; no import cycle among the files (type-only imports included); migrations
// import only their own folder and core/database, and only the migration runner imports them.
// Run by `npm test`; `node tools/check-layers.mjs [root]` prints each problem and exits 1 if there is one.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, posix, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Units from the bottom up: a file may import its own unit and units of a lower rank. */
export const LAYERS = [
  ['schemas'],
  ['core/shared'],
  ['core/database'],
  ['core/auth', 'core/value-lists', 'core/app-config'],
  ['core/1-templates'],
  ['core/2-model'],
  ['core/form-templates'],
  ['core/3-registry'],
  ['core/4-lifecycle'],
  ['core/5-records', 'core/files'],
  ['core/screens', 'core/reports', 'core/openapi', 'core/backup', 'core/dashboard'],
  ['plugins/support'],
  ['plugins/infra'],
  ['plugins/routes'],
  ['app']
]
const MIGRATIONS = 'core/database/migrations/'
const MIGRATION_RUNNERS = new Set(['core/database/migrate.ts'])

const IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/gm

function unitOf (file) {
  for (const [rank, units] of LAYERS.entries()) {
    for (const unit of units) if (file.startsWith(unit + '/')) return { unit, rank }
  }
  return undefined
}

function sources (root) {
  const walk = dir => readdirSync(join(root, dir), { withFileTypes: true }).flatMap(e =>
    e.isDirectory() ? walk(posix.join(dir, e.name)) : /\.ts$/.test(e.name) && !e.name.endsWith('.d.ts') ? [posix.join(dir, e.name)] : [])
  return ['app', 'core', 'plugins', 'schemas'].flatMap(d => { try { return walk(d) } catch { return [] } })
}

/** Every relative import of each source file, resolved to the imported source file. */
export function importsOf (root) {
  const graph = new Map()
  for (const file of sources(root)) {
    const text = readFileSync(join(root, file), 'utf8')
    const targets = []
    for (const m of text.matchAll(IMPORT)) targets.push(posix.normalize(posix.join(posix.dirname(file), m[1] ?? m[2])).replace(/\.js$/, '.ts'))
    graph.set(file, targets)
  }
  return graph
}

export function problems (root) {
  const graph = importsOf(root)
  const found = []
  for (const [file, targets] of graph) {
    const from = unitOf(file)
    if (from === undefined) { found.push(`${file}: in no layer (add its folder to LAYERS in tools/check-layers.mjs)`); continue }
    for (const target of targets) {
      if (file.startsWith(MIGRATIONS) && !target.startsWith('core/database/')) found.push(`${file} imports ${target}: a migration imports only core/database`)
      if (target.startsWith(MIGRATIONS) && !file.startsWith(MIGRATIONS) && !MIGRATION_RUNNERS.has(file)) found.push(`${file} imports ${target}: only the migration runner imports migrations`)
      const to = unitOf(target)
      if (to === undefined || to.unit === from.unit) continue
      if (to.rank >= from.rank) found.push(`${file} imports ${target}: ${from.unit} may not import ${to.unit} (${to.rank === from.rank ? 'same rank' : 'a later layer'})`)
    }
  }
  // cycles: depth-first search, each cycle reported once by its path
  const state = new Map()
  const stack = []
  const visit = file => {
    state.set(file, 'open'); stack.push(file)
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue
      if (state.get(target) === 'open') found.push(`import cycle: ${[...stack.slice(stack.indexOf(target)), target].join(' → ')}`)
      else if (!state.has(target)) visit(target)
    }
    stack.pop(); state.set(file, 'done')
  }
  for (const file of graph.keys()) if (!state.has(file)) visit(file)
  return found
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..')
  const found = problems(root)
  for (const p of found) console.error(p)
  if (found.length > 0) { console.error(`${found.length} import ${found.length === 1 ? 'problem' : 'problems'} (README "How the code fits together")`); process.exit(1) }
  console.log(`imports follow the layers: ${importsOf(root).size} files, no cycle`)
}
