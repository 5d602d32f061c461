import type { Plugin } from 'vite'

/** The board's page: where a merchant's sign-in lands, the page a cold phone opens most. */
const BOARD_PAGE = 'src/features/dashboard/dashboard-page.tsx'

/*
 * The board's code in one file (issue 27, ADR 068). Left to itself, rolldown splits a lazy
 * page's code in a file per set of pages sharing it: the board came in 25 files, a phone asks
 * six at a time over HTTP/1.1, and Lighthouse's slow 4G pays a round trip for each six. This
 * gathers the modules of this app the board's page imports statically (not what it loads
 * later, its chart) into one chunk; the libraries they use follow them (rolldown's
 * `includeDependenciesRecursively`), unless the entry has them. Walking into the libraries
 * here would take a whole barrel (`radix-ui`, `lucide-react`), every export of it that any page
 * uses. A page that shares a module of the board (a card, a badge) loads this chunk too: the
 * merchant's first page is the board, so it is most often already on the phone.
 */
export function boardChunk(root: string) {
  const modules = new Set<string>()
  const plugin: Plugin = {
    name: 'boutiko-board-chunk',
    apply: 'build',
    // Once the module graph is known, before the chunks are made.
    buildEnd() {
      modules.clear() // a new graph on each build (`vite build --watch`)
      const gather = (id: string) => {
        if (modules.has(id) || id.includes('/node_modules/')) return
        modules.add(id)
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) gather(imported)
      }
      const page = `${root}${BOARD_PAGE}`
      if (!this.getModuleInfo(page))
        throw new Error(`board chunk: ${BOARD_PAGE} is not in the build`)
      gather(page)
      // The page keeps a chunk of its own, the route's (a few hundred bytes): the build's
      // manifest names the route by it (scripts/bench/dashboard-weight.ts, the budgets).
      modules.delete(page)
    },
  }
  // Below the entry's group: a module every page needs stays in the entry.
  const group = { name: 'board', test: (id: string) => modules.has(id), priority: 1 }
  return { plugin, group }
}
