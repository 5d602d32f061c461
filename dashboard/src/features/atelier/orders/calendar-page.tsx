import { useQuery } from '@tanstack/react-query'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { useWideScreen } from '#dashboard/lib/use-media-query.ts'
import { formatMonth } from '../shell/format.ts'
import { useShopToday } from '../shell/today.ts'
import { monthGrid, monthOf, shiftMonth } from './calendar-days.ts'
import { AgendaList, DueList, MonthGrid } from './calendar-views.tsx'
import { orderWords } from './fr.ts'
import { tailoringCalendarQuery } from './queries.ts'

const w = orderWords.calendar

/** `calendar/order`: due dates by month (an agenda on phones), what is late, what is due soon. */
export function TailoringCalendarPage() {
  const wide = useWideScreen()
  const [params, setParams] = useSearchParams()
  const current = monthOf(useShopToday())
  const month = /^\d{4}-\d{2}$/.test(params.get('mois') ?? '') ? params.get('mois')! : current
  const grid = monthGrid(month)
  const calendar = useQuery(tailoringCalendarQuery({ from: grid.from, to: grid.to }))
  const go = (next: string) => setParams(next === current ? {} : { mois: next })
  return (
    <>
      <PageHeader title={w.title} description={w.subtitle} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card>
          <CardContent className="grid gap-4">
            <div className="flex items-center justify-between gap-2">
              <Button
                variant="outline"
                size="icon"
                aria-label={w.previous}
                onClick={() => go(shiftMonth(month, -1))}
              >
                <ChevronLeft aria-hidden="true" />
              </Button>
              <h2 className="text-lg font-semibold first-letter:uppercase" aria-live="polite">
                {formatMonth(month)}
              </h2>
              <Button
                variant="outline"
                size="icon"
                aria-label={w.next}
                onClick={() => go(shiftMonth(month, 1))}
              >
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
            {month !== current && (
              <Button
                variant="link"
                size="sm"
                className="h-auto w-fit p-0"
                onClick={() => go(current)}
              >
                {w.today}
              </Button>
            )}
            <QueryView query={calendar}>
              {(c) =>
                wide ? (
                  <MonthGrid calendar={c} month={month} days={grid.days} />
                ) : (
                  <AgendaList calendar={c} month={month} />
                )
              }
            </QueryView>
          </CardContent>
        </Card>
        {calendar.data && (
          <SectionCard title={w.watch} className="self-start" contentClassName="grid gap-6">
            <DueList title={w.late} empty={w.nothingLate} orders={calendar.data.late} />
            <DueList
              title={w.dueThisWeek}
              empty={w.nothingThisWeek}
              orders={calendar.data.dueThisWeek}
            />
          </SectionCard>
        )}
      </div>
    </>
  )
}
