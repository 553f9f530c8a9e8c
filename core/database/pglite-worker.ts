import { parentPort } from 'node:worker_threads'
import { serveEngine } from './pglite-serve.js'

// The embedded engine's thread (started by pglite-engine.ts; what it does is in pglite-serve.ts).
serveEngine(parentPort!)
