import { describe, expect, it } from 'vitest'
import {
  CURRENCIES,
  currencyExponent,
  DEFAULT_CURRENCY,
  formatMoney,
  isCurrency,
  parseMoney,
  toDecimalString,
  toMinorUnits,
} from '#worker/schemas/money.ts'

// What Intl (fr-FR) really prints: U+202F (narrow no-break space) between thousands and
// inside "F CFA", U+00A0 (no-break space) before the currency.
const NNBSP = '\u202f'
const NBSP = '\u00a0'

describe('currencyExponent', () => {
  it.each([
    ['XOF', 0],
    ['XAF', 0],
    ['EUR', 2],
    ['USD', 2],
    ['KWD', 3],
  ])('is %s → %i', (currency, exponent) => {
    expect(currencyExponent(currency)).toBe(exponent)
  })
})

describe('isCurrency', () => {
  it('accepts the listed ISO codes and defaults to XOF', () => {
    expect(DEFAULT_CURRENCY).toBe('XOF')
    expect(CURRENCIES.every(isCurrency)).toBe(true)
    expect(new Set(CURRENCIES).size).toBe(CURRENCIES.length)
  })

  it.each([['xof'], ['FCFA'], [''], ['EURO']])('refuses %j', (code) => {
    expect(isCurrency(code)).toBe(false)
  })
})

describe('toMinorUnits', () => {
  it.each([
    ['1500', 'XOF', 1500],
    ['0', 'XOF', 0],
    ['1500.00', 'XOF', 1500],
    ['1500,0', 'XOF', 1500],
    [' 25 ', 'XOF', 25],
    ['12', 'EUR', 1200],
    ['12.5', 'EUR', 1250],
    ['12,5', 'EUR', 1250],
    ['12.05', 'EUR', 1205],
    ['0.99', 'EUR', 99],
    ['1.5', 'KWD', 1500],
    ['999999999999.99', 'EUR', 99_999_999_999_999],
  ])('turns %j %s into %i', (amount, currency, minor) => {
    expect(toMinorUnits(amount, currency)).toBe(minor)
  })

  it.each([['12.5'], ['1500,50'], ['0.1']])('refuses decimals in XOF (%j)', (amount) => {
    expect(() => toMinorUnits(amount, 'XOF')).toThrow(
      new RangeError('Prix : pas de décimales dans cette devise (écrivez 15 000, pas 15 000,50)'),
    )
  })

  it('refuses more decimals than EUR has', () => {
    expect(() => toMinorUnits('1,0055', 'EUR')).toThrow('Prix : 2 décimales au plus')
  })

  it('refuses an amount past twelve digits', () => {
    expect(() => toMinorUnits('99999999999999999', 'EUR')).toThrow('Prix : montant trop élevé')
  })

  it('names the field in its errors: an advance is not a "Prix"', () => {
    expect(() => toMinorUnits('15,5', 'XOF', 'advance')).toThrow(/^Avance : pas de décimales/)
    expect(() => toMinorUnits('abc', 'XOF', 'salary')).toThrow(/^Salaire : écrivez un nombre/)
    expect(() => toMinorUnits('-5', 'XOF', 'amount')).toThrow(
      'Montant : le montant ne peut pas être négatif',
    )
  })
})

describe('parseMoney: amounts as people type them', () => {
  it.each([
    ['15000', 15000],
    ['15 000', 15000],
    [`15${NBSP}000`, 15000],
    [`15${NNBSP}000`, 15000],
    ['15\u2009000', 15000],
    ['15.000', 15000],
    ['15,000', 15000],
    ['1.500.000', 1_500_000],
    ['1 500 000', 1_500_000],
    [' 15  000 ', 15000],
    ['1500,00', 1500],
    ['0', 0],
  ])('reads %j in XOF as %i', (text, minor) => {
    expect(parseMoney(text, currencyExponent('XOF'))).toBe(minor)
  })

  it.each([
    ['12,50', 1250],
    ['12.5', 1250],
    ['1 500,50', 150050],
    ['1.500,50', 150050],
    ['1,500.50', 150050],
    ['15.000', 1_500_000],
  ])('reads %j in EUR as %i cents', (text, minor) => {
    expect(parseMoney(text, currencyExponent('EUR'))).toBe(minor)
  })

  it('reads a lone mark before three digits as the decimals of a three-decimal currency', () => {
    expect(parseMoney('1.500', currencyExponent('KWD'))).toBe(1500)
  })

  it.each([
    ['15,5', 'decimals'],
    ['15 000,50', 'decimals'],
    ['abc', 'invalid'],
    ['15 F', 'invalid'],
    ['1 50', 'invalid'],
    ['15.00.0', 'invalid'],
    ['1.500,000.5', 'invalid'],
    ['1e3', 'invalid'],
    ['-5', 'negative'],
    ['\u22125 000', 'negative'],
    ['', 'required'],
    ['   ', 'required'],
    ['1 000 000 000 000', 'tooLarge'],
  ])('refuses %j in XOF (%s)', (text, problem) => {
    expect(parseMoney(text, 0)).toBe(problem)
  })
})

describe('toDecimalString', () => {
  it.each([
    [1500, 'XOF', '1500'],
    [0, 'XOF', '0'],
    [1250, 'EUR', '12.50'],
    [5, 'EUR', '0.05'],
    [0, 'EUR', '0.00'],
    [-5, 'EUR', '-0.05'],
    [1500, 'KWD', '1.500'],
  ])('turns %i %s into %j', (minor, currency, text) => {
    expect(toDecimalString(minor, currency)).toBe(text)
  })

  it('round-trips with toMinorUnits', () => {
    for (const currency of ['XOF', 'EUR', 'KWD']) {
      for (const minor of [0, 1, 7, 99, 100, 1234, 987654321]) {
        expect(toMinorUnits(toDecimalString(minor, currency), currency)).toBe(minor)
      }
    }
  })
})

describe('formatMoney', () => {
  it.each([
    [1500, 'XOF', `1${NNBSP}500${NBSP}F${NNBSP}CFA`],
    [1_234_567, 'XOF', `1${NNBSP}234${NNBSP}567${NBSP}F${NNBSP}CFA`],
    [0, 'XOF', `0${NBSP}F${NNBSP}CFA`],
    [1250, 'EUR', `12,50${NBSP}€`],
    [1500, 'KWD', `1,500${NBSP}KWD`],
  ])('formats %i %s as %j', (minor, currency, text) => {
    expect(formatMoney(minor, currency)).toBe(text)
  })

  it('reads as "1 500 F CFA" once the special spaces are made plain', () => {
    expect(formatMoney(1500, 'XOF').replace(/[\u202f\u00a0]/g, ' ')).toBe('1 500 F CFA')
  })
})
