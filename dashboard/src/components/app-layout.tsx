import { Menu } from 'lucide-react'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { Link } from 'react-router'
import { fr } from '#dashboard/lib/fr.ts'
import { useLargeScreen } from '#dashboard/lib/use-media-query.ts'
import { BrandLogo } from './brand-logo.tsx'
import { PageOutlet } from './page-outlet.tsx'
import { type NavEntry, SidebarNav } from './sidebar-nav.tsx'
import { ThemeToggle } from './theme-toggle.tsx'
import { Button } from './ui/button.tsx'

const loadDrawer = () => import('./app-drawer.tsx')
// The drawer (Radix's dialog: focus trap, scroll lock) comes with the first tap of the menu
// button, not with every page's shell (ADR 026).
const AppDrawer = lazy(async () => ({ default: (await loadDrawer()).AppDrawer }))

type AppLayoutProps = {
  nav: NavEntry[]
  home: string
  areaLabel: string
  /** Right side of the top bar: notification bell, user menu. */
  actions: ReactNode
  /** Extra content under the menu (e.g. the shop card). */
  sidebarFooter?: ReactNode
  children?: ReactNode
}

function Sidebar({
  nav,
  home,
  areaLabel,
  sidebarFooter,
  onNavigate,
}: Omit<AppLayoutProps, 'actions'> & { onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col gap-4 bg-sidebar">
      <div className="flex h-14 items-center border-b px-4">
        <Link to={home} onClick={onNavigate} aria-label={fr.app.name}>
          <BrandLogo />
        </Link>
      </div>
      <p className="px-6 text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {areaLabel}
      </p>
      <div className="flex-1 overflow-y-auto px-3">
        <SidebarNav items={nav} label={fr.nav.main} onNavigate={onNavigate} />
      </div>
      {sidebarFooter && <div className="border-t p-3">{sidebarFooter}</div>}
    </div>
  )
}

export function AppLayout(props: AppLayoutProps) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [drawerUsed, setDrawerUsed] = useState(false)
  // A phone never shows the sidebar: not drawn there at all, rather than drawn and hidden by
  // CSS, it leaves a fifth of the board's first render and its menu links out (issue 27).
  const large = useLargeScreen()
  return (
    <div className="min-h-dvh bg-muted/30">
      {large && (
        <aside className="fixed inset-y-0 left-0 z-30 w-64 border-r">
          <Sidebar {...props} />
        </aside>
      )}
      {drawerUsed && (
        <Suspense fallback={null}>
          <AppDrawer open={drawerOpen} onOpenChange={setDrawerOpen}>
            <Sidebar {...props} onNavigate={() => setDrawerOpen(false)} />
          </AppDrawer>
        </Suspense>
      )}
      <div className="flex min-h-dvh flex-col lg:pl-64">
        <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur sm:px-6">
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={fr.common.openMenu}
            onPointerDown={() => void loadDrawer()}
            onClick={() => {
              setDrawerUsed(true)
              setDrawerOpen(true)
            }}
          >
            <Menu aria-hidden="true" />
          </Button>
          <Link to={props.home} className="lg:hidden" aria-label={fr.app.name}>
            <BrandLogo nameClassName="hidden sm:inline" />
          </Link>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <ThemeToggle />
            {props.actions}
          </div>
        </header>
        <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8">
          {props.children ?? <PageOutlet />}
        </main>
        <footer className="border-t px-4 py-4 text-center text-xs text-muted-foreground sm:px-6">
          {fr.app.footer(new Date().getFullYear())} · {fr.app.footerTagline}
        </footer>
      </div>
    </div>
  )
}
