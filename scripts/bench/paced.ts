import { connect, type Socket } from 'node:net'
import type { PathSource } from './load.ts'

export type PacedResult = { rps: number; p50: number; p99: number; failed: number }

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0

/**
 * One keep-alive connection with at most one request in flight, reading HTTP/1.1 answers
 * (fixed length or chunked) from the bytes, without node:http: at several thousand requests
 * a second, node:http's own work on the 2 shared cores delayed answers by hundreds of ms and
 * the bench measured itself.
 */
class Connection {
  private socket: Socket
  private phase: 'head' | 'fixed' | 'size' | 'data' | 'trailer' = 'head'
  private left = 0
  private status = 0
  private carry: Buffer | null = null
  busy = false
  private due = 0
  private index = 0

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly done: (due: number, index: number, ok: boolean) => void,
  ) {
    this.socket = this.open()
  }

  private open(): Socket {
    const socket = connect({ host: this.host, port: this.port, noDelay: true })
    socket.on('data', (chunk) => this.read(chunk))
    socket.on('error', () => {})
    socket.on('close', () => {
      if (this.busy) this.finish(false)
      this.socket = this.open()
    })
    return socket
  }

  send(request: string, due: number, index: number) {
    this.busy = true
    this.due = due
    this.index = index
    this.phase = 'head'
    this.carry = null
    this.socket.write(request)
  }

  private finish(ok: boolean) {
    this.busy = false
    this.done(this.due, this.index, ok)
  }

  private read(chunk: Buffer) {
    const buf = this.carry ? Buffer.concat([this.carry, chunk]) : chunk
    this.carry = null
    let i = 0
    /** The text up to `end` (the head, or a chunk-size line), or null: kept for the next read. */
    const upTo = (end: '\r\n\r\n' | '\r\n') => {
      const at = buf.indexOf(end, i)
      if (at === -1) {
        this.carry = buf.subarray(i)
        return null
      }
      const text = buf.toString('latin1', i, at)
      i = at + end.length
      return text
    }
    // Nothing follows an answer: one request at a time, and the next is sent from `finish`.
    while (i < buf.length && this.busy) {
      if (this.phase === 'fixed' || this.phase === 'data') {
        const take = Math.min(this.left, buf.length - i)
        this.left -= take
        i += take
        if (this.left > 0) return
        if (this.phase === 'data') this.phase = 'size'
        else return this.finish(this.status === 200)
        continue
      }
      const text = upTo(this.phase === 'head' ? '\r\n\r\n' : '\r\n')
      if (text === null) return
      if (this.phase === 'head') {
        this.status = Number(text.slice(9, 12))
        const length = /\r\ncontent-length:\s*(\d+)/i.exec(text)
        if (/\r\ntransfer-encoding:\s*chunked/i.test(text)) this.phase = 'size'
        else {
          this.phase = 'fixed'
          this.left = length ? Number(length[1]) : 0
          if (this.left === 0) return this.finish(this.status === 200)
        }
      } else if (this.phase === 'size') {
        const size = Number.parseInt(text, 16)
        if (size === 0) this.phase = 'trailer'
        else [this.phase, this.left] = ['data', size + 2] // the chunk and its CRLF
      } else if (text === '') return this.finish(this.status === 200)
    }
  }

  close() {
    this.socket.removeAllListeners('close')
    this.socket.destroy()
  }
}

/**
 * Open-loop load at a steady rate: request n is due at start + n/rate (checked every
 * millisecond) and leaves on the first free one of `connections` keep-alive sockets, whatever
 * the answers do. Latency runs from the moment a request was due, so queueing counts.
 * autocannon's own rate mode sends each connection's share in a burst at the top of every
 * second, which measures its bursts rather than the server.
 */
export async function pacedLoad(
  base: string,
  path: PathSource,
  rate: number,
  seconds: number,
  connections: number,
  warmupSeconds = 1,
): Promise<PacedResult> {
  const url = new URL(base)
  const request = (p: string) =>
    `GET ${p} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: keep-alive\r\n\r\n`
  const fixed = typeof path === 'string' ? request(path) : null
  const total = Math.max(1, Math.round(rate * (seconds + warmupSeconds)))
  // Requests due during the warm-up open the sockets and warm the code: not counted.
  const counted = Math.round(rate * warmupSeconds)
  const latencies = new Float64Array(total)
  let [sent, queued, measured, done, failed] = [0, 0, 0, 0, 0]
  const start = performance.now()
  const dueAt = (n: number) => start + (n * 1000) / rate

  await new Promise<void>((resolve) => {
    const pool: Connection[] = []
    const dispatch = () => {
      for (const conn of pool) {
        if (sent === queued) return
        if (conn.busy) continue
        conn.send(fixed ?? request((path as () => string)()), dueAt(sent), sent)
        sent++
      }
    }
    const onDone = (due: number, index: number, ok: boolean) => {
      if (!ok) failed++
      else if (index >= counted) latencies[measured++] = performance.now() - due
      if (++done === total) {
        for (const conn of pool) conn.close()
        resolve()
      } else dispatch()
    }
    for (let i = 0; i < connections; i++)
      pool.push(new Connection(url.hostname, Number(url.port), onDone))
    const tick = () => {
      queued = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1)
      dispatch()
      if (queued < total) setTimeout(tick, 1)
    }
    tick()
  })
  const elapsed = (performance.now() - start) / 1000 - warmupSeconds
  const sorted = latencies.subarray(0, measured).sort()
  return {
    rps: (done - counted) / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    failed,
  }
}
