import type { Browser, Page } from 'playwright-core'
import { launchChromium } from './browser.ts'
import { kb } from './sizes.ts'

/**
 * Issue 27: « a new shop's home with a 4000×3000 phone photo as logo weighs ≤ 150 KB cold ».
 * A merchant signs up, creates the shop through the dashboard's own form with such a photo
 * (so the browser compresses it and draws the small copies exactly as on a phone, ADR 058),
 * then a visitor with an empty cache opens the home: every byte it downloads is counted.
 */
export const LOGO_WEIGHT_TARGET_KB = 150

export type LogoWeight = {
  /** The photo the merchant picked: its size on the phone and its pixels. */
  photoBytes: number
  photo: { width: number; height: number }
  /** Everything the cold home downloaded (bodies as sent, headers included), and by kind. */
  homeBytes: number
  byKind: Record<string, number>
  /** The pictures the home loaded (the logo's copy among them) and their bytes. */
  logos: { url: string; bytes: number }[]
}

const MERCHANT = { email: 'logo-bench@boutiko.test', password: 'LogoBench2026!' }
const PHOTO = { width: 4000, height: 3000 }

/**
 * A 4000×3000 JPEG with a phone photo's texture (light, shade, shapes, sensor grain), drawn by
 * the browser: a flat picture would compress to nothing and flatter the page.
 */
async function phonePhoto(page: Page): Promise<Buffer> {
  // A string, not a function: tsx's helpers (`__name`) do not exist in the page.
  const base64 = (await page.evaluate(`(async ({ width, height }) => {
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const ctx = canvas.getContext('2d')
    const sky = ctx.createLinearGradient(0, 0, width, height)
    sky.addColorStop(0, '#f4d7a1')
    sky.addColorStop(0.5, '#c0703a')
    sky.addColorStop(1, '#2f3d2a')
    ctx.fillStyle = sky
    ctx.fillRect(0, 0, width, height)
    let seed = 7
    const rand = () => {
      seed = (seed * 16807) % 2147483647
      return seed / 2147483647
    }
    for (let i = 0; i < 600; i++) {
      ctx.fillStyle = \`hsla(\${Math.floor(rand() * 360)},55%,\${30 + rand() * 40}%,\${0.15 + rand() * 0.4})\`
      ctx.beginPath()
      ctx.ellipse(rand() * width, rand() * height, 20 + rand() * 400, 20 + rand() * 300, rand() * 3, 0, 7)
      ctx.fill()
    }
    // Sensor grain, in tiles so the 48 MB of pixels are not walked one by one.
    const tile = ctx.createImageData(256, 256)
    for (let i = 0; i < tile.data.length; i += 4) {
      const v = rand() * 40
      tile.data[i] = tile.data[i + 1] = tile.data[i + 2] = 128 + v - 20
      tile.data[i + 3] = 28
    }
    const grain = document.createElement('canvas')
    grain.width = grain.height = 256
    grain.getContext('2d').putImageData(tile, 0, 0)
    ctx.fillStyle = ctx.createPattern(grain, 'repeat')
    ctx.fillRect(0, 0, width, height)
    const blob = await new Promise((resolve) =>
      canvas.toBlob((b) => resolve(b), 'image/jpeg', 0.9),
    )
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let binary = ''
    for (let i = 0; i < bytes.length; i += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
    return btoa(binary)
  })(${JSON.stringify(PHOTO)})`)) as string
  return Buffer.from(base64, 'base64')
}

async function signUp(base: string): Promise<void> {
  const res = await fetch(`${base}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Mariam',
      lastName: 'Zongo',
      identifierType: 'email',
      emailOrPhone: MERCHANT.email,
      password: MERCHANT.password,
      confirmPass: MERCHANT.password,
      termCondition: true,
    }),
  })
  if (!res.ok) throw new Error(`POST /api/signup: ${res.status} ${await res.text()}`)
}

/** The new shop, created in the dashboard with the photo as its logo; answers its slug. */
async function createShop(browser: Browser, base: string, photo: Buffer): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  try {
    const page = await context.newPage()
    await page.goto(`${base}/auth/signin`)
    await page.getByLabel('Adresse e-mail').fill(MERCHANT.email)
    await page.getByLabel('Mot de passe', { exact: true }).fill(MERCHANT.password)
    await page.getByRole('button', { name: 'Connexion' }).click()
    await page.getByLabel('Nom de la boutique').waitFor({ timeout: 60_000 })
    await page.getByLabel('Nom de la boutique').fill('Karité de Mariam')
    await page.getByLabel('Téléphone').fill('70 12 34 56')
    const email = page.getByLabel(/^E-mail/)
    if (!(await email.inputValue())) await email.fill('contact@karite-mariam.test')
    await page.getByLabel('Adresse', { exact: true }).fill('Ouagadougou')
    await page
      .getByLabel('Logo')
      .setInputFiles({ name: 'IMG_20261128_0930.jpg', mimeType: 'image/jpeg', buffer: photo })
    // The response may come after the click's own wait (below) and the upload: 2 + 2 minutes.
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/stores') && r.request().method() === 'POST',
      { timeout: 240_000 },
    )
    // The browser compresses the photo and draws its copies before « Valider » is enabled
    // again: click() waits for an enabled button, up to 2 minutes here.
    await page.getByRole('button', { name: 'Valider' }).click({ timeout: 120_000 })
    const res = await created
    if (res.status() !== 201)
      throw new Error(`POST /api/stores: ${res.status()} ${await res.text()}`)
    const body = (await res.json()) as { data: { slug: string } }
    return body.data.slug
  } finally {
    await context.close()
  }
}

/** The home opened by a visitor with an empty cache, every response's bytes counted. */
async function weighHome(browser: Browser, base: string, slug: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  try {
    const page = await context.newPage()
    const byKind: Record<string, number> = {}
    const logos: { url: string; bytes: number }[] = []
    const pending: Promise<void>[] = []
    page.on('requestfinished', (request) => {
      pending.push(
        request.sizes().then((sizes) => {
          const bytes = sizes.responseBodySize + sizes.responseHeadersSize
          const kind = request.resourceType()
          byKind[kind] = (byKind[kind] ?? 0) + bytes
          if (kind === 'image') logos.push({ url: new URL(request.url()).pathname, bytes })
        }),
      )
    })
    await page.goto(`${base}/${slug}/home`, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    await Promise.all(pending)
    const homeBytes = Object.values(byKind).reduce((a, b) => a + b, 0)
    return { homeBytes, byKind, logos }
  } finally {
    await context.close()
  }
}

export async function measureLogoWeight(base: string): Promise<LogoWeight> {
  const browser = await launchChromium()
  try {
    const scratch = await browser.newPage()
    const photo = await phonePhoto(scratch)
    await scratch.close()
    await signUp(base)
    const slug = await createShop(browser, base, photo)
    return { photoBytes: photo.length, photo: PHOTO, ...(await weighHome(browser, base, slug)) }
  } finally {
    await browser.close()
  }
}

/** Issue 27's logo target, with the figure measured and ✓/✗ (counted in the bench's misses). */
export function logoWeightTargets(r: LogoWeight): [string, string, boolean][] {
  return [
    [
      `Accueil d'une nouvelle boutique, logo photo ${r.photo.width}×${r.photo.height}, à froid ≤ ${LOGO_WEIGHT_TARGET_KB} Ko`,
      kb(r.homeBytes),
      r.homeBytes <= LOGO_WEIGHT_TARGET_KB * 1024,
    ],
  ]
}

/** The row against its target, and what the page downloaded by kind. */
export function logoWeightMarkdown(r: LogoWeight): string {
  const ok = logoWeightTargets(r).every(([, , met]) => met)
  const kinds = Object.entries(r.byKind)
    .filter(([, bytes]) => bytes > 0)
    .sort(([, a], [, b]) => b - a)
    .map(([kind, bytes]) => `${kind} ${kb(bytes)}`)
    .join(', ')
  return [
    `Mesure du ${new Date().toISOString().slice(0, 16).replace('T', ' ')}. Accueil d'une nouvelle boutique dont le logo est une photo de téléphone (${r.photo.width}×${r.photo.height}, ${kb(r.photoBytes)}), créée dans le tableau de bord, ouverte à froid (cache vide, tout ce qui est téléchargé, en-têtes compris) :`,
    '',
    '| Page | mesuré | cible | |',
    '|---|---:|---|---|',
    `| Accueil, à froid | ${kb(r.homeBytes)} | ≤ ${LOGO_WEIGHT_TARGET_KB} Ko | ${ok ? '✓' : '✗'} |`,
    '',
    `Détail : ${kinds}. Images de la boutique chargées : ${r.logos.map((l) => `\`${l.url}\` ${kb(l.bytes)}`).join(', ') || 'aucune'}.`,
    '',
  ].join('\n')
}
