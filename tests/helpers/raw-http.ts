import { connect } from 'node:net'
import { worker } from './worker.ts'

/**
 * A request written byte by byte on a socket to the running worker, for what fetch refuses
 * to send: a body longer than its `content-length`, or a chunked body that never ends. The
 * body is written piece by piece until the answer's first line arrives.
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
  const answered = () => received.includes('\r\n') || socket.destroyed
  // Unread bytes make the server's close a reset, and a reset drops an answer not yet read:
  // write in pieces, yield after each so the answer is read as soon as it arrives.
  const write = async (piece: Uint8Array) => {
    if (socket.write(piece)) await new Promise((resolve) => setImmediate(resolve))
    else
      await new Promise((resolve) => {
        socket.once('drain', resolve)
        setTimeout(resolve, 50)
      })
  }
  for (let at = 0; at < start.length && !answered(); at += 16 * 1024)
    await write(start.subarray(at, at + 16 * 1024))
  // A server that decides from the headers alone (a content-length over the limit) answers now.
  for (let i = 0; i < 10 && !answered(); i++) await new Promise((r) => setTimeout(r, 10))
  let sentBytes = 0
  for (const piece of pieces) {
    if (answered()) break
    sentBytes += piece.byteLength
    await write(piece)
  }
  // The answer of the first request only (a lying content-length leaves bytes for a second).
  const deadline = Date.now() + 5_000
  let answer = firstAnswer(received)
  while (!answer && Date.now() < deadline && !socket.destroyed) {
    await Promise.race([closed, new Promise((r) => setTimeout(r, 20))])
    answer = firstAnswer(received)
  }
  socket.destroy()
  return { ...(answer ?? { status: 0, text: received }), sentBytes }
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
