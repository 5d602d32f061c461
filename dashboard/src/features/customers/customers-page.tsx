import { Plus } from 'lucide-react'
import { useState } from 'react'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { ViewSwitch } from '#dashboard/components/view-switch.tsx'
import { toast } from '#dashboard/lib/toast.ts'
import { CustomerFormDialog } from './customer-form-dialog.tsx'
import { CustomersBrowser } from './customers-browser.tsx'
import { customerWords as w } from './fr.ts'
import { useCreateCustomer } from './queries.ts'

/** `customers` (table, cards on phones) and `customers/card` (always cards): same data, same tools. */
function CustomersScreen({ view }: { view: 'list' | 'cards' }) {
  const [adding, setAdding] = useState(false)
  const create = useCreateCustomer()
  return (
    <>
      <PageHeader
        title={w.title}
        description={w.subtitle}
        actions={
          <>
            <ViewSwitch
              view={view}
              path="/user/customers"
              listLabel={w.listView}
              cardsLabel={w.cardView}
            />
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              {w.add}
            </Button>
          </>
        }
      />
      <StoreRequired>
        <CustomersBrowser view={view} />
      </StoreRequired>
      <CustomerFormDialog
        open={adding}
        title={w.addTitle}
        onOpenChange={setAdding}
        onSubmit={async (input) => {
          await create.mutateAsync(input)
          toast.success(w.created)
          setAdding(false)
        }}
      />
    </>
  )
}

export const CustomersPage = () => <CustomersScreen view="list" />
export const CustomersCardPage = () => <CustomersScreen view="cards" />
