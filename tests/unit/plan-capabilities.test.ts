import { describe, expect, it } from 'vitest'
import {
  capabilityLines,
  FREE_CAPABILITIES,
  MAX_COURIERS_CEILING,
  readPlanLimits,
} from '#worker/schemas/plan-capabilities.ts'

describe('readPlanLimits', () => {
  it('reads a plan stored before issue 26 with the free plan’s values for the keys it lacks', () => {
    expect(
      readPlanLimits({ maxProducts: null, maxImagesPerProduct: 8, customDomain: true }),
    ).toEqual({
      ...FREE_CAPABILITIES,
      maxProducts: null,
      maxImagesPerProduct: 8,
      customDomain: true,
    })
  })

  it('never gives more couriers than the ceiling, and drops broken values', () => {
    const read = readPlanLimits({ maxCouriers: 500, maxStaffSeats: -2, facebookPixel: 'yes' })
    expect(read.maxCouriers).toBe(MAX_COURIERS_CEILING)
    expect(read.maxStaffSeats).toBe(FREE_CAPABILITIES.maxStaffSeats)
    expect(read.facebookPixel).toBe(false)
    expect(readPlanLimits(null)).toEqual(FREE_CAPABILITIES)
  })
})

describe('capabilityLines', () => {
  it('promises the free plan’s limits and no switch it lacks', () => {
    const lines = capabilityLines(FREE_CAPABILITIES)
    expect(lines).toEqual(['Jusqu’à 10 produits', '1 image par produit', '3 livreurs'])
  })

  it('lists every switch on and unlimited counts', () => {
    const lines = capabilityLines({
      ...FREE_CAPABILITIES,
      maxProducts: null,
      maxPromoCodes: null,
      maxStaffSeats: 1,
      facebookPixel: true,
      removeBranding: true,
    })
    expect(lines).toEqual([
      'Produits illimités',
      '1 image par produit',
      '1 membre d’équipe',
      '3 livreurs',
      'Codes promo illimités',
      'Pixel Facebook',
      'Sans la mention « Propulsé par Boutiko »',
    ])
  })
})
