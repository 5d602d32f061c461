import { Agent, request } from 'node:http'
import type { PathSource } from './load.ts'

export type PacedResult = { rps: number; p50: number; p99: number; failed: number }

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0

/**
 * Open-loop load at a steady rate: request n leaves at start + n/rate (checked every
 * millisecond), over at most `connections` keep-alive sockets, whatever the answers do.
 * Latency runs from the moment a request was due, so queueing counts. autocannon's own rate
 * mode sends each connection's share in a burst at the top of every second, which measures
 * its bursts rather than the server.
 */
export async function pacedLoad(
  base: string,
  path: PathSource,
  rate: number,
  seconds: number,
  connections: number,
  warmupSeconds = 1,
): Promise<PacedResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const total = Math.max(1, Math.round(rate * (seconds + warmupSeconds)))
  // Requests due during the warm-up open the sockets and warm the code: not counted.
  const counted = Math.round(rate * warmupSeconds)
  const latencies: number[] = []
  let [sent, done, failed] = [0, 0, 0]
  const start = performance.now()
  await new Promise<void>((resolve) => {
    const finish = () => {
      if (++done === total) resolve()
    }
    const fire = (due: number, index: number) => {
      const p = typeof path === 'string' ? path : path()
      const req = request(`${base}${p}`, { agent }, (res) => {
        res.resume()
        res.on('end', () => {
          if (res.statusCode !== 200) failed++
          else if (index >= counted) latencies.push(performance.now() - due)
          finish()
        })
      })
      req.on('error', () => {
        failed++
        finish()
      })
      req.end()
    }
    const tick = () => {
      const dueCount = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1)
      while (sent < dueCount) {
        fire(start + (sent * 1000) / rate, sent)
        sent++
      }
      if (sent < total) setTimeout(tick, 1)
    }
    tick()
  })
  const elapsed = (performance.now() - start) / 1000 - warmupSeconds
  agent.destroy()
  latencies.sort((a, b) => a - b)
  return {
    rps: (done - counted) / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failed,
  }
}
