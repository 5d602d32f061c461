import { useQuery } from '@tanstack/react-query'
import type { Column } from '#dashboard/components/data-table.tsx'
import { InputField } from '#dashboard/components/form-fields.tsx'
import { payloadResolver } from '#dashboard/lib/forms.ts'
import { moneyInputProps } from '#dashboard/lib/money-input.ts'
import { type Service, ServiceInput } from '#worker/schemas/atelier/services.ts'
import { formatMoney, toDecimalString } from '#worker/schemas/money.ts'
import { NamedRecordForm, type NamedValues } from '../shell/named-record-form.tsx'
import { NamedRecordsPage } from '../shell/named-records-page.tsx'
import { useAtelierMoney } from '../shell/queries.ts'
import { fabricWords } from './fr.ts'
import { servicesQuery, useServiceMutations } from './queries.ts'

const w = fabricWords.services

type ServiceValues = NamedValues & { price: string }
const resolver = payloadResolver<ServiceValues, ServiceInput>(ServiceInput, (v) => v)

const columnsIn = (currency: string): Column<Service>[] => [
  {
    key: 'name',
    header: fabricWords.name,
    cellClassName: 'font-medium',
    cell: (s) => (
      <>
        {s.name}
        {s.description && (
          <p className="mt-0.5 line-clamp-1 text-xs font-normal text-muted-foreground">
            {s.description}
          </p>
        )}
      </>
    ),
  },
  {
    key: 'price',
    header: w.price,
    className: 'text-right',
    cellClassName: 'font-medium whitespace-nowrap tabular-nums',
    cell: (s) => formatMoney(s.price, currency),
  },
]

/** `services`: what the atelier charges besides the garment, picked in the order form. */
export function ServicesPage() {
  const { currency } = useAtelierMoney()
  return (
    <NamedRecordsPage
      words={w}
      list={useQuery(servicesQuery())}
      mutations={useServiceMutations()}
      columns={columnsIn(currency)}
      renderForm={({ current, ...actions }) => (
        <NamedRecordForm
          resolver={resolver}
          defaultValues={{
            name: current?.name ?? '',
            price: current ? toDecimalString(current.price, currency) : '',
            description: current?.description ?? '',
          }}
          submitLabel={fabricWords.submit}
          beforeDescription={(form, id) => (
            <InputField
              id={`${id}-price`}
              label={w.price}
              hint={w.priceHint(currency)}
              {...moneyInputProps(currency)}
              placeholder="2500"
              error={form.formState.errors.price?.message}
              {...form.register('price')}
            />
          )}
          {...actions}
        />
      )}
    />
  )
}
