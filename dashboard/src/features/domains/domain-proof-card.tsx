import { SectionCard } from '#dashboard/components/section-card.tsx'
import type { CustomDomain } from '#worker/schemas/domains.ts'
import { CopyField } from './copy-field.tsx'
import { frDomains as t } from './fr.ts'

/** The two ways to prove ownership, each value with its copy button. */
export function DomainProofCard({ domain }: { domain: CustomDomain }) {
  return (
    <SectionCard
      title={t.proveTitle}
      description={t.proveText}
      contentClassName="grid gap-6 lg:grid-cols-2"
    >
      <section aria-labelledby={`${domain.id}-txt`} className="grid content-start gap-3">
        <h3 id={`${domain.id}-txt`} className="font-medium">
          {t.txtTitle}
        </h3>
        <p className="text-sm text-muted-foreground">{t.txtText}</p>
        <CopyField label={t.txtName} value={domain.txt.name} />
        <CopyField label={t.txtValue} value={domain.txt.value} />
      </section>
      <section aria-labelledby={`${domain.id}-http`} className="grid content-start gap-3">
        <h3 id={`${domain.id}-http`} className="font-medium">
          {t.httpTitle}
        </h3>
        <p className="text-sm text-muted-foreground">{t.httpText}</p>
        <CopyField label={t.httpUrl} value={domain.http.url} />
        <CopyField label={t.httpBody} value={domain.http.body} />
      </section>
    </SectionCard>
  )
}

/** Where the domain must point for shoppers to reach the shop. */
export function DomainCnameCard({
  domain,
  target,
}: {
  domain: CustomDomain
  target: string | null
}) {
  return (
    <SectionCard
      title={t.cnameTitle}
      description={target ? t.cnameText : t.cnameMissing}
      contentClassName="grid grid-cols-1 gap-3 sm:grid-cols-2"
    >
      {target && (
        <>
          <CopyField label={t.cnameName} value={domain.hostname} />
          <CopyField label={t.cnameValue} value={target} />
        </>
      )}
    </SectionCard>
  )
}
