import { useQuery } from '@tanstack/react-query'
import { UserPlus } from 'lucide-react'
import { useId, useState } from 'react'
import { SearchField } from '#dashboard/components/search-field.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { FieldError } from '#dashboard/components/ui/form-field.tsx'
import { CustomerFormDialog } from '#dashboard/features/customers/customer-form-dialog.tsx'
import { formatPhone } from '#dashboard/lib/phone.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { useCreateAtelierCustomer } from '../measurements/queries.ts'
import { can, useAtelierAccess } from '../shell/queries.ts'
import { orderWords } from './fr.ts'
import { customerSearchQuery, orderCustomerQuery } from './queries.ts'

const w = orderWords.form

function Chosen({ customerId, onChange }: { customerId: string; onChange?: () => void }) {
  const customer = useQuery(orderCustomerQuery(customerId))
  const c = customer.data
  return (
    <div className="flex min-w-0 items-center justify-between gap-3 rounded-lg border p-3">
      <div className="min-w-0">
        <p className="truncate font-medium">{c ? `${c.firstName} ${c.lastName}` : '…'}</p>
        {c && <p className="text-sm text-muted-foreground tabular-nums">{formatPhone(c.phone)}</p>}
      </div>
      {onChange && (
        <Button type="button" variant="outline" size="sm" onClick={onChange}>
          {w.customerChange}
        </Button>
      )}
    </div>
  )
}

/**
 * "Nouveau client" without leaving the order: the shop's customer form in a dialog, and the
 * new customer is chosen for the order (what was typed in the order form stays). Only for
 * those who may add customers (the owner, a role with "customers").
 */
function NewCustomer({ onCreated }: { onCreated: (customerId: string) => void }) {
  const [open, setOpen] = useState(false)
  const create = useCreateAtelierCustomer()
  if (!can(useAtelierAccess().data, 'customers')) return null
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() => setOpen(true)}
      >
        <UserPlus aria-hidden="true" />
        {w.customerNew}
      </Button>
      <CustomerFormDialog
        open={open}
        title={w.customerNew}
        onOpenChange={setOpen}
        onSubmit={async (input) => {
          const customer = await create.mutateAsync(input)
          toast.success(w.customerCreated)
          setOpen(false)
          onCreated(customer.id)
        }}
      />
    </>
  )
}

/**
 * Who the order is for: the chosen customer, or a search over the shop's customers (the
 * same as the shop's Clients), or a new one. `fixed` once the order exists: an order keeps
 * its customer.
 */
export function CustomerPicker({
  value,
  onChange,
  fixed,
  error,
}: {
  value: string
  onChange: (customerId: string) => void
  fixed: boolean
  error?: string | undefined
}) {
  const id = useId()
  const [q, setQ] = useState('')
  const results = useQuery({ ...customerSearchQuery(q), enabled: !value })
  return (
    <fieldset className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2">
      <legend className="sr-only">{w.customer}</legend>
      {value ? (
        <Chosen customerId={value} onChange={fixed ? undefined : () => onChange('')} />
      ) : (
        <>
          <SearchField
            id={`${id}-search`}
            label={w.customerSearch}
            placeholder={w.customerSearchPlaceholder}
            value={q}
            onSearch={setQ}
          />
          <ul className="grid max-h-64 gap-1 overflow-y-auto" aria-label={w.customerSearch}>
            {results.data?.items.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className="flex w-full items-center justify-between gap-3 rounded-md border px-3 py-2 text-left hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                  onClick={() => onChange(c.id)}
                >
                  <span className="truncate">
                    {c.firstName} {c.lastName}
                  </span>
                  <span className="text-sm text-muted-foreground tabular-nums">
                    {formatPhone(c.phone)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {results.data?.items.length === 0 && (
            <p className="text-sm text-muted-foreground">{w.customerNone}</p>
          )}
          <NewCustomer onCreated={onChange} />
        </>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  )
}
