import { useQuery } from '@tanstack/react-query'
import { Mail, MapPin, Pencil, Phone, Ruler, Scissors } from 'lucide-react'
import { useState } from 'react'
import { useParams } from 'react-router'
import { InitialsAvatar } from '#dashboard/components/avatar.tsx'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { ContactButtons } from '#dashboard/components/contact-buttons.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { EmptyState } from '#dashboard/components/states.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { CustomerFormDialog } from '#dashboard/features/customers/customer-form-dialog.tsx'
import { toFormValues } from '#dashboard/features/customers/customer-values.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { formatPhone } from '#dashboard/lib/phone.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { formatDate } from '#dashboard/lib/utils.ts'
import type { AtelierCustomerDetail } from '#worker/schemas/atelier/measurements.ts'
import { atelierPaths } from '../shell/paths/measurements.ts'
import { orderPaths } from '../shell/paths/orders.ts'
import { can, useAtelierAccess } from '../shell/queries.ts'
import { measureWords as w } from './fr.ts'
import { MeasurementHistory } from './measurement-history.tsx'
import { atelierCustomerQuery, useUpdateAtelierCustomer } from './queries.ts'

const c = w.customers

function Contact({ customer: x }: { customer: AtelierCustomerDetail }) {
  const rows = [
    { icon: Phone, value: formatPhone(x.phone) },
    ...(x.email ? [{ icon: Mail, value: x.email }] : []),
    { icon: MapPin, value: [x.address ?? c.noAddress, x.city].filter(Boolean).join(', ') },
  ]
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3">
        <InitialsAvatar firstName={x.firstName} lastName={x.lastName} className="size-12" />
        <p className="text-sm text-muted-foreground">
          {c.since} {formatDate(x.createdAt)}
          <br />
          {c.measurementCount(x.measurementCount)} · {c.orderCount(x.tailoringOrderCount)}
        </p>
      </div>
      <ul className="grid gap-2 text-sm">
        {rows.map(({ icon: Icon, value }) => (
          <li key={value} className="flex items-start gap-2">
            <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="min-w-0 wrap-anywhere">{value}</span>
          </li>
        ))}
      </ul>
      <ContactButtons phone={x.phone} callLabel={c.call} whatsappLabel={c.whatsapp} />
    </div>
  )
}

function CustomerProfile({ customer: x }: { customer: AtelierCustomerDetail }) {
  const update = useUpdateAtelierCustomer(x.id)
  const access = useAtelierAccess()
  const [editing, setEditing] = useState(false)
  return (
    <>
      <PageHeader
        title={`${x.firstName} ${x.lastName}`}
        actions={
          <>
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {fr.common.edit}
            </Button>
            {can(access.data, 'orders') && (
              <LinkButton to={orderPaths.addFor(x.id)} variant="outline" icon={Scissors}>
                {c.newOrder}
              </LinkButton>
            )}
            <LinkButton to={atelierPaths.takeMeasurements(x.id)} icon={Ruler}>
              {c.takeMeasurements}
            </LinkButton>
          </>
        }
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <SectionCard title={c.profile}>
          <Contact customer={x} />
        </SectionCard>
        <SectionCard title={c.history}>
          {x.measurements.length === 0 ? (
            <EmptyState>{c.noMeasurements}</EmptyState>
          ) : (
            <MeasurementHistory measurements={x.measurements} />
          )}
        </SectionCard>
      </div>
      <CustomerFormDialog
        open={editing}
        title={c.editTitle}
        defaultValues={toFormValues(x)}
        onOpenChange={setEditing}
        onSubmit={async (input) => {
          await update.mutateAsync(input)
          toast.success(c.updated)
          setEditing(false)
        }}
      />
    </>
  )
}

/** `customer/single/:id`: contact, measurement history, and what to do next. */
export function AtelierCustomerPage() {
  const { id = '' } = useParams()
  const customer = useQuery(atelierCustomerQuery(id))
  return (
    <>
      <BackLink to={atelierPaths.customers} label={c.title} />
      <QueryView query={customer} notFoundHome={atelierPaths.customers}>
        {(x) => <CustomerProfile customer={x} />}
      </QueryView>
    </>
  )
}
