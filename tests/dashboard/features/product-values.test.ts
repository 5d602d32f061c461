import { describe, expect, it, vi } from 'vitest'
import {
  EMPTY_PRODUCT,
  fromVariants,
  type ProductFormValues,
  productResolver,
  serverIssuePath,
  splitList,
  toFormValues,
  toProductInput,
} from '#dashboard/features/products/product-values.ts'
import { msg } from '#worker/schemas/messages.ts'
import { type Product, productMsg } from '#worker/schemas/products.ts'
import { resolve } from '../resolve.ts'

const product = {
  id: 'p1',
  name: 'Robe wax',
  description: 'Coton imprimé',
  categoryId: null,
  price: 15000,
  discountPrice: null,
  discountEndsAt: null,
  stock: 7,
  sizes: ['M', 'L'],
  colors: [],
  imageId: 'img1',
  variants: undefined,
  images: [{ id: 'img2', url: '/media/img2.jpg' }],
} as unknown as Product

const filled: ProductFormValues = {
  ...EMPTY_PRODUCT,
  name: 'Robe wax',
  description: 'Coton imprimé',
  price: '15000',
  stock: '7',
  imageId: 'img1',
}

describe('splitList', () => {
  it('reads "M, L ,, M" as the list M, L: trimmed, no empties, no repeats', () => {
    expect(splitList('M, L ,, M')).toEqual(['M', 'L'])
    expect(splitList('')).toEqual([])
  })
})

describe('fromVariants', () => {
  it('derives the stock and the lists from the rows, as the server does', () => {
    expect(
      fromVariants([
        { size: 'M', color: 'Bleu', stock: '3' },
        { size: 'L ', color: 'Bleu', stock: ' 4' },
        { size: 'M', color: 'Rouge', stock: 'abc' },
      ]),
    ).toEqual({ stock: '7', sizes: ['M', 'L'], colors: ['Bleu', 'Rouge'] })
  })
})

describe('toProductInput', () => {
  it('sends empty optional fields as absent, a missing category as null', () => {
    expect(toProductInput(filled)).toEqual({
      name: 'Robe wax',
      description: 'Coton imprimé',
      categoryId: null,
      price: '15000',
      discountPrice: undefined,
      discountPeriod: undefined,
      stock: '7',
      sizes: [],
      colors: [],
      imageId: 'img1',
      variants: [],
      extraImageIds: [],
    })
  })

  it('takes stock, sizes and colours from the variant rows when there are any', () => {
    const input = toProductInput({
      ...filled,
      stock: '99',
      sizes: 'XL',
      variants: [{ size: 'S', color: '', stock: '2' }],
    })
    expect(input).toMatchObject({ stock: '2', sizes: ['S'], colors: [] })
  })
})

describe('toFormValues (edit form of a product)', () => {
  it('round-trips a product: what it shows is what it sends back', () => {
    const form = toFormValues(product, 'XOF')
    expect(form).toMatchObject({
      price: '15000',
      discountPrice: '',
      discountPeriod: '',
      stock: '7',
      sizes: 'M, L',
      colors: '',
      categoryId: '',
      variants: [],
      extraImages: [{ id: 'img2', url: '/media/img2.jpg' }],
    })
    expect(toProductInput(form)).toMatchObject({
      price: '15000',
      stock: '7',
      sizes: ['M', 'L'],
      colors: [],
      categoryId: null,
      extraImageIds: ['img2'],
    })
  })

  it('shows cents for a currency that has them', () => {
    expect(toFormValues({ ...product, price: 1999 }, 'EUR').price).toBe('19.99')
  })

  it('turns a running discount into the days it has left, so saving keeps its end', () => {
    vi.useFakeTimers({ now: Date.parse('2025-03-01T10:00:00Z') })
    const running = { ...product, discountPrice: 12000, discountEndsAt: '2025-03-04T09:00:00Z' }
    expect(toFormValues(running, 'XOF')).toMatchObject({
      discountPrice: '12000',
      discountPeriod: '3',
    })
  })

  it('keeps at least one day for a discount that ends within the hour', () => {
    vi.useFakeTimers({ now: Date.parse('2025-03-01T10:00:00Z') })
    const ending = { ...product, discountPrice: 12000, discountEndsAt: '2025-03-01T10:30:00Z' }
    expect(toFormValues(ending, 'XOF').discountPeriod).toBe('1')
  })
})

describe('productResolver', () => {
  it('accepts a complete product', async () => {
    const { messages, values } = await resolve(productResolver, filled)
    expect(messages).toEqual({})
    expect(values).toMatchObject({ name: 'Robe wax', price: '15000' })
  })

  it('requires a picture even though the API does not (an edit always starts with one)', async () => {
    const { messages } = await resolve(productResolver, { ...filled, imageId: '' })
    expect(messages).toEqual({ imageId: msg.fileRequired })
  })

  it('sends a variant whose stock is left empty with 0 in stock, not a refusal', async () => {
    const { messages, values } = await resolve(productResolver, {
      ...filled,
      variants: [
        { size: 'M', color: '', stock: '3' },
        { size: 'L', color: '', stock: ' ' },
      ],
    })
    expect(messages).toEqual({})
    expect(values).toMatchObject({
      stock: '3',
      variants: [
        { size: 'M', stock: '3' },
        { size: 'L', stock: '0' },
      ],
    })
  })

  it('shows a variant problem in its cell and a price typo on the price', async () => {
    const { messages } = await resolve(productResolver, {
      ...filled,
      price: '15 000 F',
      variants: [
        { size: 'M', color: '', stock: '1' },
        { size: '', color: '', stock: '2' },
      ],
    })
    expect(messages).toEqual({
      price: 'Prix : écrivez un nombre, par exemple 15 000',
      'variants.1.size': productMsg.variantNeedsOption,
    })
  })

  it('takes a price and a discount typed with spaces or dots between thousands', async () => {
    const { values, messages } = await resolve(productResolver, {
      ...filled,
      price: '15 000',
      discountPrice: '12.000',
    })
    expect(messages).toEqual({})
    expect(values).toMatchObject({ price: '15 000', discountPrice: '12.000' })
  })

  it('names the discount in its own error, not the price', async () => {
    const { messages } = await resolve(productResolver, { ...filled, discountPrice: '-500' })
    expect(messages).toEqual({ discountPrice: 'Prix remisé : le montant ne peut pas être négatif' })
  })
})

describe('serverIssuePath', () => {
  it("places the API's paths on the form: a cell, the list, a field, an upload, or nowhere", () => {
    expect(serverIssuePath('variants.2.color')).toBe('variants.2.color')
    expect(serverIssuePath('variants')).toBe('variants.root')
    expect(serverIssuePath('extraImageIds.3')).toBe('extraImages.root')
    expect(serverIssuePath('file')).toBe('imageId')
    expect(serverIssuePath('price')).toBe('price')
    expect(serverIssuePath('slug')).toBeNull()
  })
})
