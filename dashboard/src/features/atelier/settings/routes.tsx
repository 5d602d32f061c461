import type { RouteObject } from 'react-router'

/** /user/settings/atelier: the owner switches the module on (issue 8). */
export const atelierSettingsRoute: RouteObject = {
  path: 'settings/atelier',
  lazy: async () => ({
    Component: (await import('./atelier-settings-page.tsx')).AtelierSettingsPage,
  }),
}
