import { ExternalLink } from 'lucide-react'
import { copyFor } from '#worker/schemas/image-sizes.ts'
import type { Store } from '#worker/schemas/stores.ts'

export function ShopCard({ store }: { store: Store }) {
  return (
    <div className="flex items-center gap-3 rounded-md p-2">
      {store.logoUrl ? (
        <img
          src={copyFor(store.logoUrl, 36)}
          alt=""
          className="size-9 rounded-md border object-cover"
        />
      ) : (
        <span
          className="flex size-9 items-center justify-center rounded-md text-sm font-semibold text-white"
          style={{ backgroundColor: store.color }}
          aria-hidden="true"
        >
          {store.name.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{store.name}</p>
        <a
          href={store.url}
          target="_blank"
          rel="noopener"
          className="flex max-w-full items-center gap-1 text-xs text-primary hover:underline"
        >
          <span className="truncate">{store.url}</span>
          <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
        </a>
      </div>
    </div>
  )
}
