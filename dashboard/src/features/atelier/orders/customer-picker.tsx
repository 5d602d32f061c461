import { useQuery } from '@tanstack/react-query'
import { UserPlus } from 'lucide-react'
import { useId, useState } from 'react'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { SearchField } from '#dashboard/components/search-field.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { FieldError } from '#dashboard/components/ui/form-field.tsx'
import { formatPhone } from '#dashboard/lib/phone.ts'
import { atelierPaths } from '../measurements/paths.ts'
import { orderWords } from './fr.ts'
import { customerSearchQuery, orderCustomerQuery } from './queries.ts'

const w = orderWords.form

function Chosen({ customerId, onChange }: { customerId: string; onChange?: () => void }) {
  const customer = useQuery(orderCustomerQuery(customerId))
  const c = customer.data
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg border p-3">
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
 * Who the order is for: the chosen customer, or a search over the shop's customers (the
 * same as the shop's Clients). `fixed` once the order exists: an order keeps its customer.
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
    <fieldset className="grid min-w-0 gap-2">
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
          <LinkButton
            to={atelierPaths.addCustomer}
            icon={UserPlus}
            variant="outline"
            size="sm"
            className="w-fit"
          >
            {w.customerNew}
          </LinkButton>
        </>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  )
}
