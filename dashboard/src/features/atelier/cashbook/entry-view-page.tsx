import { useQuery } from '@tanstack/react-query'
import { Pencil } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { AppDialog } from '#dashboard/components/app-dialog.tsx'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { DeleteButton } from '#dashboard/components/detail-actions.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { toast } from '#dashboard/lib/toast.ts'
import type { CashbookEntry } from '#worker/schemas/atelier/cashbook.ts'
import { formatDay } from '../shell/format.ts'
import { cashbookPaths } from '../shell/paths/cashbook.ts'
import { useAtelierMoney } from '../shell/queries.ts'
import { EntryForm } from './entry-form.tsx'
import { EntryOrigin, SignedAmount } from './entry-origin.tsx'
import { toEntryValues } from './entry-values.ts'
import { cashbookWords as w } from './fr.ts'
import { cashbookEntryQuery, useDeleteEntry, useUpdateEntry } from './queries.ts'

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-sm wrap-anywhere">{children}</dd>
    </div>
  )
}

function EntryDetail({ entry: e }: { entry: CashbookEntry }) {
  const { currency, money } = useAtelierMoney()
  const update = useUpdateEntry(e.id)
  const remove = useDeleteEntry()
  const navigate = useNavigate()
  const [editing, setEditing] = useState(false)
  return (
    <>
      <PageHeader
        title={e.label}
        description={<EntryOrigin entry={e} />}
        actions={
          !e.automatic && (
            <>
              <Button variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                {fr.common.edit}
              </Button>
              <DeleteButton
                description={w.deleteText(e.label)}
                pending={remove.isPending}
                onDelete={async () => {
                  await remove.mutateAsync(e.id)
                  toast.success(w.deleted)
                  await navigate(cashbookPaths.list)
                }}
              />
            </>
          )
        }
      />
      <SectionCard title={w.details} className="max-w-3xl">
        {e.automatic && (
          <p className="mb-4 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
            {w.automaticText}
          </p>
        )}
        <dl className="grid gap-3">
          <Item term={w.amount}>
            <span className="text-lg font-semibold tabular-nums">
              <SignedAmount entry={e} money={money} />
            </span>
          </Item>
          <Item term={w.kind}>{w.kinds[e.kind]}</Item>
          <Item term={w.category}>{e.categoryName ?? fr.common.none}</Item>
          <Item term={w.date}>{formatDay(e.occurredOn)}</Item>
          <Item term={w.method}>{w.methods[e.paymentMethod]}</Item>
          <Item term={w.source}>{w.sources[e.source]}</Item>
          <Item term={w.note}>{e.note ?? fr.common.none}</Item>
        </dl>
      </SectionCard>
      <AppDialog open={editing} onOpenChange={setEditing} title={w.editTitle}>
        {editing && (
          <EntryForm
            defaultValues={toEntryValues(e, currency)}
            onCancel={() => setEditing(false)}
            onSubmit={async (input) => {
              await update.mutateAsync(input)
              toast.success(w.updated)
              setEditing(false)
            }}
          />
        )}
      </AppDialog>
    </>
  )
}

/** `transaction/view/:id`: one line; edit and delete for lines typed by hand. */
export function EntryViewPage() {
  const { id = '' } = useParams()
  const entry = useQuery(cashbookEntryQuery(id))
  return (
    <>
      <BackLink to={cashbookPaths.list} label={w.title} />
      <QueryView query={entry} notFoundHome={cashbookPaths.list}>
        {(e) => <EntryDetail entry={e} />}
      </QueryView>
    </>
  )
}
