import type { RouteObject } from 'react-router'

export const referralRoutes: RouteObject[] = [
  {
    path: 'referred',
    lazy: async () => ({ Component: (await import('./referrals-page.tsx')).ReferralsPage }),
  },
  {
    path: 'referred/add',
    lazy: async () => ({ Component: (await import('./referral-add-page.tsx')).ReferralAddPage }),
  },
]
