import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'

/**
 * Seven projects (docs/conventions.md, "Tests"):
 * - unit: pure functions of worker/ (schemas, lib), in node;
 * - dashboard: the dashboard's logic and forms in jsdom with Testing Library (no browser, no
 *   server: form mappers, server errors on fields, the session refresh, calendar arithmetic);
 * - storefront: every theme's pages rendered with renderToString, in node;
 * - themes-react: every theme's pages rendered by real React and by Preact (the worker's
 *   aliases), the two HTMLs compared: a theme never comes to depend on Preact (ADR 028);
 * - worker: the production bundle running in Miniflare, driven over HTTP from node;
 * - browser: end-to-end through a real browser (playwright-core), one file at a time; a console
 *   error or page error that tests/helpers/browser-errors.ts does not allow fails the test.
 * - plans: runs last; the query plan of every SQL statement the worker suites recorded (ADR 034).
 * The machine has 2 cores: never more than 2 test workers (each worker file also starts workerd).
 */
/** wrangler.toml's [alias]: the worker renders pages with Preact's string renderer (ADR 028). */
const workerRenderer: Record<string, string> = {
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  'react-dom/server': 'preact-render-to-string',
}

const PREACT_COPY = 'renderer=preact'

/**
 * A second copy of a module graph, rendering with Preact, beside the first, rendering with React,
 * in one test process: a module imported with `?renderer=preact` resolves `workerRenderer`'s
 * specifiers as the worker does, and passes the mark on to the project's own modules it imports
 * (node_modules stay shared).
 */
function preactCopies(): Plugin {
  return {
    name: 'boutiko:preact-copies',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer?.includes(PREACT_COPY)) return null
      const target = workerRenderer[source] ?? source
      const resolved = await this.resolve(target, importer, { ...options, skipSelf: true })
      if (!resolved || resolved.external || resolved.id.includes('/node_modules/')) return resolved
      if (resolved.id.includes(PREACT_COPY)) return resolved
      const joiner = resolved.id.includes('?') ? '&' : '?'
      return { ...resolved, id: `${resolved.id}${joiner}${PREACT_COPY}` }
    },
  }
}

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'dashboard',
          environment: 'jsdom',
          include: ['tests/dashboard/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/dashboard/setup.ts'],
        },
      },
      {
        test: {
          name: 'storefront',
          environment: 'node',
          include: ['tests/storefront/**/*.test.tsx'],
        },
        // The themes render here with the renderer the worker ships (wrangler.toml, [alias]).
        resolve: { alias: workerRenderer },
      },
      {
        test: {
          name: 'themes-react',
          environment: 'node',
          include: ['tests/themes-react/**/*.test.tsx'],
        },
        // No alias: React renders; `?renderer=preact` imports render with the worker's Preact.
        plugins: [preactCopies()],
      },
      {
        test: {
          name: 'worker',
          environment: 'node',
          include: ['tests/worker/**/*.test.ts'],
          globalSetup: [
            'tests/helpers/build-worker.ts',
            'tests/helpers/payment-sandbox-setup.ts',
            'tests/helpers/whatsapp-sandbox-setup.ts',
            // Starts the run's record of SQL statements afresh (the plans project checks it).
            'tests/helpers/sql-recorder.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'plans',
          environment: 'node',
          include: ['tests/plans/**/*.test.ts'],
          // After every other project: it checks the statements the worker suites recorded.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: [
            // The payment journeys' FedaPay: dev-server.ts points wrangler dev at it.
            'tests/helpers/payment-sandbox-setup.ts',
            // The migrated databases, once per run: each file's dev server starts from a copy.
            'tests/helpers/dev-state-setup.ts',
          ],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
