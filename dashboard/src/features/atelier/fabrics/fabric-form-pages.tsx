import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { toast } from '#dashboard/lib/toast.ts'
import { fabricPaths } from '../shell/paths/fabrics.ts'
import { useAtelierMoney } from '../shell/queries.ts'
import { FabricForm } from './fabric-form.tsx'
import { createFabricResolver, toFabricFormValues, updateFabricResolver } from './fabric-values.ts'
import { fabricWords } from './fr.ts'
import { fabricQuery, useCreateFabric, useUpdateFabric } from './queries.ts'

const w = fabricWords.fabrics

/** `fabric/add`. */
export function NewFabricPage() {
  const navigate = useNavigate()
  const { currency } = useAtelierMoney()
  const create = useCreateFabric()
  return (
    <>
      <BackLink to={fabricPaths.fabrics} />
      <PageHeader title={w.addTitle} />
      <FabricForm
        resolver={createFabricResolver}
        currency={currency}
        withInitialStock
        onSubmit={async (input) => {
          const fabric = await create.mutateAsync(input)
          toast.success(w.created)
          await navigate(fabricPaths.fabric(fabric.id))
        }}
      />
    </>
  )
}

/** `fabric/edit/:id`: everything but the stock. */
export function EditFabricPage() {
  const id = useParams().id ?? ''
  const navigate = useNavigate()
  const { currency } = useAtelierMoney()
  const fabric = useQuery(fabricQuery(id))
  const update = useUpdateFabric(id)
  return (
    <>
      <BackLink to={fabricPaths.fabric(id)} />
      <PageHeader title={w.editTitle} />
      <QueryView query={fabric} notFoundHome={fabricPaths.fabrics}>
        {(f) => (
          <FabricForm
            key={f.id}
            resolver={updateFabricResolver}
            currency={currency}
            defaultValues={toFabricFormValues(f, currency)}
            withInitialStock={false}
            onSubmit={async (input) => {
              await update.mutateAsync(input)
              toast.success(w.updated)
              await navigate(fabricPaths.fabric(id))
            }}
          />
        )}
      </QueryView>
    </>
  )
}
