import { useQuery } from '@tanstack/react-query'
import { Ban, CircleCheck } from 'lucide-react'
import { useState } from 'react'
import { useParams } from 'react-router'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { StorefrontButton } from '#dashboard/components/link-button.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Thumbnail } from '#dashboard/components/thumbnail.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { toast } from '#dashboard/lib/toast.ts'
import { type AdminShopDetail, ShopStatusInput } from '#worker/schemas/admin.ts'
import { shopWords as w } from './fr.ts'
import { adminShopQuery, useSetShopStatus } from './queries.ts'
import { ReasonDialog } from './reason-dialog.tsx'
import { ContactCard, FiguresCard, OwnerCard, SubscriptionCard } from './shop-detail-cards.tsx'
import { ShopStatusBadge } from './shop-status-badge.tsx'

function ShopDetail({ shop: s }: { shop: AdminShopDetail }) {
  const setStatus = useSetShopStatus(s.id)
  const [confirming, setConfirming] = useState(false)
  const suspending = s.subscription.status !== 'suspended'
  return (
    <>
      <PageHeader
        title={
          <span className="flex items-center gap-3">
            <Thumbnail src={s.logoUrl} alt="" size={40} />
            <span className="min-w-0 wrap-anywhere">{s.name}</span>
          </span>
        }
        description={
          <span className="flex flex-wrap items-center gap-2">
            /{s.slug}
            <ShopStatusBadge status={s.subscription.status} />
          </span>
        }
        actions={
          <>
            <StorefrontButton href={s.url}>{w.storefront}</StorefrontButton>
            <Button
              variant={suspending ? 'destructive' : 'default'}
              onClick={() => setConfirming(true)}
            >
              {suspending ? <Ban aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
              {suspending ? w.suspend : w.reactivate}
            </Button>
          </>
        }
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <SubscriptionCard shop={s} />
        <FiguresCard shop={s} />
        <OwnerCard shop={s} />
        <ContactCard shop={s} />
      </div>
      <ReasonDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={suspending ? w.suspend : w.reactivate}
        description={suspending ? w.suspendText(s.name) : w.reactivateText(s.name)}
        reasonLabel={suspending ? w.reasonLabel : w.messageLabel}
        confirmLabel={suspending ? w.confirmSuspend : w.reactivate}
        destructive={suspending}
        status={suspending ? 'suspended' : 'active'}
        schema={ShopStatusInput}
        onConfirm={async (input) => {
          await setStatus.mutateAsync(input)
          toast.success(suspending ? w.suspended : w.reactivated)
          setConfirming(false)
        }}
      />
    </>
  )
}

function ShopLoader({ id }: { id: string }) {
  const shop = useQuery(adminShopQuery(id))
  return (
    <QueryView query={shop} notFoundHome="/admin/shops">
      {(s) => <ShopDetail shop={s} />}
    </QueryView>
  )
}

export function ShopDetailPage() {
  const { shopId = '' } = useParams()
  return (
    <>
      <BackLink to="/admin/shops" label={w.title} />
      <ShopLoader id={shopId} />
    </>
  )
}
