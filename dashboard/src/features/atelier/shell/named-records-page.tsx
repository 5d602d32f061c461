import type { UseQueryResult } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { AppDialog } from '#dashboard/components/app-dialog.tsx'
import { ConfirmDialog } from '#dashboard/components/confirm-dialog.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { type Column, DataTable } from '#dashboard/components/data-table.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { EmptyState } from '#dashboard/components/states.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { toast } from '#dashboard/lib/toast.ts'
import { actionsColumn } from './row-actions.tsx'
import { useCrudDialogs } from './use-crud-dialogs.ts'

export type NamedRecordWords = {
  title: string
  subtitle: string
  add: string
  addTitle: string
  editTitle: string
  created: string
  updated: string
  deleted: string
  deleteText: (name: string) => string
  empty: string
}

type Mutation<V> = { mutateAsync: (variables: V) => Promise<unknown>; isPending: boolean }

/** The create / update / delete mutations every named-record list has. */
export type NamedRecordMutations<I> = {
  create: Mutation<I>
  update: Mutation<{ id: string; input: I }>
  remove: Mutation<string>
}

/** What the add/edit dialog hands its form: the record edited (null for a new one). */
export type NamedRecordFormProps<T, I> = {
  current: T | null
  onCancel: () => void
  onSubmit: (input: I) => Promise<void>
}

/**
 * A list of simple named records: a table with edit and delete icons on each row, an
 * add/edit dialog holding the screen's form, and a delete confirmation. Each screen gives its
 * words, query, mutations, columns (the actions column is added) and form.
 */
export function NamedRecordsPage<T extends { id: string; name: string }, I>({
  words,
  list,
  mutations,
  columns,
  renderForm,
  dialogClassName,
}: {
  words: NamedRecordWords
  list: UseQueryResult<T[]>
  mutations: NamedRecordMutations<I>
  columns: Column<T>[]
  renderForm: (props: NamedRecordFormProps<T, I>) => ReactNode
  dialogClassName?: string
}) {
  const { create, update, remove } = mutations
  const dialogs = useCrudDialogs((row: T) => remove.mutateAsync(row.id), words.deleted)
  const { editing, setEditing, deleting, setDeleting } = dialogs
  const current = editing === 'new' ? null : editing
  const close = () => setEditing(null)
  const save = async (input: I) => {
    if (current) await update.mutateAsync({ id: current.id, input })
    else await create.mutateAsync(input)
    toast.success(current ? words.updated : words.created)
    close()
  }

  return (
    <>
      <PageHeader
        title={words.title}
        description={words.subtitle}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            {words.add}
          </Button>
        }
      />
      <Card>
        <CardContent className="px-2 sm:px-5">
          <QueryView query={list}>
            {(items) =>
              items.length === 0 ? (
                <EmptyState>{words.empty}</EmptyState>
              ) : (
                <DataTable
                  rows={items}
                  columns={[...columns, actionsColumn<T>(setEditing, setDeleting)]}
                />
              )
            }
          </QueryView>
        </CardContent>
      </Card>
      <AppDialog
        open={editing !== null}
        onOpenChange={(open) => !open && close()}
        title={current ? words.editTitle : words.addTitle}
        className={dialogClassName}
      >
        {editing !== null && renderForm({ current, onCancel: close, onSubmit: save })}
      </AppDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        description={deleting ? words.deleteText(deleting.name) : ''}
        pending={remove.isPending}
        onConfirm={() => void dialogs.confirmDelete()}
      />
    </>
  )
}
