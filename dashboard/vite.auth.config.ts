import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { authDocument } from './build/auth-entry.ts'

const root = decodeURIComponent(new URL('.', import.meta.url).pathname)

/*
 * The /auth pages' entry (auth.html from index.html, src/auth-main.tsx), built on its own after the dashboard
 * into the same folder (ADR 062): it renders the same components with Preact's compat layer,
 * whose runtime weighs ~50 KB gzip less than react-dom 19, so a phone downloads ≤ 100 KB of
 * JavaScript before the form (issue 27). Its manifest is .vite/auth-manifest.json.
 */
export default defineConfig({
  root,
  base: '/',
  // public/ is copied by the dashboard's build, which runs first and empties the folder.
  publicDir: false,
  plugins: [tailwindcss(), authDocument()],
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: '../dist/dashboard',
    emptyOutDir: false,
    manifest: '.vite/auth-manifest.json',
    // index.html, made the /auth pages' and written as auth.html (build/auth-entry.ts).
    rollupOptions: { input: { auth: `${root}index.html` } },
  },
})
