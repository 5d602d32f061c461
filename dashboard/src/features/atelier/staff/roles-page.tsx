import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { Checkbox } from '#dashboard/components/ui/checkbox.tsx'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#dashboard/components/ui/table.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import {
  ATELIER_PERMISSIONS,
  type AtelierPermission,
  type RolePermissions,
  type StaffRole,
} from '#worker/schemas/atelier/access.ts'
import { staffWords } from './fr.ts'
import { rolesQuery, useSaveRoles } from './queries.ts'

const w = staffWords.roleMatrix
const ROLES: StaffRole[] = ['manager', 'tailor', 'cashier']

/** Permissions down, roles across: one checkbox per pair, saved together. */
function RoleMatrix({ saved }: { saved: RolePermissions }) {
  const [roles, setRoles] = useState(saved)
  const save = useSaveRoles()
  const toggle = (role: StaffRole, permission: AtelierPermission, on: boolean) =>
    setRoles((current) => ({
      ...current,
      [role]: on ? [...current[role], permission] : current[role].filter((p) => p !== permission),
    }))
  const submit = async () => {
    try {
      setRoles(await save.mutateAsync(roles))
      toast.success(w.saved)
    } catch (error) {
      toast.error(errorMessage(error))
    }
  }
  return (
    <div className="grid gap-4">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{w.permission}</TableHead>
            {ROLES.map((role) => (
              <TableHead key={role} className="px-1 text-center whitespace-normal">
                {w.roles[role]}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {ATELIER_PERMISSIONS.map((permission) => (
            <TableRow key={permission}>
              <TableCell className="whitespace-normal">{w.labels[permission]}</TableCell>
              {ROLES.map((role) => (
                <TableCell key={role} className="px-1 text-center">
                  <Checkbox
                    aria-label={`${staffWords.roles[role]} : ${w.labels[permission]}`}
                    checked={roles[role].includes(permission)}
                    onCheckedChange={(on) => toggle(role, permission, on === true)}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <div className="flex justify-end">
        <Button disabled={save.isPending} onClick={() => void submit()}>
          {w.save}
        </Button>
      </div>
    </div>
  )
}

/** `settings/roles` (owner only): what each staff role may open in the atelier. */
export function RolesPage() {
  const roles = useQuery(rolesQuery())
  return (
    <>
      <PageHeader title={w.title} description={w.subtitle} />
      <Card>
        <CardContent className="px-2 sm:px-5">
          <QueryView query={roles}>{(saved) => <RoleMatrix saved={saved} />}</QueryView>
        </CardContent>
      </Card>
    </>
  )
}
