#!/usr/bin/env node
// `npm start`: builds first when a build input changed since the last build (tools/build.mjs), then runs the
// service in this process: one Node start where `prestart` + `start` took two (and a shell each).
import { build } from './build.mjs'

build({ ifStale: true })
await import('../dist/app/server.js')
