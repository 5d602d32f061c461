import type { Context } from 'hono'
import type { ReactNode } from 'react'
import type { AppEnv } from '../env'
import { streamHtml } from '../lib/render'
import { siteCsp } from './csp'
import type { SitePage } from './layout'

type C = Context<AppEnv>

/** A site page: the same bytes and headers for every visitor (hash CSP, no nonce). */
export const siteHtml = async (
  c: C,
  node: ReactNode,
  init: { status?: number; headers?: Record<string, string> } = {},
) =>
  streamHtml(c, node, {
    ...init,
    headers: { ...init.headers, 'content-security-policy': await siteCsp() },
  })

export const sitePage = (c: C, path = c.req.path): SitePage => ({
  path,
  origin: new URL(c.req.url).origin,
  year: c.var.ctx.now.getUTCFullYear(),
})
