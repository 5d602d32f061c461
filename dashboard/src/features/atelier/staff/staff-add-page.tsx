import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearchParams } from 'react-router'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { toast } from '#dashboard/lib/toast.ts'
import type { StaffDetail } from '#worker/schemas/atelier/staff.ts'
import { staffPaths } from '../shell/paths/staff.ts'
import { useAtelierAccess, useAtelierMoney } from '../shell/queries.ts'
import { staffWords as w } from './fr.ts'
import { staffQuery, useCreateStaff, useUpdateStaff } from './queries.ts'
import { StaffForm } from './staff-form.tsx'
import { toFormValues } from './staff-values.ts'

function AddStaff() {
  const create = useCreateStaff()
  const navigate = useNavigate()
  return (
    <StaffForm
      onCancel={() => void navigate(staffPaths.list)}
      onSubmit={async (input) => {
        const staff = await create.mutateAsync(input)
        toast.success(w.created)
        await navigate(staffPaths.profile(staff.id))
      }}
    />
  )
}

function EditStaff({ staff }: { staff: StaffDetail }) {
  const update = useUpdateStaff(staff.id)
  const navigate = useNavigate()
  const { currency } = useAtelierMoney()
  const mine = useAtelierAccess().data?.staffId === staff.id
  return (
    <StaffForm
      defaultValues={toFormValues(staff, currency)}
      photoUrl={staff.photoUrl}
      roleLocked={mine}
      onCancel={() => void navigate(staffPaths.profile(staff.id))}
      onSubmit={async (input) => {
        await update.mutateAsync(input)
        toast.success(w.updated)
        await navigate(staffPaths.profile(staff.id))
      }}
    />
  )
}

function EditLoader({ id }: { id: string }) {
  const staff = useQuery(staffQuery(id))
  return (
    <QueryView query={staff} notFoundHome={staffPaths.list}>
      {(s) => <EditStaff staff={s} />}
    </QueryView>
  )
}

/** `staff/add`, and `staff/add?id=…` to edit a profile with the same form. */
export function StaffAddPage() {
  const [params] = useSearchParams()
  const id = params.get('id')
  return (
    <>
      <BackLink to={id ? staffPaths.profile(id) : staffPaths.list} label={w.title} />
      <PageHeader title={id ? w.editTitle : w.addTitle} />
      <Card className="max-w-2xl">
        <CardContent>{id ? <EditLoader id={id} /> : <AddStaff />}</CardContent>
      </Card>
    </>
  )
}
