import type { ReactNode } from 'react'
import { cn } from '#dashboard/lib/utils.ts'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './ui/table.tsx'

/** One column: its header, its cell, and the classes both share (e.g. `hidden md:table-cell`). */
export type Column<T> = {
  key: string
  header: ReactNode
  cell: (row: T) => ReactNode
  className?: string
  headClassName?: string
  cellClassName?: string
}

/**
 * One table for every width: columns fold away on phones through their classes (duplicated
 * markup for phones would put hidden copies of each name in the page). `footer` ends the body.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey = 'id' as keyof T,
  rowClassName,
  footer,
  'aria-label': label,
}: {
  rows: readonly T[]
  columns: readonly (Column<T> | false)[]
  rowKey?: keyof T
  rowClassName?: (row: T) => string | undefined
  footer?: ReactNode
  'aria-label'?: string
}) {
  const shown = columns.filter((c): c is Column<T> => c !== false)
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          {shown.map((c) => (
            <TableHead key={c.key} className={cn(c.className, c.headClassName)}>
              {c.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={String(row[rowKey])} className={rowClassName?.(row)}>
            {shown.map((c) => (
              <TableCell key={c.key} className={cn(c.className, c.cellClassName)}>
                {c.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {footer}
      </TableBody>
    </Table>
  )
}

/** A header only screen readers hear (a column of thumbnails or of buttons). */
export const srOnly = (text: string) => <span className="sr-only">{text}</span>
