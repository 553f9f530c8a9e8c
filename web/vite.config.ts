import { fileURLToPath } from 'node:url'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vite'
import vuetify from 'vite-plugin-vuetify'

// The web app is built into dist/web, which the service serves at /app/ (plugins/routes/web-app.ts). Everything it needs
// (Vue, Vuetify, the icon font) is bundled: the page loads nothing from elsewhere.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/app/',
  plugins: [vue(), vuetify({ autoImport: true })],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000
  }
})
