import type { TestProject } from 'vitest/node'
import { startPaymentSandbox } from '../../scripts/payment-sandbox/index.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The payment sandbox of this run (scripts/payment-sandbox), started once by globalSetup. */
    paymentSandboxUrl: string
  }
}

/**
 * Vitest globalSetup of the worker project: one payment sandbox for the whole run, in the main
 * process. Test files reach it over HTTP (tests/helpers/payment-sandbox.ts), and `startWorker`
 * points the worker's FEDAPAY_API_URL / CINETPAY_API_URL at it.
 */
export default async function setup(project: TestProject) {
  const sandbox = await startPaymentSandbox()
  project.provide('paymentSandboxUrl', sandbox.url)
  return () => sandbox.close()
}
