import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import vue from '@vitejs/plugin-vue'
import { defineConfig, type Plugin } from 'vite'
import vuetify from 'vite-plugin-vuetify'

// The web app is built into dist/web, which the service serves at /app/ (plugins/routes/web-app.ts). Everything it needs
// (Vue, Vuetify, the icon font) is bundled: the page loads nothing from elsewhere.
/** the files worth compressing (woff2 fonts and images come compressed; a browser takes the icon font as woff2, never its ttf or eot) */
const TEXT = /\.(js|css|html|svg|json|txt)$/

/**
 * Every text file of the build also as .br and .gz, compressed once at their best here, so that the service sends
 * them as they are (plugins/routes/web-app.ts): on a rig's slow link the first page comes in a fraction of its size.
 */
function precompressed (): Plugin {
  return {
    name: 'precompressed',
    apply: 'build',
    async writeBundle (options) {
      const dir = options.dir!
      const files = (await readdir(dir, { recursive: true })).filter(name => TEXT.test(name))
      for (const name of files) {
        const bytes = await readFile(join(dir, name))
        await writeFile(join(dir, `${name}.br`), brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }))
        await writeFile(join(dir, `${name}.gz`), gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }))
      }
    }
  }
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/app/',
  plugins: [vue(), vuetify({ autoImport: true }), precompressed()],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    // (the first page waits for the styles of its own components only: a page loaded later brings its own, which the
    // app loads before showing it)
    cssCodeSplit: true,
    chunkSizeWarningLimit: 2000
  }
})
