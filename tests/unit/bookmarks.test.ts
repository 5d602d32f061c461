import { describe, expect, it } from 'vitest'
import { DIRECTORY } from '../../worker/db/databases.ts'
import {
  BARE_BOOKMARK_DATABASE,
  mergeBookmarks,
  readBookmarks,
  writeBookmarks,
} from '../../worker/schemas/bookmarks.ts'

/**
 * The bookmarks text the API and the dashboard exchange (ADR 037, amendment): one bookmark per
 * database, the newest kept per name, malformed pairs skipped.
 */
const B1 = `00000010-00000001-00000001-${'a'.repeat(32)}`
const B2 = `00000011-00000001-00000001-${'b'.repeat(32)}`
const S1 = `00000003-00000001-00000001-${'c'.repeat(32)}`

describe('a bookmarks text', () => {
  it('reads as one bookmark per database name, and writes back the same', () => {
    const read = readBookmarks(`DB=${B1},SHOP_DB_2=${S1}`)
    expect(Object.fromEntries(read)).toEqual({ DB: B1, SHOP_DB_2: S1 })
    expect(writeBookmarks(read)).toBe(`DB=${B1},SHOP_DB_2=${S1}`)
  })

  it('writes the same text for the same bookmarks, whatever their order', () => {
    const a = writeBookmarks(
      new Map([
        ['SHOP_DB_2', S1],
        ['DB', B1],
      ]),
    )
    const b = writeBookmarks(
      new Map([
        ['DB', B1],
        ['SHOP_DB_2', S1],
      ]),
    )
    expect(a).toBe(b)
  })

  it("reads a bare bookmark (before pairs) as the directory's", () => {
    expect(BARE_BOOKMARK_DATABASE).toBe(DIRECTORY)
    expect(Object.fromEntries(readBookmarks(B1))).toEqual({ DB: B1 })
  })

  it('skips what is not a pair of a name and a well-formed bookmark', () => {
    const text = [
      `shop_db_2=${S1}`,
      `=${S1}`,
      `SHOP_DB_1=${S1.toUpperCase()}`,
      `SHOP_DB_3=${S1}x`,
      `SHOP_DB_4 = ${S1}`,
      'zzzz',
      '',
      `SHOP_DB_5=${S1}`,
    ].join(',')
    expect(Object.fromEntries(readBookmarks(text))).toEqual({ SHOP_DB_5: S1 })
    expect(readBookmarks(null).size).toBe(0)
  })
})

describe('merging the bookmarks kept with an answer', () => {
  it("keeps each database's newer bookmark, compared as text as D1 does", () => {
    expect(mergeBookmarks(`DB=${B2},SHOP_DB_1=${B1}`, `DB=${B1},SHOP_DB_1=${B2}`)).toBe(
      `DB=${B2},SHOP_DB_1=${B2}`,
    )
  })

  it('keeps the databases the answer does not name, and adds those it names first', () => {
    expect(mergeBookmarks(`DB=${B1},SHOP_DB_1=${S1}`, `SHOP_DB_2=${S1}`)).toBe(
      `DB=${B1},SHOP_DB_1=${S1},SHOP_DB_2=${S1}`,
    )
    expect(mergeBookmarks(null, `SHOP_DB_2=${S1}`)).toBe(`SHOP_DB_2=${S1}`)
  })

  it('gives the kept bookmarks back as they were for an answer without any, null when none is kept', () => {
    expect(mergeBookmarks(`DB=${B1}`, 'zzzz')).toBe(`DB=${B1}`)
    expect(mergeBookmarks(null, null)).toBeNull()
    expect(mergeBookmarks('garbage', null)).toBeNull()
  })
})
