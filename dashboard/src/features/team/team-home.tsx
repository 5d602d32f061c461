import { Link } from 'react-router'
import { Button } from '#dashboard/components/ui/button.tsx'
import { teamWords as w } from './fr.ts'

/** A team member without the shop's figures lands here: straight to the day's work. */
export function TeamHome() {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border px-4 py-6">
      <p className="text-sm text-muted-foreground">{w.sellerHint}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/user/orders/new">{w.newSale}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/user/orders">{w.orders}</Link>
        </Button>
      </div>
    </div>
  )
}
