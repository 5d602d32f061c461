/** The API gives a shop's path ("/awa-couture/home"): shoppers need the whole address. */
export const shopAddress = (path: string) => new URL(path, window.location.origin).toString()
