/** First path segments that belong to the platform, so no shop can take them as its slug. */
export const RESERVED_SLUGS = new Set([
  'api',
  'auth',
  'user',
  'admin',
  'assets',
  'media',
  'dev',
  'sanctum',
  'forbiden',
  'forbidden',
  'apropos',
  'aide',
  'stores',
  'store',
  'pricing',
  'tarifs',
  'features',
  'fonctionalite',
  'contact',
  'contact-us',
  'galeries',
  'terme-condition',
  'privacy',
  'robots.txt',
  'sitemap.xml',
  'favicon.ico',
  'favicon.svg',
  'boutiko',
  'www',
  'static',
  'login',
  'signup',
  'track',
  'health',
  'index.html',
])

/** "Épicerie Chez Awa !" → "epicerie-chez-awa". Never empty, never reserved. */
export function slugify(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '')
  if (!base) return 'boutique'
  return RESERVED_SLUGS.has(base) ? `${base}-shop` : base
}

/** The first of slug, slug-2, slug-3 … not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`
    if (!taken.has(candidate)) return candidate
  }
}
