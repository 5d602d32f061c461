import type { Context } from 'hono'
import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'

/**
 * Streams a React tree as HTML (React writes the doctype for an <html> root). `allReady` is
 * not awaited, so the first bytes leave before the slowest part has rendered.
 */
export async function streamHtml(
  c: Context,
  node: ReactNode,
  init: { status?: number; headers?: Record<string, string> } = {},
) {
  const stream = await renderToReadableStream(node, {
    onError(error) {
      console.error(`[${c.get('requestId') as string}] render`, error)
    },
  })
  return new Response(stream, {
    status: init.status ?? 200,
    headers: { 'content-type': 'text/html; charset=utf-8', ...init.headers },
  })
}
