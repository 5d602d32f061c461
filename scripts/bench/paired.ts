import { type LoadOptions, type LoadResult, maxLoad, type PathSource } from './load.ts'
import { workerdCpuMs } from './server.ts'

export type Measured = { max: LoadResult; cpuUs: number }

/** Maximum load on `path`, with workerd's CPU time per request (µs), warm-up included. */
export async function measured(base: string, path: PathSource, o: LoadOptions): Promise<Measured> {
  const cpuBefore = workerdCpuMs()
  const max = await maxLoad(base, path, o)
  const cpuUs = ((workerdCpuMs() - cpuBefore) * 1000) / (max.total * (1 + o.warmup / o.duration))
  return { max, cpuUs }
}

export type Paired = {
  /** Mean of the ceiling's slices. */
  rps: number
  cpuUs: number
  /** Median over the rounds of (row ÷ ceiling of the same round): what the targets judge. */
  ratio: number
  cpuRatio: number
}

const ROUNDS = 3
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/**
 * A row measured in rounds that alternate with the ceiling (ceiling, row, ceiling, row…), each
 * a third of the duration: a burst of another tenant on this shared machine then weighs on
 * one round, and the median of the rounds' ratios leaves it out. The row's figures are those
 * of its slices together (p99: the worst slice's).
 */
export async function pairedWithCeiling(
  base: string,
  path: PathSource,
  ceilingPath: string,
  opts: LoadOptions,
): Promise<Measured & { paired: Paired }> {
  const duration = Math.max(2, Math.round(opts.duration / ROUNDS))
  const rounds: { c: Measured; p: Measured }[] = []
  for (let i = 0; i < ROUNDS; i++) {
    const warmup = i === 0 ? opts.warmup : 0
    const c = await measured(base, ceilingPath, { ...opts, duration, warmup: Math.min(1, warmup) })
    const p = await measured(base, path, { ...opts, duration, warmup })
    rounds.push({ c, p })
  }
  const pages = rounds.map((r) => r.p)
  const max: LoadResult = {
    rps: mean(pages.map((p) => p.max.rps)),
    p50: median(pages.map((p) => p.max.p50)),
    p99: Math.max(...pages.map((p) => p.max.p99)),
    failed: pages.reduce((n, p) => n + p.max.failed, 0),
    total: pages.reduce((n, p) => n + p.max.total, 0),
  }
  return {
    max,
    cpuUs: mean(pages.map((p) => p.cpuUs)),
    paired: {
      rps: mean(rounds.map((r) => r.c.max.rps)),
      cpuUs: mean(rounds.map((r) => r.c.cpuUs)),
      ratio: median(rounds.map((r) => r.p.max.rps / r.c.max.rps)),
      cpuRatio: median(rounds.map((r) => r.c.cpuUs / r.p.cpuUs)),
    },
  }
}
