import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { routePreloadsPlugin } from './build/route-preloads.ts'
import { pwa } from './pwa/plugin.ts'

const root = decodeURIComponent(new URL('.', import.meta.url).pathname)
const worker = 'http://localhost:8787'

/** Under `vite dev`, the /auth pages get their own entry, as the worker serves it (ADR 062). */
const authEntryInDev = (): Plugin => ({
  name: 'boutiko-auth-entry',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && /^\/auth\/(?!signin)./.test(req.url)) req.url = '/auth.html'
      next()
    })
  },
})

export default defineConfig({
  root,
  base: '/',
  plugins: [react(), tailwindcss(), pwa(), authEntryInDev(), routePreloadsPlugin(root)],
  build: {
    outDir: '../dist/dashboard',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each route loads, for the JS budgets (ADR 026).
    manifest: true,
  },
  server: {
    proxy: {
      '/api': { target: worker, changeOrigin: false },
      '/media': { target: worker, changeOrigin: false },
      // The sign-in page is the worker's (ADR 038).
      '/auth/signin': { target: worker, changeOrigin: false },
    },
  },
})
