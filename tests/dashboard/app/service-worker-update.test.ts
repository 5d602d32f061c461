import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * Issue 27: « A new version is taken at the next launch, with a short "Nouvelle version"
 * notice. » The browser's service-worker container is played by a fake with the same shape:
 * what matters is the app's side — who asks the waiting version to take over, when the page
 * reloads, and what it says after.
 */
type Listener = () => void

function fakeContainer(opts: { controlled: boolean; waiting: boolean }) {
  const listeners: Listener[] = []
  const waiting = opts.waiting ? { postMessage: vi.fn() } : null
  const active = { postMessage: vi.fn() }
  const container = {
    controller: opts.controlled ? {} : null,
    register: vi.fn(async () => ({ waiting })),
    ready: Promise.resolve({ active }),
    addEventListener: (type: string, fn: Listener) => {
      if (type === 'controllerchange') listeners.push(fn)
    },
  }
  return {
    container,
    waiting,
    active,
    takeOver: () => {
      for (const fn of listeners) fn()
    },
  }
}

async function launch(pathname: string, container: object) {
  vi.resetModules()
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: container })
  const info = vi.fn()
  vi.doMock('#dashboard/lib/toast.ts', () => ({ toast: { info } }))
  const { registerServiceWorker } = await import('#dashboard/app/offline/register.ts')
  registerServiceWorker(pathname)
  await Promise.resolve()
  await Promise.resolve()
  return { info }
}

describe('a new version of the dashboard', () => {
  const reload = vi.fn()
  beforeEach(() => {
    sessionStorage.clear()
    vi.stubGlobal('location', { ...location, reload })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.doUnmock('#dashboard/lib/toast.ts')
    reload.mockReset()
  })

  it('takes over at the next launch, reloads once and says « Nouvelle version »', async () => {
    const phone = fakeContainer({ controlled: true, waiting: true })
    const first = await launch('/user/orders', phone.container)
    expect(phone.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/user/' })
    expect(phone.waiting?.postMessage).toHaveBeenCalledWith('take-over')
    expect(first.info).not.toHaveBeenCalled()

    phone.takeOver()
    expect(reload).toHaveBeenCalledTimes(1)

    // The reloaded page, now run by the new version, tells the merchant once.
    const reloaded = await launch(
      '/user/orders',
      fakeContainer({ controlled: true, waiting: false }).container,
    )
    expect(reloaded.info).toHaveBeenCalledWith('Nouvelle version du tableau de bord installée.')
    const after = await launch(
      '/user/orders',
      fakeContainer({ controlled: true, waiting: false }).container,
    )
    expect(after.info).not.toHaveBeenCalled()
  })

  it('installs quietly on a first visit (nothing to replace, no reload, no notice)', async () => {
    const phone = fakeContainer({ controlled: false, waiting: true })
    const { info } = await launch('/user/dashboard', phone.container)
    expect(phone.waiting?.postMessage).not.toHaveBeenCalled()
    expect(reload).not.toHaveBeenCalled()
    expect(info).not.toHaveBeenCalled()
  })

  it('asks the active version to keep the rest of the app’s code once the page has loaded (ADR 067)', async () => {
    const phone = fakeContainer({ controlled: false, waiting: false })
    expect(document.readyState).toBe('complete')
    await launch('/user/dashboard', phone.container)
    await Promise.resolve()
    expect(phone.active.postMessage).toHaveBeenCalledWith('keep-code')
  })

  it('registers nothing outside /user and /admin', async () => {
    const phone = fakeContainer({ controlled: true, waiting: true })
    await launch('/auth/signup', phone.container)
    expect(phone.container.register).not.toHaveBeenCalled()
  })
})
