import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { AppDialog } from '#dashboard/components/app-dialog.tsx'
import { ConfirmDialog } from '#dashboard/components/confirm-dialog.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { EmptyState } from '#dashboard/components/states.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { categoryWords } from '#dashboard/features/categories/fr.ts'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { toast } from '#dashboard/lib/toast.ts'
import type { Category } from '#worker/schemas/categories.ts'
import { CategoryForm } from './category-form.tsx'
import { CategoryList } from './category-list.tsx'
import {
  categoryListQuery,
  useCreateCategory,
  useDeleteCategory,
  useUpdateCategory,
} from './queries.ts'

const t = categoryWords

function CategoriesContent() {
  const list = useQuery(categoryListQuery())
  const create = useCreateCategory()
  const update = useUpdateCategory()
  const remove = useDeleteCategory()
  const [editing, setEditing] = useState<Category | null>(null)
  const [deleting, setDeleting] = useState<Category | null>(null)

  const confirmDelete = async () => {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      toast.success(t.deleted)
    } catch (error) {
      toast.error(errorMessage(error))
    }
    setDeleting(null)
  }

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card className="order-2 lg:order-1">
        <CardContent className="px-2 sm:px-5">
          <QueryView query={list}>
            {(items) =>
              items.length === 0 ? (
                <EmptyState>{t.empty}</EmptyState>
              ) : (
                <CategoryList items={items} onEdit={setEditing} onDelete={setDeleting} />
              )
            }
          </QueryView>
        </CardContent>
      </Card>
      <SectionCard title={t.addTitle} className="order-1 lg:order-2">
        <CategoryForm
          submitLabel={t.add}
          onSubmit={async (input) => {
            await create.mutateAsync(input)
            toast.success(t.created)
          }}
        />
      </SectionCard>
      <AppDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={t.editTitle}
      >
        {editing && (
          <CategoryForm
            defaultValues={{ name: editing.name, description: editing.description ?? '' }}
            submitLabel={fr.common.save}
            onCancel={() => setEditing(null)}
            onSubmit={async (input) => {
              await update.mutateAsync({ id: editing.id, input })
              toast.success(t.updated)
              setEditing(null)
            }}
          />
        )}
      </AppDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        description={deleting ? t.deleteText(deleting.name) : ''}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  )
}

export function CategoriesPage() {
  return (
    <>
      <PageHeader title={t.title} description={t.subtitle} />
      <StoreRequired>
        <CategoriesContent />
      </StoreRequired>
    </>
  )
}
