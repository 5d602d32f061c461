/**
 * What the merchant's shell hands its pages through <Outlet context>. Apart from the shell so a
 * page reads it without importing the shell, which imports every page's routes.
 */
export type UserOutletContext = { openStoreSetup: () => void }
