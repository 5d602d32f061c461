import { randomUUID } from 'node:crypto'
import type { Delivery, SandboxState } from './state.ts'

/**
 * Sends one notification over real HTTP, as the provider would, and records it. A receiver
 * that is down or slow is recorded too (status null): the sandbox, like a provider, never
 * fails the payment because the merchant's server did not answer.
 */
export async function deliver(
  state: SandboxState,
  delivery: Omit<Delivery, 'id' | 'status' | 'error' | 'at'>,
): Promise<Delivery> {
  const record: Delivery = {
    ...delivery,
    id: randomUUID(),
    status: null,
    error: null,
    at: new Date().toISOString(),
  }
  state.deliveries.push(record)
  try {
    const res = await fetch(delivery.url, {
      method: delivery.method,
      headers: delivery.headers,
      body: delivery.method === 'POST' ? delivery.body : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    })
    await res.arrayBuffer()
    record.status = res.status
  } catch (error) {
    record.error = error instanceof Error ? error.message : String(error)
  }
  return record
}
