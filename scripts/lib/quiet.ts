/**
 * Steps of `npm start` that keep their output to themselves: a newcomer sees one line per step,
 * and the whole output only when the step fails (scripts/start.ts).
 */
import { spawn } from 'node:child_process'
import { format } from 'node:util'

export type Captured = { ok: boolean; output: string }

/** Runs `cmd args`, stdout and stderr kept together in the order they came. */
export function runCaptured(
  cmd: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<Captured> {
  return new Promise((resolve) => {
    const chunks: string[] = []
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.on('data', (c: Buffer) => chunks.push(c.toString('utf8')))
    child.stderr.on('data', (c: Buffer) => chunks.push(c.toString('utf8')))
    child.on('error', (err) => resolve({ ok: false, output: `${chunks.join('')}\n${err.message}` }))
    child.on('close', (code) => resolve({ ok: code === 0, output: chunks.join('') }))
  })
}

const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const

/**
 * Runs `work` in this process with whatever it writes through `console` kept aside (wrangler's
 * platform proxy and the services log there): the result and the kept lines.
 */
export async function withConsoleCaptured<T>(
  work: () => Promise<T>,
): Promise<{ value?: T; error?: unknown; output: string }> {
  const lines: string[] = []
  const saved = CONSOLE_METHODS.map((m) => [m, console[m]] as const)
  for (const m of CONSOLE_METHODS)
    console[m] = (...args: unknown[]) => {
      lines.push(format(...args))
    }
  try {
    return { value: await work(), output: lines.join('\n') }
  } catch (error) {
    return { error, output: lines.join('\n') }
  } finally {
    for (const [m, fn] of saved) console[m] = fn
  }
}

/** Seconds since `start`, as the step lines show it. */
export const elapsed = (start: number) => `${Math.round((Date.now() - start) / 1000)} s`
