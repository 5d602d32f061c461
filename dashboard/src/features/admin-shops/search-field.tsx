import { Search } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Input } from '#dashboard/components/ui/input.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'

/** A search box that reports what was typed once the person pauses (300 ms). */
export function SearchField({
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
  const [text, setText] = useState(value)
  useEffect(() => {
    if (text === value) return
    const timer = setTimeout(() => onSearch(text), 300)
    return () => clearTimeout(timer)
  }, [text, value, onSearch])
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
        className="pl-9"
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </div>
  )
}
