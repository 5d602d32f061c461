/**
 * The first segment of the cached queries that more than one feature touches. The owning
 * feature builds its key factory on its root (`orderKeys.all = queryRoots.orders`); a feature
 * whose write changes another's data invalidates that root from here. Feature query files
 * cannot simply import each other's factories: orders refresh customers and customers refresh
 * orders, so the imports would loop.
 */
export const queryRoots = {
  products: ['products'],
  categories: ['categories'],
  orders: ['orders'],
  customers: ['customers'],
  /** The merchant's Tableau de bord figures. */
  stats: ['stats'],
  notifications: ['notifications'],
  /** The public plan list (merchant's subscription page, admin filters). */
  plans: ['plans'],
  adminPlans: ['admin-plans'],
  /** The administrator's Utilisateurs screens (they show each user's shop and its status). */
  adminUsers: ['admin', 'users'],
} as const
