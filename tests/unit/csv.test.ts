import { describe, expect, it } from 'vitest'
import { csvCell, textCell, toCsv } from '../../worker/lib/csv.ts'

describe('csvCell', () => {
  it.each(['=HYPERLINK("http://x","clic")', '+33 1 23', '-2+3', '@SUM(A1)', '\tx', '\rx'])(
    'keeps %j as text by prefixing an apostrophe',
    (value) => {
      expect(csvCell(value).startsWith(`"'`)).toBe(true)
    },
  )

  it('quotes every cell and doubles inner quotes', () => {
    expect(csvCell('Awa "la couturière"')).toBe('"Awa ""la couturière"""')
    expect(csvCell(1500)).toBe('"1500"')
    expect(csvCell(null)).toBe('""')
  })
})

describe('textCell', () => {
  it('keeps a phone as text with an invisible word joiner first, not an apostrophe', () => {
    expect(csvCell(textCell('+22676123458'))).toBe('"\u2060+22676123458"')
  })
})

describe('toCsv', () => {
  it('starts with a BOM and separates cells with ; and lines with CRLF', () => {
    expect(toCsv(['a', 'b'], [['1', '2']])).toBe('\uFEFF"a";"b"\r\n"1";"2"\r\n')
  })
})
