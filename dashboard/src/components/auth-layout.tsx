import { CheckCircle2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { BrandLogo } from '#dashboard/components/brand-logo.tsx'
import { ThemeToggle } from '#dashboard/components/theme-toggle.tsx'
import { fr } from '#dashboard/lib/fr.ts'

/** The frame of the /auth pages (their own entry, ADR 062): the page comes as children. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden flex-col justify-between overflow-hidden bg-[#0f766e] p-10 text-white lg:flex">
        <BrandLogo className="text-white [&_rect]:fill-white/15" />
        <div className="space-y-6">
          <p className="text-3xl leading-tight font-semibold">{fr.app.tagline}</p>
          <ul className="space-y-3 text-white/85">
            {fr.app.sellingPoints.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <CheckCircle2 className="size-5 text-teal-200" aria-hidden="true" />
                {p}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-white/70">{fr.app.footer(new Date().getFullYear())}</p>
        <div className="pointer-events-none absolute -right-24 -bottom-24 size-80 rounded-full bg-white/10" />
      </aside>
      <div className="flex flex-col">
        <header className="flex items-center justify-between p-4 sm:p-6">
          <BrandLogo className="lg:invisible" />
          <ThemeToggle />
        </header>
        <main className="flex flex-1 items-start justify-center px-4 pb-10 sm:items-center">
          {children}
        </main>
      </div>
    </div>
  )
}

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: string
  children: ReactNode
}) {
  return (
    <div className="w-full max-w-md">
      <div className="mb-6 space-y-1.5 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
      </div>
      <div className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">{children}</div>
    </div>
  )
}
