import { startPaymentSandbox } from './index.ts'

/**
 * `npx tsx scripts/payment-sandbox/cli.ts [port]`: the payment sandbox on its own (npm start
 * starts it too). PAYMENT_SANDBOX_PORT or the first argument chooses the port (default 8790).
 */
const port = Number(process.argv[2] ?? process.env.PAYMENT_SANDBOX_PORT ?? 8790)
const sandbox = await startPaymentSandbox({ port })
console.log(`Bac à sable de paiement sur ${sandbox.url}
  FEDAPAY_API_URL=${sandbox.fedapayApiUrl}
  CINETPAY_API_URL=${sandbox.cinetpayApiUrl}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void sandbox.close().then(() => process.exit(0)))
