import { describe, expect, it } from 'vitest'
import { REVIEW_PHOTO_SCRIPT } from '#themes/shared/review-photo-script.ts'
import { fullShop, product, renderAll, THEME_NAMES, THEMES, testimonial } from './fixtures.tsx'

const SCRIPT = '<script>alert(1)</script>'
const ATTR = '" onmouseover="alert(1)'
const CLOSE = '</script><script>alert(2)</script>'
const evil = (field: string) => `${field} ${SCRIPT} ${ATTR} ${CLOSE} \u2028`

/** Every field a merchant (or a shopper, for testimonials) controls, filled with an attack. */
function evilShop() {
  return fullShop({
    name: evil('name'),
    brand: evil('brand'),
    address: evil('address'),
    aboutTitle: evil('about'),
    color: 'red;}</style><script>alert(1)</script>',
    facebookPixelId: "1');alert(1);//",
    logoUrl: 'javascript:alert(1)',
    socialMedia: {
      whatsapp: 'javascript:alert(1)',
      facebook: 'data:text/html,<script>alert(1)</script>',
      youtube: ' javascript:alert(1)',
      instagram: 'JaVaScRiPt:alert(1)',
      tiktok: `https://x.test/${ATTR}`,
    },
    hero: { background: null, title: evil('ht'), subtitle: evil('hs'), btntext: evil('hb') },
    about: { images: [], title: evil('at'), description: evil('ad'), btntext: evil('ab') },
    callToAction: { title: evil('ct'), description: evil('cd'), btntext: evil('cb') },
  })
}

const evilProduct = () =>
  product({
    name: evil('pn'),
    description: evil('pd'),
    categoryName: evil('cat'),
    sizes: [evil('size')],
    colors: [evil('color')],
    variants: [],
  })

/** Nothing a browser would run: every tag and quote came out as text, every link is inert. */
function expectInert(html: string) {
  expect(html).not.toContain('<script>alert')
  expect(html).not.toMatch(/<\/script><script>alert/)
  expect(html).not.toMatch(/onmouseover="alert/)
  expect(html).not.toMatch(/(href|src)="\s*(javascript|data):/i)
  expect(html).not.toContain('</style><script>')
  // The only scripts are JSON-LD data blocks (the pixel: none here, its id is invalid) and our
  // own constant ones, exactly as written (the review form's photo copy: no shop data in it).
  const ours = html.replaceAll(`<script>${REVIEW_PHOTO_SCRIPT}</script>`, '')
  expect(ours).not.toMatch(/<script(?! type="application\/ld\+json")/)
  expect(html).not.toContain('fbq(')
}

describe.each(THEME_NAMES)('theme %s with hostile shop data', (name) => {
  it('renders every page inert', () => {
    const pages = renderAll(THEMES[name], evilShop(), evilProduct())
    for (const [page, html] of Object.entries(pages)) {
      expect(() => expectInert(html), page).not.toThrow()
    }
    expect(pages.home).toContain('ht &lt;script>alert(1)&lt;/script> &quot; onmouseover')
    expect(pages.home).toContain('--brand:#0f766e')
  })

  it('escapes a shopper’s testimonial and makes its video link inert', () => {
    const reviews = [
      testimonial({ text: evil('tx'), name: evil('tn'), productName: evil('tp') }),
      testimonial({ id: 'tst_2', kind: 'video', text: null, videoUrl: 'javascript:alert(1)' }),
    ]
    const pages = renderAll(THEMES[name], fullShop({ facebookPixelId: null }), product(), reviews)
    for (const html of [pages.home, pages.product]) expectInert(html)
    expect(pages.home).toContain('tx &lt;script>')
    expect(pages.home).toMatch(/<a class="btn" href="#" target="_blank"/)
  })
})
