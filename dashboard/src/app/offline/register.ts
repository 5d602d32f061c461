import { toast } from '#dashboard/lib/toast.ts'
import { offlineWords } from './fr.ts'

const UPDATED_KEY = 'boutiko.updated'
/** The areas whose worker this page registered: once each, whatever the navigation. */
const registered = new Set<string>()

/**
 * Registers the service worker (ADR 057) for the area `pathname` is in: at launch, and when the
 * app first enters /user or /admin (a merchant who signs up reaches the board without a reload). A version downloaded
 * during an earlier visit waits; at the next launch it takes over and the page reloads once
 * onto it, then says « Nouvelle version ». A version found during this visit waits for the next.
 */
export function registerServiceWorker(pathname: string): void {
  const sw = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined
  const area = /^\/(user|admin)(\/|$)/.exec(pathname)?.[1]
  if (!sw || !area || registered.has(area)) return
  registered.add(area)
  try {
    if (sessionStorage.getItem(UPDATED_KEY)) {
      sessionStorage.removeItem(UPDATED_KEY)
      toast.info(offlineWords.newVersion)
    }
  } catch {
    // Storage refused: no notice.
  }
  const hadController = Boolean(sw.controller)
  sw.register('/sw.js', { scope: `/${area}/` })
    .then((reg) => {
      keepTheRestOfTheCode(sw)
      if (!hadController || !reg.waiting) return
      sw.addEventListener('controllerchange', () => {
        try {
          sessionStorage.setItem(UPDATED_KEY, '1')
        } catch {}
        location.reload()
      })
      reg.waiting.postMessage('take-over')
    })
    // No worker (vite dev, a refused registration): the app works online as before.
    .catch(() => {})
}

/**
 * An installed worker keeps only the board's first load (ADR 067): once this page's own files
 * are in (its load event), the active one keeps the rest, for the pages opened offline.
 */
function keepTheRestOfTheCode(sw: ServiceWorkerContainer) {
  const ask = () => void sw.ready.then((reg) => reg.active?.postMessage('keep-code'))
  if (document.readyState === 'complete') ask()
  else addEventListener('load', ask, { once: true })
}
