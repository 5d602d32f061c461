import { describe, expect, it } from 'vitest'
import { WORKER_BUNDLE } from '#tests/helpers/worker.ts'
import { WORKER_BUDGET_KB as BUDGET_KB, weighBundle } from '../../scripts/bench/sizes.ts'

/*
 * The budget for the worker as uploaded (ADR 051), weighed as the bench weighs it (gzip -6, KB
 * of 1024 bytes). The worker project's global setup has just rebuilt the bundle from the current
 * sources, so this weighs exactly what the other worker tests run.
 */

describe('worker bundle', () => {
  const bundle = weighBundle(WORKER_BUNDLE)

  it(`stays within its ${BUDGET_KB} KB gzip budget`, () => {
    expect(bundle.gzip / 1024).toBeLessThanOrEqual(BUDGET_KB)
  })

  it('ships the page renderer in production mode', () => {
    expect(bundle.reactProduction).toBe(true)
  })
})
