import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { constants } from 'node:zlib'

// Answers compressed for the clients that accept it (issue 30: a rig's link is slow): the API's JSON and any other
// text of more than 1 KB, with brotli at a quality that costs little time, or gzip; the web app's files as the build
// compressed them (web/vite.config.ts, plugins/routes/web-app.ts). Request bodies are taken as they are sent: one that
// says it is compressed is not inflated, as its inflated size would escape the body limits.

async function compression (app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } }
  })
}

export default fp(compression, { name: 'compression' })
