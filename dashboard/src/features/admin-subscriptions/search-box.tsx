import { Search } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Input } from '#dashboard/components/ui/input.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'

/** A search input that asks the list again once typing pauses, not on every key stroke. */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onSearch,
}: {
  id: string
  label: string
  placeholder: string
  value: string
  onSearch: (q: string) => void
}) {
  const [q, setQ] = useState(value)
  useEffect(() => {
    if (q.trim() === value) return
    const timer = setTimeout(() => onSearch(q.trim()), 300)
    return () => clearTimeout(timer)
  }, [q, value, onSearch])
  return (
    <div className="relative">
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Search
        className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        className="pl-9"
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
    </div>
  )
}
