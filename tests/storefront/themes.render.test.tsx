import { describe, expect, it } from 'vitest'
import {
  bareShop,
  ctxOf,
  fullShop,
  html,
  product,
  receipt,
  renderAll,
  THEME_NAMES,
  THEMES,
} from './fixtures.tsx'

/** The words a shopper must find on each page, whatever the theme. */
const KEY_TEXTS: Record<string, string[]> = {
  home: ['Nos produits', 'Pagne wax', 'Catégories'],
  products: ['Collections', 'Rechercher', 'Page 1 sur 3', 'Suivant'],
  product: [
    'Pagne wax',
    'Taille et couleur',
    'Ajouter au panier',
    'Passer la commande',
    'Témoignages',
    'Avis des acheteurs',
    'Achat vérifié',
    '4,0 sur 5 · 1 avis',
    '1 avis masqué par la boutique',
    'Réponse de la boutique',
  ],
  contact: ['Nous contacter', 'Nom complet', 'Message', 'Envoyer le message'],
  cart: ['Votre panier', 'Mettre à jour', 'Retirer', 'Commander'],
  checkout: ['Finaliser la commande', 'Prénom', 'Ville', 'Confirmer la commande'],
  receipt: [
    'Merci pour votre commande !',
    'CMD-7K4Q-2M9X',
    'Écrire à la boutique sur WhatsApp',
    'Votre avis sur vos articles',
    'Publier mon avis',
    'Merci, votre avis est publié.',
  ],
  notFound: ['Page Introuvable', 'Retour à la boutique'],
}

describe.each(THEME_NAMES)('theme %s', (name) => {
  const theme = THEMES[name]

  it('renders every page for a shop with every optional field set', () => {
    const pages = renderAll(theme, fullShop({ theme: name }))
    for (const [page, texts] of Object.entries(KEY_TEXTS)) {
      const body = pages[page as keyof typeof pages]
      for (const text of texts) expect(body, `${page}: ${text}`).toContain(text)
      expect(body).toContain('<title>')
      expect(body).toContain('Accueil')
      expect(body).toContain('href="https://www.tiktok.com/@awa"')
      expect(body).toContain('--brand:#7f1d1d')
    }
    expect(pages.home).toContain('<h1>Le wax de Ouaga</h1>')
    expect(pages.home).toContain('Livraison offerte')
    expect(pages.home).toContain('Trois couturières')
    expect(pages.home).toContain('Très beau pagne.')
  })

  it('writes its stylesheets as CSS, never HTML-escaped (a quote escaped drops its rule)', () => {
    const pages = renderAll(theme, fullShop({ theme: name }))
    for (const [page, body] of Object.entries(pages)) {
      const styles = [...body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!)
      expect(styles.length, page).toBeGreaterThan(0)
      for (const css of styles) expect(css, page).not.toMatch(/&(quot|amp|lt|gt|#\d+);/)
    }
    // The hero's darkening layer and the breadcrumb's separator are `content:""` / `content:"›"`.
    expect(pages.home).toContain('content:""')
  })

  it('renders every page for a bare shop, with the fallbacks', () => {
    const pages = renderAll(theme, bareShop({ theme: name }))
    for (const [page, body] of Object.entries(pages)) {
      // The product page describes the product; every other page falls back to the default sentence.
      if (page !== 'product') expect(body).toContain('Faites vos choix de nos produits de qualité')
      // No social network filled in: no "Suivez-nous" and no link leading nowhere.
      expect(body).not.toMatch(/href="#"/)
      expect(body).not.toContain('Suivez-nous')
      expect(body).not.toContain('fbq(')
    }
    expect(pages.home).toContain('<title>Boutique</title>')
    expect(pages.home).not.toContain('class="hero-bg"')
  })

  it('shows only the social networks the shop filled in, each once', () => {
    const socialMedia = {
      whatsapp: 'https://wa.me/22676123458',
      facebook: null,
      youtube: null,
      instagram: 'https://www.instagram.com/awa',
      tiktok: 'javascript:alert(1)',
    }
    const home = renderAll(theme, bareShop({ theme: name, socialMedia })).home
    const footer = home.slice(home.indexOf('<footer'))
    expect(footer).toContain('Suivez-nous')
    expect(footer.match(/rel="noopener noreferrer">(\w+)</g)).toEqual([
      'rel="noopener noreferrer">WhatsApp<',
      'rel="noopener noreferrer">Instagram<',
    ])
    expect(footer).not.toMatch(/href="#"/)
  })

  it('shows prices with formatMoney, the discount end and the struck former price', () => {
    const page = renderAll(theme, fullShop())
    expect(page.product).toMatch(/8\s000\sF\sCFA/)
    expect(page.product).toMatch(/<s class="was">.*10\s000\sF\sCFA<\/s>/)
    expect(page.product).toContain('Promotion jusqu’au 1 avril 2026')
    expect(page.cart).toMatch(/16\s000\sF\sCFA/)
  })

  it('shows "Rupture de stock" and no buy form when a product is sold out', () => {
    const ctx = ctxOf(fullShop())
    const out = html(<theme.ProductPage ctx={ctx} data={{ product: product({ stock: 0 }) }} />)
    expect(out).toContain('Rupture de stock')
    expect(out).not.toContain('Ajouter au panier')
  })

  it('offers one list of the combinations that exist, each with its stock, the sold-out one disabled', () => {
    const page = renderAll(theme, fullShop()).product
    const radios = [
      ...page.matchAll(/<input type="radio" name="variant"([^>]*)\/><span>([^<]*)<\/span>/g),
    ]
    expect(radios.map((m) => [m[2], /\sdisabled\b/.test(m[1]!)])).toEqual([
      ['M / Bleu — épuisé', true],
      ['L / Bleu — 5 en stock', false],
    ])
    expect(radios[1]![1]).toContain('value="[&quot;L&quot;,&quot;Bleu&quot;]"')
    // No separate selects that could form a combination the shop does not have.
    expect(page).not.toContain('name="size"')
    expect(page).not.toContain('name="color"')
  })

  it('says "plus qu’un seul en stock" for a last unit, as the product badge does', () => {
    const variants = [
      { id: 'var_s', size: 'S', color: '', stock: 1 },
      { id: 'var_m', size: 'M', color: '', stock: 4 },
    ]
    const ctx = ctxOf(fullShop())
    const p = product({ sizes: ['S', 'M'], colors: [], stock: 5, variants })
    const out = html(<theme.ProductPage ctx={ctx} data={{ product: p }} />)
    expect(out).toContain('<legend>Taille</legend>')
    expect(out).toContain('S — plus qu’un seul en stock')
    expect(out).toContain('M — 4 en stock')
  })

  it('keeps the chosen combination and shows "choose a size" under the list, focused', () => {
    const ctx = ctxOf(fullShop())
    const chosen = {
      values: { size: 'L', color: 'Bleu' },
      errors: { quantity: 'Quantité invalide' },
    }
    const kept = html(<theme.ProductPage ctx={ctx} data={{ product: product(), form: chosen }} />)
    expect(kept).toMatch(/value="\[&quot;L&quot;,&quot;Bleu&quot;\]"[^>]* checked/)
    const none = { values: {}, errors: { size: 'Veuillez choisir une taille' } }
    const out = html(<theme.ProductPage ctx={ctx} data={{ product: product(), form: none }} />)
    expect(out).toContain('<p class="err" id="e-f-variant">Veuillez choisir une taille</p>')
    expect(out).toContain('aria-describedby="e-f-variant"')
    // The first combination left takes the focus (the sold-out one cannot).
    expect(out).toMatch(/value="\[&quot;L&quot;,&quot;Bleu&quot;\]"[^>]*autofocus/i)
  })

  it('focuses a refused review’s text ahead of its refused photo (the page’s order)', () => {
    const ctx = ctxOf(fullShop())
    const form = {
      values: { rating: '4', text: '' },
      errors: { text: 'Le champ est vide', photo: 'La photo doit être une image JPG, PNG ou GIF' },
    }
    const reviews = {
      products: [{ productId: 'prd_pagne', productName: 'Pagne wax', reviewed: false }],
      refused: { productId: 'prd_pagne', form },
    }
    const order = receipt({ status: 'delivered' })
    const out = html(<theme.ReceiptPage ctx={ctx} data={{ order, reviews }} />)
    const focused = [...out.matchAll(/<[a-z]+\b[^>]*\sautofocus\b[^>]*>/gi)].map((m) => m[0])
    expect(focused).toHaveLength(1)
    expect(focused[0]).toContain('id="r-prd_pagne-text"')
  })

  it('keeps the size and colour selects for a product without variants (one stock for all)', () => {
    const ctx = ctxOf(fullShop())
    const p = product({ variants: [] })
    const out = html(<theme.ProductPage ctx={ctx} data={{ product: p }} />)
    expect(out).toMatch(/<select id="f-size" name="size"/)
    expect(out).toContain('<option value="M">M</option>')
    expect(out).not.toContain('name="variant"')
  })

  it('gives every input a label and shows field errors tied to their input', () => {
    const ctx = ctxOf(fullShop())
    const form = {
      values: { city: 'Ouaga' },
      errors: { phone: 'Numéro invalide (8 à 15 chiffres)' },
    }
    const out = html(<theme.CheckoutPage ctx={ctx} data={{ cart: renderCart(), form }} />)
    expect(out).toContain('aria-describedby="e-f-phone"')
    expect(out).toContain('<p class="err" id="e-f-phone">Numéro invalide (8 à 15 chiffres)</p>')
    expect(out).toContain('value="Ouaga"')
    const ids = [...out.matchAll(/<input[^>]* id="([^"]+)"/g)].map((m) => m[1])
    for (const id of ids) expect(out).toContain(`for="${id}"`)
  })

  it('lays out pictures with srcset and sizes, the main one first and the rest lazily', () => {
    const pages = renderAll(theme, fullShop())
    expect(pages.home).toMatch(
      /<img class="hero-bg"[^>]*fetchPriority="high"[^>]*srcset="[^"]*-w640\.jpg 640w/,
    )
    expect(pages.product).toMatch(
      /<img src="\/media\/s\/sto_full\/med_p.jpg"[^>]*fetchPriority="high"/,
    )
    expect(pages.products).toMatch(
      /srcset="\/media\/s\/sto_full\/med_p-w320.jpg 320w, [^"]*-w1280.jpg 1280w"/,
    )
    expect(pages.home).toMatch(/<img[^>]*loading="lazy"/)
  })

  it('keeps the cached pages free of anything about one shopper', () => {
    const pages = renderAll(theme, fullShop())
    for (const page of [pages.home, pages.products, pages.product]) {
      expect(page).toMatch(/>Panier<\/a>/)
      expect(page).not.toMatch(/Panier \(\d+\)/)
    }
    expect(pages.cart).toContain('Panier (2)')
  })

  it('makes the order, not « Appliquer », the checkout form’s first submit: Enter in a field places it', () => {
    const page = renderAll(theme, fullShop()).checkout
    const form = page.match(/<form[^>]*action="[^"]*\/checkout"[^>]*>([\s\S]*?)<\/form>/)?.[1] ?? ''
    const submits = [...form.matchAll(/<button[^>]*type="submit"[^>]*>/g)].map((m) => m[0])
    expect(submits.length).toBeGreaterThanOrEqual(3)
    // The default button (the first in tree order) carries no intent: it is the order's.
    expect(submits[0]).not.toContain('name="intent"')
    expect(submits[0]).not.toMatch(/formnovalidate/i)
    // Out of sight and out of the tab order, « Appliquer » and « Confirmer » still shown.
    expect(submits[0]).toMatch(/class="sr"[^>]*tabindex="-1"[^>]*aria-hidden="true"/)
    expect(submits.some((b) => b.includes('value="apply"'))).toBe(true)
  })

  it('shows a buyer’s photo as a lazy thumbnail of its small copy, sized, and offers the photo field', () => {
    const pages = renderAll(theme, fullShop())
    expect(pages.product).toMatch(
      /<a href="\/media\/s\/sto_fixture\/med_awa.jpg" class="review-photo"><img class="thumb" src="\/media\/s\/sto_fixture\/med_awa-w320.jpg" alt="Photo de Awa O." width="72" height="72" loading="lazy"/,
    )
    expect(pages.receipt).toMatch(/<form method="post" encType="multipart\/form-data"/i)
    expect(pages.receipt).toMatch(
      /<input type="file" id="r-prd_pagne-photo" name="photo" accept="image\/\*"/,
    )
  })
})

const renderCart = () => ({ lines: [], total: 0, count: 0 })
