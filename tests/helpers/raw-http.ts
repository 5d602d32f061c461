import { spawn } from 'node:child_process'
import { connect } from 'node:net'
import { worker } from './worker.ts'

/**
 * Runs in a child process that holds a duplicate of the socket's descriptor as fd 3: writes what
 * comes on stdin to it, and prints how many bytes the kernel took before the peer closed.
 */
const WRITER = `
const { writeSync } = require('node:fs')
const pause = new Int32Array(new SharedArrayBuffer(4))
let written = 0
const stop = (how) => { process.stdout.write(how + ' ' + written); process.exit(0) }
process.stdin.on('data', (chunk) => {
  for (let at = 0; at < chunk.length; ) {
    try { const n = writeSync(3, chunk, at); at += n; written += n }
    catch (e) { if (e.code === 'EAGAIN') Atomics.wait(pause, 0, 0, 1); else stop(e.code) }
  }
})
process.stdin.on('end', () => stop('done'))
`

/**
 * A request written on a socket to the running worker, for what fetch refuses to send: a body
 * longer than its `content-length`, or a chunked body the server cuts short.
 *
 * Why another process writes: a server that answers early closes with our unread bytes in its
 * buffer, and its kernel then sends a reset. Linux still lets us *read* the answer queued before
 * that reset (the read reports ECONNRESET only after it). But a *write* that meets the reset fails,
 * and Node then destroys the socket at once, before libuv has read the answer already waiting in
 * the kernel: status 0, always with `ECONNRESET` on `write`, never on `read`. Pacing the writes
 * only narrows that window. So this process only reads, and a child writes through its own copy of
 * the descriptor: its failed write closes its copy, never ours, and the answer is always read.
 */
export async function rawRequest(
  head: Record<string, string> & { method: string; path: string },
  pieces: Iterable<Uint8Array>,
): Promise<{ status: number; text: string; sentBytes: number }> {
  const url = await worker().ready
  const socket = connect(Number(url.port), url.hostname)
  socket.on('error', () => {})
  await new Promise((resolve) => socket.once('connect', resolve))
  let received = ''
  socket.on('data', (d: Buffer) => {
    received += d.toString('utf8')
  })
  const closed = new Promise((resolve) => socket.once('close', resolve))
  const { method, path, ...headers } = head
  const lines = Object.entries({ host: 'boutiko.test', ...headers }).map(([k, v]) => `${k}: ${v}`)
  const start = Buffer.from(`${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`)
  const writer = spawn(process.execPath, ['-e', WRITER], {
    stdio: ['pipe', 'pipe', 'inherit', socket],
  })
  socket.resume() // spawn stops the parent's reading of a stream it hands to a child
  writer.stdin!.on('error', () => {}) // the writer stops at the reset, with input left
  writer.stdin!.end(Buffer.concat([start, ...pieces]))
  let report = ''
  writer.stdout!.on('data', (d: Buffer) => {
    report += d.toString()
  })
  const exited = new Promise((resolve) => writer.once('exit', resolve))
  // The answer of the first request only (a lying content-length leaves bytes for a second).
  const deadline = Date.now() + 10_000
  let answer = firstAnswer(received)
  while (!answer && Date.now() < deadline && !socket.destroyed) {
    await Promise.race([closed, new Promise((r) => setTimeout(r, 20))])
    answer = firstAnswer(received)
  }
  socket.destroy()
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))])
  writer.kill()
  const written = Number(report.split(' ')[1] ?? Number.NaN)
  return { ...(answer ?? { status: 0, text: received }), sentBytes: written - start.byteLength }
}

/** The status and body of the first complete answer. */
function firstAnswer(received: string): { status: number; text: string } | null {
  const end = received.indexOf('\r\n\r\n')
  if (end < 0) return null
  const head = received.slice(0, end)
  const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? Number.NaN)
  const body = Buffer.from(received.slice(end + 4), 'utf8')
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)
  // A streamed page (no content-length): its status is all a caller here looks at.
  if (Number.isNaN(length)) return { status, text: body.toString('utf8') }
  if (body.byteLength < length) return null
  return { status, text: body.subarray(0, length).toString('utf8') }
}

/** `count` chunks of `size` bytes, framed for `transfer-encoding: chunked`. */
export function* chunked(count: number, size = 16 * 1024): Generator<Uint8Array> {
  const data = Buffer.alloc(size, 'x')
  const frame = Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), data, Buffer.from('\r\n')])
  for (let i = 0; i < count; i++) yield frame
}

/** `count` unframed pieces of `size` bytes (a body sent after a short content-length). */
export function* plain(count: number, size = 16 * 1024): Generator<Uint8Array> {
  const data = Buffer.alloc(size, 'x')
  for (let i = 0; i < count; i++) yield data
}
