import { useNavigate } from 'react-router'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { CustomerForm } from '#dashboard/features/customers/customer-form.tsx'
import { toast } from '#dashboard/lib/toast.ts'
import { atelierPaths } from '../shell/paths/measurements.ts'
import { measureWords as w } from './fr.ts'
import { useCreateAtelierCustomer } from './queries.ts'

const c = w.customers

/** `customer/addnewcustomer`: the shop's customer form, then straight to their measurements. */
export function AddCustomerPage() {
  const create = useCreateAtelierCustomer()
  const navigate = useNavigate()
  return (
    <>
      <BackLink to={atelierPaths.customers} label={c.title} />
      <PageHeader title={c.addTitle} description={c.addSubtitle} />
      <Card className="max-w-2xl">
        <CardContent>
          <CustomerForm
            onCancel={() => void navigate(atelierPaths.customers)}
            onSubmit={async (input) => {
              const customer = await create.mutateAsync(input)
              toast.success(c.created)
              await navigate(atelierPaths.takeMeasurements(customer.id))
            }}
          />
        </CardContent>
      </Card>
    </>
  )
}
