import { useId } from 'react'
import { Label } from './ui/label.tsx'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select.tsx'

const ALL = '__all__'

/**
 * A list filter: Radix Select, so its options exist in the page only while it is open (a
 * native <select> would leave hidden copies of "En Cours" etc. next to the list it filters).
 * `''` stands for "no filter" (Radix items cannot have an empty value); `all` names it.
 */
export function FilterSelect({
  id,
  label,
  value,
  all,
  options,
  onChange,
  className,
}: {
  id?: string
  label: string
  value: string
  all?: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
  className?: string
}) {
  const ownId = useId()
  const selectId = id ?? ownId
  const choices = all === undefined ? options : [{ value: '', label: all }, ...options]
  return (
    <div className={className}>
      <Label htmlFor={selectId} className="sr-only">
        {label}
      </Label>
      <Select value={value || ALL} onValueChange={(v) => onChange(v === ALL ? '' : v)}>
        <SelectTrigger id={selectId}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {choices.map((o) => (
            <SelectItem key={o.value || ALL} value={o.value || ALL}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}

/** Options from a list of values and their labels, e.g. `optionsOf(STATUSES, w.statuses)`. */
export const optionsOf = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  values.map((value) => ({ value, label: labels[value] }))
