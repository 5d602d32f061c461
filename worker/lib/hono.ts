import { HonoBase, type HonoOptions } from 'hono/hono-base'
import { TrieRouter } from 'hono/router/trie-router'
import type { BlankEnv, BlankSchema, Env, Schema } from 'hono/types'

/**
 * Hono with its TrieRouter only. `hono`'s default pairs it with the RegExpRouter (SmartRouter
 * picks one at the first request), whose code is ~2 KB gzip of the worker bundle
 * (docs/decisions/023). The TrieRouter is the one the default falls back to, with the same
 * matching rules (strict trailing slash, registration order); `hono/tiny` and `hono/quick`
 * would be smaller still but let `/a/` match `/a`. Every `new Hono()` of the worker comes from
 * here: `scripts/codemods/hono-trie.ts` rewrites the imports.
 */
export class Hono<
  E extends Env = BlankEnv,
  S extends Schema = BlankSchema,
  BasePath extends string = '/',
> extends HonoBase<E, S, BasePath> {
  constructor(options: HonoOptions<E> = {}) {
    super(options)
    this.router = new TrieRouter()
  }
}
