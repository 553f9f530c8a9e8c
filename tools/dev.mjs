#!/usr/bin/env node
// `npm run dev`: builds if needed, then keeps rebuilding the service (tsc --watch) and the web app (vite build
// --watch) while the service runs under `node --watch`, which restarts it whenever its built files change.
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from './build.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const bin = name => join(root, 'node_modules', '.bin', name)
build({ ifStale: true })
const children = [
  spawn(bin('tsc'), ['-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('vite'), ['build', '--watch', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' }),
  spawn(process.execPath, ['--watch', join(root, 'dist', 'app', 'server.js')], { cwd: root, stdio: 'inherit', env: { NODE_ENV: 'development', ...process.env } })
]
const stop = () => { for (const child of children) child.kill('SIGTERM') }
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', code => { if (code !== 0 && code !== null) { stop(); process.exitCode = code } })
