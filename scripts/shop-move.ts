/**
 * Moves a shop to another database (issue 16, ADR 036 "Moving a shop"; the steps are in
 * scripts/lib/shop-move.ts):
 *
 *   npm run shop:move -- <slug> <database>           the local databases of `npm start`
 *   npm run shop:move -- <slug> --abort              undoes a move left half done
 *   npm run shop:move -- <slug> <database> --remote  the deployed databases (wrangler login)
 *
 * Options: --persist-to DIR (wrangler's local state folder, `.wrangler/state/v3` by default),
 * --config FILE (wrangler.toml). Stop `npm start` first: one process at a time on local files.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { getPlatformProxy } from 'wrangler'
import { d1Bindings } from './lib/databases.ts'
import { d1DatabaseIds, openLocalDatabases } from './lib/local-d1.ts'
import { abortMove, MoveError, moveShop } from './lib/shop-move.ts'
import { d1Handle } from './lib/sql-handle.ts'

/** Isolates keep a storefront's shop in memory up to 2 s, served stale 10 s more (shop-memo.ts). */
const REMOTE_SETTLE_MS = 15_000

type Args = {
  slug: string
  to: string | null
  abort: boolean
  remote: boolean
  persistTo?: string
  config: string
}

export function parseArgs(argv: string[]): Args {
  const opt = (name: string) => {
    const i = argv.indexOf(name)
    return i >= 0 ? argv[i + 1] : undefined
  }
  const valued = new Set(['--persist-to', '--config'])
  const positional = argv.filter((a, i) => !a.startsWith('--') && !valued.has(argv[i - 1] ?? ''))
  const [slug, to] = positional
  const abort = argv.includes('--abort')
  if (!slug || (!to && !abort))
    throw new MoveError(
      'Usage : npm run shop:move -- <boutique> <base> [--remote]   ou   npm run shop:move -- <boutique> --abort',
    )
  return {
    slug,
    to: to ?? null,
    abort,
    remote: argv.includes('--remote'),
    persistTo: opt('--persist-to'),
    config: resolve(opt('--config') ?? 'wrangler.toml'),
  }
}

/**
 * The deployed databases through wrangler's remote bindings: the project's config with
 * `remote = true` on every D1 binding, written beside it (its relative paths stay right) for
 * the time of the move.
 */
async function openRemoteDatabases(config: string) {
  const file = join(dirname(config), `.wrangler-shop-move-${process.pid}.toml`)
  writeFileSync(
    file,
    readFileSync(config, 'utf8').replace(
      /^\[\[d1_databases\]\]\s*$/gm,
      '[[d1_databases]]\nremote = true',
    ),
  )
  try {
    const proxy = await getPlatformProxy<Record<string, D1Database>>({
      configPath: file,
      remoteBindings: true,
    })
    return { open: (name: string) => d1Handle(proxy.env[name]!), dispose: () => proxy.dispose() }
  } finally {
    rmSync(file, { force: true })
  }
}

/** The databases the move opens: local ones in Miniflare, deployed ones through wrangler. */
async function openDatabases(args: Args) {
  if (args.remote) return openRemoteDatabases(args.config)
  const local = openLocalDatabases(
    resolve(args.persistTo ?? join('.wrangler', 'state', 'v3')),
    d1DatabaseIds(readFileSync(args.config, 'utf8')),
  )
  return { open: local.open, dispose: local.dispose }
}

export async function main(argv: string[], log = console.log): Promise<void> {
  const args = parseArgs(argv)
  const names = d1Bindings(readFileSync(args.config, 'utf8'))
  const opened = await openDatabases(args)
  try {
    const dbs = {
      names,
      open: (name: string) => {
        if (!names.includes(name)) throw new MoveError(`Base inconnue : ${name}.`)
        return opened.open(name)
      },
    }
    if (args.abort) await abortMove(dbs, args.slug, log)
    else
      await moveShop(dbs, args.slug, args.to!, {
        log,
        settleMs: args.remote ? REMOTE_SETTLE_MS : 0,
      })
  } finally {
    await opened.dispose()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((err) => {
    console.error(err instanceof MoveError ? err.message : err)
    process.exit(1)
  })
}
