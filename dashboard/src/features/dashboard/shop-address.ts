/**
 * The address shoppers type: the shop's own domain once it is verified (the storefront answers
 * at its root there), else the platform's address of its path ("/awa-couture/home" from the API).
 */
export const shopAddress = (path: string, customDomain?: string | null) =>
  customDomain ? `https://${customDomain}/` : new URL(path, window.location.origin).toString()
