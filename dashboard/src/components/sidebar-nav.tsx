import { ChevronDown, type LucideIcon } from 'lucide-react'
import { useState } from 'react'
import { NavLink, useLocation, useNavigate } from 'react-router'
import { cn } from '#dashboard/lib/utils.ts'
import { tapTo } from './page-outlet.tsx'

export type NavLinkItem = { label: string; to: string; icon?: LucideIcon; end?: boolean }
type NavGroup = { label: string; icon: LucideIcon; children: NavLinkItem[] }
export type NavEntry = NavLinkItem | NavGroup

const itemClass =
  'flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground'
const activeClass = 'bg-primary/10 text-primary hover:bg-primary/10 hover:text-primary'

function Item({
  item,
  onNavigate,
  nested,
}: {
  item: NavLinkItem
  onNavigate?: () => void
  nested?: boolean
}) {
  const Icon = item.icon
  const navigate = useNavigate()
  return (
    <NavLink
      to={item.to}
      end={item.end}
      onClick={(e) => {
        onNavigate?.()
        // A new tab, or the page already shown: the link's own way.
        if (e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
        if (location.pathname === item.to) return
        // The next page's outline first, then the router (components/page-outlet.tsx).
        e.preventDefault()
        tapTo(item.to, navigate)
      }}
      className={({ isActive }) => cn(itemClass, nested && 'h-8 pl-10', isActive && activeClass)}
    >
      {Icon && <Icon className="size-4 shrink-0" aria-hidden="true" />}
      {item.label}
    </NavLink>
  )
}

function Group({ group, onNavigate }: { group: NavGroup; onNavigate?: () => void }) {
  const { pathname } = useLocation()
  const containsActive = group.children.some(
    (c) => pathname === c.to || pathname.startsWith(`${c.to}/`),
  )
  const [open, setOpen] = useState(containsActive)
  const expanded = open || containsActive
  const Icon = group.icon
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        onClick={() => setOpen(!expanded)}
        className={cn(itemClass, 'w-full', containsActive && 'text-foreground')}
      >
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        <span className="flex-1 text-left">{group.label}</span>
        <ChevronDown
          className={cn('size-4 transition-transform', expanded && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      {expanded && (
        <ul className="mt-1 grid gap-0.5">
          {group.children.map((child) => (
            <li key={child.to}>
              <Item item={child} onNavigate={onNavigate} nested />
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}

export function SidebarNav({
  items,
  label,
  onNavigate,
}: {
  items: NavEntry[]
  label: string
  onNavigate?: () => void
}) {
  return (
    <nav aria-label={label}>
      <ul className="grid gap-1">
        {items.map((entry) =>
          'children' in entry ? (
            <Group key={entry.label} group={entry} onNavigate={onNavigate} />
          ) : (
            <li key={entry.to}>
              <Item item={entry} onNavigate={onNavigate} />
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}
