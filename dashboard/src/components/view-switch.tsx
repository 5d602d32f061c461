import { LayoutGrid, List } from 'lucide-react'
import { useLocation } from 'react-router'
import { LinkButton } from './link-button.tsx'

/**
 * Switches a list between its table (`path`) and its cards (`path/card`): same data, same tools.
 * `keepSearch` carries the URL's filters over to the other view.
 */
export function ViewSwitch({
  view,
  path,
  listLabel,
  cardsLabel,
  keepSearch = false,
}: {
  view: 'list' | 'cards'
  path: string
  listLabel: string
  cardsLabel: string
  keepSearch?: boolean
}) {
  const { search } = useLocation()
  const toCards = view === 'list'
  return (
    <LinkButton
      to={{ pathname: toCards ? `${path}/card` : path, search: keepSearch ? search : '' }}
      variant="outline"
      icon={toCards ? LayoutGrid : List}
    >
      {toCards ? cardsLabel : listLabel}
    </LinkButton>
  )
}
