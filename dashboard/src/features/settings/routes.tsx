import type { RouteObject } from 'react-router'

export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings/profiles',
    lazy: async () => ({ Component: (await import('./profile-page.tsx')).ProfilePage }),
  },
  {
    path: 'settings/personalization',
    lazy: async () => ({
      Component: (await import('./personalization-page.tsx')).PersonalizationPage,
    }),
  },
  {
    path: 'settings/settings',
    lazy: async () => ({
      Component: (await import('./subscription-page.tsx')).SubscriptionPage,
    }),
  },
  {
    path: 'settings/payments',
    lazy: async () => ({
      Component: (await import('../payment-settings/payments-page.tsx')).PaymentsPage,
    }),
  },
  {
    path: 'settings/delivery',
    lazy: async () => ({
      Component: (await import('../delivery/delivery-page.tsx')).DeliveryPage,
    }),
  },
  {
    path: 'settings/couriers',
    lazy: async () => ({
      Component: (await import('../couriers/couriers-page.tsx')).CouriersPage,
    }),
  },
  {
    path: 'settings/team',
    lazy: async () => ({
      Component: await (await import('../team/team-route.ts')).loadTeamPage(),
    }),
  },
  {
    path: 'settings/domain',
    lazy: async () => ({
      Component: (await import('../domains/domain-page.tsx')).DomainPage,
    }),
  },
]
