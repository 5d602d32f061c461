import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearchParams } from 'react-router'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { toast } from '#dashboard/lib/toast.ts'
import type { SupplierInput } from '#worker/schemas/atelier/suppliers.ts'
import { fabricPaths } from '../shell/paths/fabrics.ts'
import { fabricWords } from './fr.ts'
import { supplierQuery, useSupplierMutations } from './queries.ts'
import { SupplierForm } from './supplier-form.tsx'
import { toSupplierFormValues } from './supplier-values.ts'

const w = fabricWords.suppliers

/** `supplier/newsupplier`, and with `?id=` the same form editing that supplier. */
export function SupplierFormPage() {
  const [params] = useSearchParams()
  const id = params.get('id')
  const navigate = useNavigate()
  const { create, update } = useSupplierMutations()
  const done = () => navigate(fabricPaths.suppliers)

  const save = async (input: SupplierInput) => {
    if (id) await update.mutateAsync({ id, input })
    else await create.mutateAsync(input)
    toast.success(id ? w.updated : w.created)
    await done()
  }

  return (
    <div className="mx-auto grid max-w-2xl">
      <BackLink to={fabricPaths.suppliers} label={w.backToList} />
      <PageHeader title={id ? w.editTitle : w.addTitle} />
      <Card>
        <CardContent>
          {id ? (
            <EditSupplier id={id} onSubmit={save} onCancel={done} />
          ) : (
            <SupplierForm onSubmit={save} onCancel={done} />
          )}
        </CardContent>
      </Card>
    </div>
  )
}

function EditSupplier({
  id,
  onSubmit,
  onCancel,
}: {
  id: string
  onSubmit: (input: SupplierInput) => Promise<void>
  onCancel: () => void
}) {
  const supplier = useQuery(supplierQuery(id))
  return (
    <QueryView query={supplier} notFoundHome={fabricPaths.suppliers}>
      {(s) => (
        <SupplierForm
          key={s.id}
          defaultValues={toSupplierFormValues(s)}
          onSubmit={onSubmit}
          onCancel={onCancel}
        />
      )}
    </QueryView>
  )
}
