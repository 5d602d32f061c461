import { fr } from '#dashboard/lib/fr.ts'
import { BrandMark } from './brand-logo.tsx'

/** Same markup as the screen in index.html (its CSS lives there), so the hand-over is seamless. */
export function LoadingScreen() {
  return (
    <div className="bk-loader" role="status" aria-live="polite">
      <div className="bk-brand">
        <BrandMark />
        <p className="bk-name">{fr.app.name}</p>
      </div>
      <p className="bk-tagline">{fr.app.tagline}</p>
      <div className="bk-rings" aria-hidden="true">
        <div className="bk-ring" />
        <div className="bk-ring" />
        <div className="bk-ring" />
      </div>
      <div className="bk-dots" aria-hidden="true">
        <span className="bk-dot" />
        <span className="bk-dot" />
        <span className="bk-dot" />
      </div>
      <span className="sr-only">{fr.app.loading}</span>
    </div>
  )
}

/** In-page spinner for a section that is loading. */
export function Spinner({ label = fr.app.loading }: { label?: string }) {
  return (
    <div className="flex items-center justify-center py-10" role="status">
      <span
        className="size-6 animate-spin rounded-full border-2 border-muted border-t-primary"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  )
}
