import { useQuery } from '@tanstack/react-query'
import { Pencil, Scissors } from 'lucide-react'
import { useNavigate, useParams } from 'react-router'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { ContactButtons } from '#dashboard/components/contact-buttons.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { DeleteButton } from '#dashboard/components/detail-actions.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { formatPhone } from '#dashboard/lib/phone.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { FINAL_STAGES, type TailoringOrder } from '#worker/schemas/atelier/orders.ts'
import { formatDay } from '../shell/format.ts'
import { orderPaths } from '../shell/paths/orders.ts'
import { useAtelierAccess } from '../shell/queries.ts'
import { orderWords } from './fr.ts'
import { GarmentsCard } from './garments-card.tsx'
import { PaymentsCard } from './payments-card.tsx'
import { tailoringOrderQuery, useDeleteTailoringOrder } from './queries.ts'
import { ShareCard } from './share-card.tsx'
import { LateBadge, StageBadge } from './stage-badge.tsx'
import { StageStepper } from './stage-stepper.tsx'

const w = orderWords.view

function Actions({ order }: { order: TailoringOrder }) {
  const navigate = useNavigate()
  const role = useAtelierAccess().data?.role
  const remove = useDeleteTailoringOrder(order.id)
  // The server's rule, mirrored: only a fresh order without payment, by the owner or a manager.
  const deletable =
    order.stage === 'received' && order.paid === 0 && (role === 'owner' || role === 'manager')
  if (FINAL_STAGES.includes(order.stage)) return null
  return (
    <>
      <LinkButton to={orderPaths.edit(order.id)} variant="outline" icon={Pencil}>
        {w.edit}
      </LinkButton>
      {deletable && (
        <DeleteButton
          description={w.deleteText(order.number)}
          pending={remove.isPending}
          onDelete={async () => {
            await remove.mutateAsync(undefined)
            toast.success(w.deleted)
            await navigate(orderPaths.list)
          }}
        />
      )}
    </>
  )
}

function Details({ order }: { order: TailoringOrder }) {
  return (
    <SectionCard title={w.customer} icon={Scissors} contentClassName="grid gap-4 text-sm">
      <div>
        <p className="text-base font-medium">
          {order.customer.firstName} {order.customer.lastName}
        </p>
        <p className="text-muted-foreground tabular-nums">{formatPhone(order.customer.phone)}</p>
      </div>
      <ContactButtons
        phone={order.customer.phone}
        callLabel={w.call}
        whatsappLabel={w.whatsappCustomer}
      />
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">{w.promisedOn}</dt>
          <dd className="flex items-center gap-2">
            {formatDay(order.promisedOn)}
            {order.late && <LateBadge />}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{w.staff}</dt>
          <dd>{order.assignedStaffName ?? w.nobody}</dd>
        </div>
        {order.note && (
          <div className="sm:col-span-2">
            <dt className="text-muted-foreground">{w.note}</dt>
            <dd className="whitespace-pre-line">{order.note}</dd>
          </div>
        )}
      </dl>
      {order.photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-2" aria-label={w.photos}>
          {order.photos.map((p, i) => (
            <li key={p.id}>
              <a href={p.url} target="_blank" rel="noopener noreferrer">
                <img
                  src={p.url}
                  alt={`${w.photos} ${i + 1}`}
                  className="aspect-square w-full rounded-md border object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  )
}

/** `orders/view/:id`: the order, its stage, money, measurements and the customer's link. */
export function TailoringOrderViewPage() {
  const id = useParams().id ?? ''
  const order = useQuery(tailoringOrderQuery(id))
  return (
    <>
      <BackLink to={orderPaths.list} />
      <QueryView query={order} notFoundHome={orderPaths.list}>
        {(o) => (
          <>
            <PageHeader
              title={w.title(o.number)}
              description={
                <span className="flex flex-wrap items-center gap-2">
                  <StageBadge stage={o.stage} />
                  {o.late && <LateBadge />}
                  {o.garmentsSummary}
                </span>
              }
              actions={<Actions order={o} />}
            />
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <div className="grid content-start gap-4">
                <SectionCard title={orderWords.stage.title}>
                  <StageStepper order={o} />
                </SectionCard>
                <GarmentsCard order={o} />
              </div>
              <div className="grid content-start gap-4">
                <Details order={o} />
                <PaymentsCard order={o} />
                <ShareCard order={o} />
              </div>
            </div>
          </>
        )}
      </QueryView>
    </>
  )
}
