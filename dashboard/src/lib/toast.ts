// biome-ignore lint/style/noRestrictedImports: this module is the way to sonner (types only here).
import type { ExternalToast, toast as sonnerToast } from 'sonner'

/*
 * The dashboard's toasts, with sonner's call shape (`toast.success(message, options)`), without
 * sonner in the first load (issue 15, ADR 026): most visits show no toast. The first call loads
 * sonner and asks the app's toaster (`components/app-toaster.tsx`) to mount; the calls made
 * meanwhile wait, in order, and reach sonner once it is there (its `Toaster` shows the toasts
 * sent before it subscribed).
 */
type Sonner = typeof sonnerToast
type Message = Parameters<Sonner['success']>[0]

let sonner: Sonner | undefined
let loading: Promise<void> | undefined
let asked = false
const waiting: ((t: Sonner) => void)[] = []
const listeners = new Set<() => void>()

function send(show: (t: Sonner) => void): void {
  if (sonner) {
    show(sonner)
    return
  }
  waiting.push(show)
  if (loading) return
  // biome-ignore lint/style/noRestrictedImports: sonner loads here, with the first toast.
  loading = import('sonner').then(
    (module) => {
      sonner = module.toast
      for (const waited of waiting.splice(0)) waited(module.toast)
    },
    () => {
      // Offline at the first toast: the next one tries the download again.
      loading = undefined
    },
  )
  if (asked) return
  asked = true
  for (const listener of listeners) listener()
}

export const toast = {
  success: (message: Message, data?: ExternalToast) => send((t) => t.success(message, data)),
  error: (message: Message, data?: ExternalToast) => send((t) => t.error(message, data)),
  info: (message: Message, data?: ExternalToast) => send((t) => t.info(message, data)),
  warning: (message: Message, data?: ExternalToast) => send((t) => t.warning(message, data)),
}

/** Whether a toast was ever asked for: the app's toaster mounts from then on. */
export const toastsAskedFor = (): boolean => asked

export function onFirstToast(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
