import { useQuery } from '@tanstack/react-query'
import { Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { AppDialog } from '#dashboard/components/app-dialog.tsx'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { ConfirmDialog } from '#dashboard/components/confirm-dialog.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { EmptyState } from '#dashboard/components/states.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { toast } from '#dashboard/lib/toast.ts'
import type { CashbookCategory } from '#worker/schemas/atelier/cashbook.ts'
import { cashbookPaths } from '../shell/paths/cashbook.ts'
import { useDeleteDialog } from '../shell/use-crud-dialogs.ts'
import { CategoryForm } from './category-form.tsx'
import { cashbookWords } from './fr.ts'
import {
  cashbookCategoriesQuery,
  useCreateCategory,
  useDeleteCategory,
  useUpdateCategory,
} from './queries.ts'

const w = cashbookWords.categories

function CategoryRows({
  items,
  onEdit,
  onDelete,
}: {
  items: CashbookCategory[]
  onEdit: (c: CashbookCategory) => void
  onDelete: (c: CashbookCategory) => void
}) {
  return (
    <ul className="divide-y">
      {items.map((c) => (
        <li key={c.id} className="flex items-center gap-3 py-3">
          <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-1">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              {c.name}
              <Badge variant={c.kind === 'income' ? 'success' : 'destructive'}>
                {cashbookWords.kinds[c.kind]}
              </Badge>
              {c.systemKey && <Badge variant="outline">{w.builtIn}</Badge>}
            </p>
            <p className="text-xs text-muted-foreground">
              {w.entries(c.entryCount)}
              {c.description ? ` · ${c.description}` : ''}
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`${fr.common.edit} ${c.name}`}
            onClick={() => onEdit(c)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          {!c.systemKey && c.entryCount === 0 && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`${fr.common.delete} ${c.name}`}
              onClick={() => onDelete(c)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </li>
      ))}
    </ul>
  )
}

/** `transaction/category`: the list, a form to add, a dialog to edit. */
export function CashbookCategoriesPage() {
  const list = useQuery(cashbookCategoriesQuery())
  const create = useCreateCategory()
  const update = useUpdateCategory()
  const remove = useDeleteCategory()
  const [editing, setEditing] = useState<CashbookCategory | null>(null)
  const { deleting, setDeleting, confirmDelete } = useDeleteDialog(
    (c: CashbookCategory) => remove.mutateAsync(c.id),
    w.deleted,
  )
  return (
    <>
      <BackLink to={cashbookPaths.list} label={cashbookWords.title} />
      <PageHeader title={w.title} description={w.subtitle} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="order-2 lg:order-1">
          <CardContent>
            <QueryView query={list}>
              {(items) =>
                items.length === 0 ? (
                  <EmptyState>{w.empty}</EmptyState>
                ) : (
                  <CategoryRows items={items} onEdit={setEditing} onDelete={setDeleting} />
                )
              }
            </QueryView>
          </CardContent>
        </Card>
        <SectionCard title={w.addTitle} className="order-1 lg:order-2">
          <CategoryForm
            submitLabel={w.add}
            onSubmit={async (input) => {
              await create.mutateAsync(input)
              toast.success(w.created)
            }}
          />
        </SectionCard>
      </div>
      <AppDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={w.editTitle}
      >
        {editing && (
          <CategoryForm
            defaultValues={{
              name: editing.name,
              kind: editing.kind,
              description: editing.description ?? '',
            }}
            kindLocked={editing.systemKey !== null || editing.entryCount > 0}
            submitLabel={fr.common.save}
            onCancel={() => setEditing(null)}
            onSubmit={async (input) => {
              await update.mutateAsync({ categoryId: editing.id, input })
              toast.success(w.updated)
              setEditing(null)
            }}
          />
        )}
      </AppDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        description={deleting ? w.deleteText(deleting.name) : ''}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </>
  )
}
