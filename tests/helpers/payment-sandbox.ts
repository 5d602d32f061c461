import { inject } from 'vitest'

/** The run's payment sandbox (payment-sandbox-setup.ts), or '' in a project that has none. */
export const paymentSandboxUrl = (): string => inject('paymentSandboxUrl') ?? ''

/** The worker bindings that send provider calls to the sandbox (none when there is none). */
export function paymentSandboxBindings(): Record<string, string> {
  const url = paymentSandboxUrl()
  return url ? { FEDAPAY_API_URL: `${url}/fedapay/v1`, CINETPAY_API_URL: `${url}/cinetpay/v2` } : {}
}
