import { useQuery } from '@tanstack/react-query'
import { Ban, CircleCheck } from 'lucide-react'
import { useState } from 'react'
import { useParams } from 'react-router'
import { useMe } from '#dashboard/app/session/queries.ts'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { UserStatusBadge } from '#dashboard/components/user-status-badge.tsx'
import { DetailRow as Row } from '#dashboard/features/admin-shops/detail-row.tsx'
import { ReasonDialog } from '#dashboard/features/admin-shops/reason-dialog.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { formatPhone } from '#dashboard/lib/phone.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { formatDate } from '#dashboard/lib/utils.ts'
import { type AdminUserDetail, UserStatusInput } from '#worker/schemas/admin.ts'
import { userWords as w } from './fr.ts'
import { adminUserQuery, useSetUserStatus } from './queries.ts'
import { UserShopCard } from './user-shop-card.tsx'

function UserDetail({ user: u }: { user: AdminUserDetail }) {
  const setStatus = useSetUserStatus(u.id)
  const me = useMe()
  const [confirming, setConfirming] = useState(false)
  const name = `${u.firstName} ${u.lastName}`
  const blocking = u.status === 'active'
  const isMe = me?.id === u.id
  return (
    <>
      <PageHeader
        title={name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {w.roles[u.role]}
            <UserStatusBadge status={u.status} />
            {isMe && <span>({w.you})</span>}
          </span>
        }
        actions={
          !isMe && (
            <Button
              variant={blocking ? 'destructive' : 'default'}
              onClick={() => setConfirming(true)}
            >
              {blocking ? <Ban aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
              {blocking ? w.block : w.unblock}
            </Button>
          )
        }
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <SectionCard title={w.profile}>
          <dl>
            <Row label={w.email}>{u.email ?? fr.common.none}</Row>
            <Row label={w.phone}>{u.phone ? formatPhone(u.phone) : fr.common.none}</Row>
            <Row label={w.role}>{w.roles[u.role]}</Row>
            <Row label={w.createdAt}>{formatDate(u.createdAt)}</Row>
            <Row label={w.verified}>{u.verifiedAt ? formatDate(u.verifiedAt) : w.notVerified}</Row>
            <Row label={w.referralCode}>{u.referralCode}</Row>
          </dl>
        </SectionCard>
        <UserShopCard shop={u.shop} />
      </div>
      <ReasonDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={blocking ? w.block : w.unblock}
        description={blocking ? w.blockText(name) : w.unblockText(name)}
        reasonLabel={w.reasonLabel}
        reasonHint={w.reasonHint}
        confirmLabel={blocking ? w.block : w.unblock}
        destructive={blocking}
        status={blocking ? 'blocked' : 'active'}
        schema={UserStatusInput}
        onConfirm={async (input) => {
          await setStatus.mutateAsync(input)
          toast.success(blocking ? w.blocked : w.unblocked)
          setConfirming(false)
        }}
      />
    </>
  )
}

function UserLoader({ id }: { id: string }) {
  const user = useQuery(adminUserQuery(id))
  return (
    <QueryView query={user} notFoundHome="/admin/users">
      {(u) => <UserDetail user={u} />}
    </QueryView>
  )
}

export function UserDetailPage() {
  const { userId = '' } = useParams()
  return (
    <>
      <BackLink to="/admin/users" label={w.title} />
      <UserLoader id={userId} />
    </>
  )
}
