import autocannon from 'autocannon'

export type LoadResult = { rps: number; p50: number; p99: number; failed: number; total: number }

export type LoadOptions = { connections: number; duration: number; warmup: number }

/** A path, or a function giving a new one per request (e.g. a varying query that misses the cache). */
export type PathSource = string | (() => string)

function options(base: string, path: PathSource, connections: number, duration: number) {
  if (typeof path === 'string') return { url: `${base}${path}`, connections, duration }
  return {
    url: `${base}${path()}`,
    connections,
    duration,
    requests: [{ setupRequest: (req: { path?: string }) => ({ ...req, path: path() }) }],
  }
}

/** Maximum throughput at `connections` concurrent connections, after a warm-up that is thrown away. */
export async function maxLoad(base: string, path: PathSource, o: LoadOptions): Promise<LoadResult> {
  if (o.warmup > 0) await autocannon(options(base, path, o.connections, o.warmup))
  const r = await autocannon(options(base, path, o.connections, o.duration))
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: r.non2xx + r.errors + r.timeouts,
    total: r.requests.total,
  }
}
