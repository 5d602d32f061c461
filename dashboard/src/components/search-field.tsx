import { Search } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useNavigation } from 'react-router'
import { useEffectEvent } from '#dashboard/lib/use-effect-event.ts'
import { cn } from '#dashboard/lib/utils.ts'
import { Input } from './ui/input.tsx'
import { Label } from './ui/label.tsx'

/**
 * A search box that reports what was typed (trimmed) once the person pauses for 300 ms, not on
 * every key stroke. `value` is the search in force: when it changes elsewhere (a link, Back),
 * the box shows it instead of sending its old text again.
 */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onSearch,
  className,
}: {
  id?: string
  label: string
  placeholder: string
  value: string
  onSearch: (q: string) => void
  className?: string
}) {
  const ownId = useId()
  const inputId = id ?? ownId
  const [text, setText] = useState(value)
  const [inForce, setInForce] = useState(value)
  if (value !== inForce) {
    setInForce(value)
    if (value !== text.trim()) setText(value)
  }
  const search = useEffectEvent(onSearch)
  // A click that leaves the page (a row's link, while its screen loads) drops the pending
  // search: sending it then would pull the person back to the list.
  const leaving = useNavigation().state !== 'idle'
  useEffect(() => {
    const q = text.trim()
    if (q === value || leaving) return
    const timer = setTimeout(() => search(q), 300)
    return () => clearTimeout(timer)
  }, [text, value, leaving])
  return (
    <div className={cn('relative', className)}>
      <Label htmlFor={inputId} className="sr-only">
        {label}
      </Label>
      <Search
        className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={inputId}
        type="search"
        className="pl-9"
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </div>
  )
}
