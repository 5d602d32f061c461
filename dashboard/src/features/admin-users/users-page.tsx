import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { FilterSelect } from '#dashboard/components/filter-select.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Pagination } from '#dashboard/components/pagination.tsx'
import { EmptyState, ErrorState } from '#dashboard/components/states.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { SearchField } from '#dashboard/features/admin-shops/search-field.tsx'
import { useListParams } from '#dashboard/features/admin-shops/use-list-params.ts'
import { useWideScreen } from '#dashboard/features/orders/use-media-query.ts'
import type { AdminUserListQuery } from '#worker/schemas/admin.ts'
import { userWords as w } from './fr.ts'
import { adminUserListQuery } from './queries.ts'
import { UserCards, UserTable } from './user-list.tsx'

const PAGE_SIZE = 20
const FILTERS = ['q', 'role', 'status'] as const

export function UsersPage() {
  const id = useId()
  const wide = useWideScreen()
  const { values, page, set } = useListParams(FILTERS)
  const list = useQuery(
    adminUserListQuery({
      q: values.q || undefined,
      role: (values.role || undefined) as AdminUserListQuery['role'],
      status: (values.status || undefined) as AdminUserListQuery['status'],
      page,
      pageSize: PAGE_SIZE,
    }),
  )
  return (
    <>
      <PageHeader title={w.title} description={w.subtitle} />
      <Card>
        <CardContent className="grid gap-4">
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_12rem]">
            <SearchField
              id={`${id}-q`}
              label={w.searchLabel}
              placeholder={w.searchPlaceholder}
              value={values.q}
              onSearch={(q) => set({ q })}
            />
            <FilterSelect
              id={`${id}-role`}
              label={w.filterRole}
              value={values.role}
              onChange={(role) => set({ role })}
              options={[
                { value: '', label: w.allRoles },
                { value: 'user', label: w.rolesPlural.user },
                { value: 'admin', label: w.rolesPlural.admin },
              ]}
            />
            <FilterSelect
              id={`${id}-status`}
              label={w.filterStatus}
              value={values.status}
              onChange={(status) => set({ status })}
              options={[
                { value: '', label: w.allStatuses },
                { value: 'active', label: w.statusesPlural.active },
                { value: 'blocked', label: w.statusesPlural.blocked },
              ]}
            />
          </div>
          {list.isPending ? (
            <Spinner />
          ) : list.isError ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data.items.length === 0 ? (
            <EmptyState>{w.empty}</EmptyState>
          ) : (
            <div>
              {wide ? <UserTable items={list.data.items} /> : <UserCards items={list.data.items} />}
              <Pagination
                page={page}
                pageSize={PAGE_SIZE}
                total={list.data.total}
                onPage={(p) => set({ page: p })}
              />
            </div>
          )}
        </CardContent>
      </Card>
    </>
  )
}
