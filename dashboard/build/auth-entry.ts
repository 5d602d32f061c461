import type { Plugin } from 'vite'

const APP = '<script type="module" src="/src/main.tsx"></script>'

/**
 * index.html as the /auth pages' document (ADR 062): the same head, theme and loading screen,
 * their own script, and no web app manifest (nothing is installed from a sign-up page). One
 * source, so the two documents can't drift apart.
 */
export function authHtml(html: string): string {
  if (!html.includes(APP))
    throw new Error("dashboard/index.html: the app's script moved, update build/auth-entry.ts")
  return html
    .replace(APP, '<script type="module" src="/src/auth-main.tsx"></script>')
    .replace(/\n\s*<link rel="manifest"[^>]*>/, '')
}

/** The /auth build: index.html, made the /auth pages' document, written as auth.html. */
export const authDocument = (): Plugin => ({
  name: 'boutiko-auth-document',
  // After Vite's HTML plugin has emitted the page, before its manifest is written.
  enforce: 'post',
  transformIndexHtml: { order: 'pre', handler: authHtml },
  generateBundle(_options, bundle) {
    const page = bundle['index.html']
    if (page?.type !== 'asset') throw new Error('the /auth build emitted no index.html')
    delete bundle['index.html']
    this.emitFile({ type: 'asset', fileName: 'auth.html', source: page.source })
  },
})

/**
 * Under `vite dev`, an /auth page (sign-in excepted: the worker's) gets that document too,
 * through this transformIndexHtml hook (no middleware). There the pages run on React: the
 * Preact aliases live only in vite.auth.config.ts. To try them as phones get them, build the
 * entry (`npx vite build --config dashboard/vite.auth.config.ts --watch`) and open them from
 * the worker (`npm start`, http://localhost:8787/auth/signup), which serves that build.
 */
export const authDocumentInDev = (): Plugin => ({
  name: 'boutiko-auth-document-dev',
  apply: 'serve',
  transformIndexHtml: {
    order: 'pre',
    handler: (html, ctx) =>
      /^\/auth\/(?!signin)./.test(ctx.originalUrl ?? '') ? authHtml(html) : html,
  },
})
