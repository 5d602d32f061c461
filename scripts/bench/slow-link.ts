import { once } from 'node:events'
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * A phone's one slow link, between Chromium and the bench's server: every byte that reaches
 * the phone, the page's and its service worker's alike, shares the same bandwidth each way,
 * and every request waits the link's latency before its answer starts (ADR 067).
 *
 * DevTools' throttling, set on a page, leaves its service worker at full speed (another
 * target) and gives each target a bandwidth of its own: a journey whose downloads run in the
 * service worker would be timed on a faster network than the phone's. Same model otherwise
 * (latency per request, throughput per direction), so the figures stay comparable.
 */
export type SlowLink = { url: string; close: () => Promise<void> }

/** A direction of the link: each chunk waits its turn, in the order chunks ask. */
class Pipe {
  #free = 0
  constructor(private readonly bytesPerMs: number) {}
  async pass(bytes: number): Promise<void> {
    const now = performance.now()
    this.#free = Math.max(this.#free, now) + bytes / this.bytesPerMs
    await sleep(this.#free - now)
  }
}

/** About one TCP segment: chunks of several streams interleave as packets do. */
const SEGMENT = 1460

async function* segments(from: AsyncIterable<Buffer>) {
  for await (const chunk of from)
    for (let at = 0; at < chunk.length; at += SEGMENT) yield chunk.subarray(at, at + SEGMENT)
}

export async function startSlowLink(
  target: string,
  profile: { kbps: number; latencyMs: number },
): Promise<SlowLink> {
  const origin = new URL(target)
  const bytesPerMs = (profile.kbps * 1000) / 8 / 1000
  const down = new Pipe(bytesPerMs)
  const up = new Pipe(bytesPerMs)

  async function relay(req: IncomingMessage, res: ServerResponse) {
    const asked = performance.now()
    const body: Buffer[] = []
    for await (const segment of segments(req)) {
      await up.pass(segment.length)
      body.push(segment)
    }
    const upstream = request({
      host: origin.hostname,
      port: origin.port,
      method: req.method,
      path: req.url,
      headers: req.headers,
    })
    upstream.end(Buffer.concat(body))
    const [answer] = (await once(upstream, 'response')) as [IncomingMessage]
    const served = performance.now()
    await sleep(asked + profile.latencyMs - performance.now())
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders)
    for await (const segment of segments(answer)) {
      // A request the browser gave up (a navigation away) stops taking the link's bandwidth.
      if (res.destroyed) return void answer.destroy()
      await down.pass(segment.length)
      if (!res.write(segment)) await Promise.race([once(res, 'drain'), once(res, 'close')])
    }
    res.end()
    // A journey's waterfall, to see where its time goes: the server's share and the link's.
    if (process.env.SLOW_LINK_LOG)
      console.log(
        `${Math.round(asked)} ${req.method} ${req.url?.slice(0, 60)} server +${Math.round(served - asked)} done +${Math.round(performance.now() - asked)}ms`,
      )
  }

  const server = createServer((req, res) => {
    relay(req, res).catch(() => res.destroy())
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections()
      server.close()
    },
  }
}
