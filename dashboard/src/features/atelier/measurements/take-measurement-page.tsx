import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { toast } from '#dashboard/lib/toast.ts'
import { atelierPaths } from '../shell/paths/measurements.ts'
import { measureWords as w } from './fr.ts'
import { MeasureForm } from './measure-form.tsx'
import { atelierCustomerQuery, garmentTypesQuery, useTakeMeasurement } from './queries.ts'

/** `customer/customermeasure/:id` (`?type=` preselects a garment type): a new measurement. */
export function TakeMeasurementPage() {
  const { id = '' } = useParams()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const customer = useQuery(atelierCustomerQuery(id))
  const types = useQuery(garmentTypesQuery())
  const take = useTakeMeasurement(id)
  const back = atelierPaths.customer(id)
  return (
    <>
      <BackLink to={back} label={w.customers.title} />
      <QueryView query={customer} notFoundHome={atelierPaths.customers}>
        {(x) => (
          <>
            <PageHeader
              title={w.take.title}
              description={w.take.for(`${x.firstName} ${x.lastName}`)}
            />
            <Card className="max-w-3xl">
              <CardContent>
                <QueryView query={types}>
                  {(list) => (
                    <MeasureForm
                      types={list}
                      history={x.measurements}
                      initialTypeId={params.get('type') ?? (list.length === 1 ? list[0]!.id : '')}
                      onCancel={() => void navigate(back)}
                      onSubmit={async (input) => {
                        const saved = await take.mutateAsync(input)
                        toast.success(w.take.saved)
                        await navigate(atelierPaths.measurement(saved.id))
                      }}
                    />
                  )}
                </QueryView>
              </CardContent>
            </Card>
          </>
        )}
      </QueryView>
    </>
  )
}
