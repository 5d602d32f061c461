import { useQuery } from '@tanstack/react-query'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { frPayments as t } from './fr.ts'
import { PaymentMethodsCard } from './payment-methods-card.tsx'
import { ProviderAccountCard } from './provider-account-card.tsx'
import { paymentSettingsQuery } from './queries.ts'
import { WalletsCard } from './wallets-card.tsx'

/** Online payment goes through the providers' XOF rails only (the server says the same). */
const ONLINE_CURRENCY = 'XOF'

function PaymentSettingsView() {
  const settings = useQuery(paymentSettingsQuery())
  if (settings.isPending) return <Spinner />
  if (settings.isError)
    return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
  const data = settings.data
  // A shop starts with its mobile money numbers; the aggregators' accounts are for the few that
  // have one: folded after them, open once one is set up (issue 27).
  const accountInUse = data.accounts.some((a) => a.configured || a.enabled)
  return (
    <div className="grid gap-6">
      <WalletsCard wallets={data.wallets} />
      <PaymentMethodsCard settings={data} />
      <details open={accountInUse} className="grid gap-6 rounded-xl border bg-card p-4">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold">
          {t.accountsFold}
        </summary>
        <p className="mb-4 text-sm text-muted-foreground">{t.accountsFoldHint}</p>
        <div className="grid gap-6">
          {/* Keyed by what the server stored: a save or a removal starts the card afresh. */}
          {data.accounts.map((account) => (
            <ProviderAccountCard
              key={`${account.provider}-${JSON.stringify(account.hints)}-${account.mode}-${account.enabled}`}
              account={account}
              notifyUrl={data.notifyUrls[account.provider]}
              onlineAllowed={data.currency === ONLINE_CURRENCY}
            />
          ))}
        </div>
      </details>
    </div>
  )
}

export function PaymentsPage() {
  return (
    <>
      <PageHeader title={t.title} description={t.subtitle} />
      <StoreRequired>
        <PaymentSettingsView />
      </StoreRequired>
    </>
  )
}
