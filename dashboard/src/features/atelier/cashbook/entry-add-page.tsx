import { useNavigate } from 'react-router'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { toast } from '#dashboard/lib/toast.ts'
import { cashbookPaths } from '../shell/paths/cashbook.ts'
import { EntryForm } from './entry-form.tsx'
import { cashbookWords as w } from './fr.ts'
import { useCreateEntry } from './queries.ts'

/** `transaction/add-new`: a manual income or expense. */
export function EntryAddPage() {
  const create = useCreateEntry()
  const navigate = useNavigate()
  return (
    <>
      <BackLink to={cashbookPaths.list} label={w.title} />
      <PageHeader title={w.addTitle} />
      <Card className="max-w-2xl">
        <CardContent>
          <EntryForm
            onCancel={() => void navigate(cashbookPaths.list)}
            onSubmit={async (input) => {
              const entry = await create.mutateAsync(input)
              toast.success(w.created)
              await navigate(cashbookPaths.entry(entry.id))
            }}
          />
        </CardContent>
      </Card>
    </>
  )
}
