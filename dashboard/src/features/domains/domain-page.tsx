import { useQuery } from '@tanstack/react-query'
import { Globe, TriangleAlert } from 'lucide-react'
import { Link } from 'react-router'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { DomainForm } from './domain-form.tsx'
import { DomainCnameCard, DomainProofCard } from './domain-proof-card.tsx'
import { DomainStatusCard } from './domain-status-card.tsx'
import { frDomains as t } from './fr.ts'
import { domainSettingsQuery } from './queries.ts'

function UpgradeCard({ planName }: { planName: string }) {
  return (
    <SectionCard icon={Globe} title={t.upgradeTitle} description={t.upgradeText(planName)}>
      <LinkButton to="/user/settings/settings">{t.upgrade}</LinkButton>
    </SectionCard>
  )
}

function DomainSettingsView() {
  const settings = useQuery(domainSettingsQuery())
  if (settings.isPending) return <Spinner />
  if (settings.isError)
    return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
  const { allowed, planName, domain, cnameTarget } = settings.data
  if (!domain) return allowed ? <DomainForm /> : <UpgradeCard planName={planName} />
  return (
    <div className="grid gap-6">
      {!allowed && (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            {t.notServed}{' '}
            <Link className="font-medium underline" to="/user/settings/settings">
              {t.upgrade}
            </Link>
          </p>
        </div>
      )}
      <DomainStatusCard domain={domain} />
      {domain.status === 'pending' && <DomainProofCard domain={domain} />}
      <DomainCnameCard domain={domain} target={cnameTarget} />
    </div>
  )
}

export function DomainPage() {
  return (
    <>
      <PageHeader title={t.title} description={t.subtitle} />
      <StoreRequired>
        <DomainSettingsView />
      </StoreRequired>
    </>
  )
}
