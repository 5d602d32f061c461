import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { frPayments as t } from '#dashboard/features/payment-settings/fr.ts'
import { ProviderAccountCard } from '#dashboard/features/payment-settings/provider-account-card.tsx'
import type { PaymentAccount } from '#worker/schemas/payments.ts'
import { renderWithQueryClient } from '../render.tsx'

const account = (overrides: Partial<PaymentAccount> = {}): PaymentAccount => ({
  provider: 'fedapay',
  fields: ['secretKey', 'webhookSecret'],
  mode: 'test',
  enabled: false,
  configured: true,
  hints: { secretKey: 'a1b2', webhookSecret: 'c3d4' },
  verifiedAt: null,
  ...overrides,
})

// jsdom has no layout, hence no ResizeObserver: Radix's switch only measures its thumb with it.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})

const NOTIFY = 'https://boutiko.test/api/payments/notify/fedapay'

describe('ProviderAccountCard', () => {
  it('asks for keys in password fields showing only the last 4 characters of the stored ones', () => {
    renderWithQueryClient(
      <ProviderAccountCard account={account()} notifyUrl={NOTIFY} onlineAllowed />,
    )
    const secret = screen.getByLabelText(t.fieldLabel.secretKey!) as HTMLInputElement
    expect(secret.type).toBe('password')
    expect(secret.value).toBe('')
    expect(secret.placeholder).toBe('••••a1b2')
    expect(screen.getByRole('button', { name: t.test })).toBeEnabled()
  })

  it("gives FedaPay's webhook address to paste in its dashboard, and CinetPay none", () => {
    const { unmount } = renderWithQueryClient(
      <ProviderAccountCard account={account()} notifyUrl={NOTIFY} onlineAllowed />,
    )
    expect(screen.getByDisplayValue(NOTIFY)).toBeInTheDocument()
    unmount()
    renderWithQueryClient(
      <ProviderAccountCard
        account={account({ provider: 'cinetpay', fields: ['apiKey', 'siteId', 'secretKey'] })}
        notifyUrl="https://boutiko.test/api/payments/notify/cinetpay"
        onlineAllowed
      />,
    )
    expect(screen.queryByDisplayValue(/notify/)).toBeNull()
  })

  it('keeps "Tester la connexion" off until keys are saved, and the switch off outside XOF', () => {
    renderWithQueryClient(
      <ProviderAccountCard
        account={account({ configured: false, hints: {} })}
        notifyUrl={NOTIFY}
        onlineAllowed={false}
      />,
    )
    expect(screen.getByRole('button', { name: t.test })).toBeDisabled()
    expect(screen.getByRole('switch', { name: t.enabledLabel })).toBeDisabled()
    expect(screen.getByText(t.notXof)).toBeInTheDocument()
  })
})
