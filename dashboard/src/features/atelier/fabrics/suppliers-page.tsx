import { useQuery } from '@tanstack/react-query'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { ConfirmDialog } from '#dashboard/components/confirm-dialog.tsx'
import { DataList, ListPanel } from '#dashboard/components/data-list.tsx'
import { type Column, DataTable, srOnly } from '#dashboard/components/data-table.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { ListToolbar } from '#dashboard/components/list-toolbar.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { useListParams } from '#dashboard/components/use-list-params.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { formatPhone } from '#dashboard/lib/phone.ts'
import type { Supplier } from '#worker/schemas/atelier/suppliers.ts'
import { fabricPaths } from '../shell/paths/fabrics.ts'
import { useCrudDialogs } from '../shell/use-crud-dialogs.ts'
import { fabricWords } from './fr.ts'
import { lookupsQuery, supplierListQuery, useSupplierMutations } from './queries.ts'

const w = fabricWords.suppliers
const PAGE_SIZE = 20
const FILTERS = ['q', 'type'] as const

const columns = (onDelete: (s: Supplier) => void): Column<Supplier>[] => [
  {
    key: 'name',
    header: w.supplier,
    cellClassName: 'font-medium',
    cell: (s) => (
      <>
        {s.name}
        <span className="block text-xs font-normal text-muted-foreground">
          {s.typeName ?? w.noType}
        </span>
        <a href={`tel:+${s.phone}`} className="block text-xs font-normal tabular-nums md:hidden">
          {formatPhone(s.phone)}
        </a>
      </>
    ),
  },
  {
    key: 'phone',
    header: w.phone,
    className: 'hidden md:table-cell',
    cellClassName: 'tabular-nums whitespace-nowrap',
    cell: (s) => <a href={`tel:+${s.phone}`}>{formatPhone(s.phone)}</a>,
  },
  {
    key: 'email',
    header: w.email,
    className: 'hidden lg:table-cell',
    cell: (s) => s.email ?? fabricWords.none,
  },
  {
    key: 'address',
    header: w.address,
    className: 'hidden xl:table-cell',
    cellClassName: 'max-w-xs text-muted-foreground',
    cell: (s) => <span className="line-clamp-2">{s.address}</span>,
  },
  {
    key: 'fabrics',
    header: w.fabrics,
    className: 'hidden text-right sm:table-cell',
    cell: (s) => <Badge variant="secondary">{s.fabricCount}</Badge>,
  },
  {
    key: 'actions',
    header: srOnly(fabricWords.actions),
    className: 'text-right',
    headClassName: 'w-24',
    cellClassName: 'whitespace-nowrap',
    cell: (s) => (
      <>
        <LinkButton
          to={fabricPaths.editSupplier(s.id)}
          variant="ghost"
          size="icon"
          aria-label={`${fr.common.edit} ${s.name}`}
          icon={Pencil}
        />
        <Button
          variant="ghost"
          size="icon"
          className="text-destructive hover:text-destructive"
          aria-label={`${fr.common.delete} ${s.name}`}
          onClick={() => onDelete(s)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </>
    ),
  },
]

/** `supplier/supplier`: search and type filter in the URL, edit through `newsupplier?id=`. */
export function SuppliersPage() {
  const { values, filters, page, set, pager } = useListParams(FILTERS, { pageSize: PAGE_SIZE })
  const types = useQuery(lookupsQuery('supplier-type'))
  const list = useQuery(
    supplierListQuery({ q: filters.q, typeId: filters.type, page, pageSize: PAGE_SIZE }),
  )
  const { remove } = useSupplierMutations()
  const dialogs = useCrudDialogs((s: Supplier) => remove.mutateAsync(s.id), w.deleted)
  return (
    <>
      <PageHeader
        title={w.title}
        description={w.subtitle}
        actions={
          <LinkButton to={fabricPaths.newSupplier} icon={Plus}>
            {w.add}
          </LinkButton>
        }
      />
      <ListPanel>
        <ListToolbar
          className="sm:grid-cols-[minmax(0,1fr)_14rem]"
          values={values}
          onChange={set}
          search={{ label: w.searchLabel, placeholder: w.searchPlaceholder }}
          filters={[
            {
              key: 'type',
              label: w.filterType,
              all: w.allTypes,
              options: (types.data ?? []).map((t) => ({ value: t.id, label: t.name })),
            },
          ]}
        />
        <DataList query={list} empty={values.q || values.type ? w.noMatch : w.empty} pager={pager}>
          {(items) => <DataTable rows={items} columns={columns(dialogs.setDeleting)} />}
        </DataList>
      </ListPanel>
      <ConfirmDialog
        open={dialogs.deleting !== null}
        onOpenChange={(open) => !open && dialogs.setDeleting(null)}
        description={dialogs.deleting ? w.deleteText(dialogs.deleting.name) : ''}
        pending={remove.isPending}
        onConfirm={() => void dialogs.confirmDelete()}
      />
    </>
  )
}
