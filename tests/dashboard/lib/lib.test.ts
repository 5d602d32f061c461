import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  dialCodeOf,
  internationalNumber,
} from '#dashboard/lib/countries.ts'
import { imageUploadForm } from '#dashboard/lib/image-sizes.ts'
import { imageRefusal, MAX_IMAGE_BYTES, PRODUCT_IMAGE_TYPES } from '#dashboard/lib/media.ts'
import { applyTheme, getTheme, setTheme } from '#dashboard/lib/theme.ts'
import { cn, initials, onlyDigits } from '#dashboard/lib/utils.ts'
import { msg } from '#worker/schemas/messages.ts'

describe('countries', () => {
  it('lists Africa first, Burkina Faso by default, then the world in French order', () => {
    expect(COUNTRIES[0]).toEqual({ code: 'BF', name: 'Burkina Faso', dial: '226' })
    expect(DEFAULT_COUNTRY).toBe('BF')
    const world = COUNTRIES.slice(COUNTRIES.findIndex((c) => c.code === 'YT') + 1).map(
      (c) => c.name,
    )
    expect(world.slice(0, 3)).toEqual(['Afghanistan', 'Albanie', 'Allemagne'])
    expect(world.indexOf('Égypte')).toBe(-1) // Africa, listed earlier
    expect(world.indexOf('Émirats arabes unis')).toBeLessThan(world.indexOf('Équateur'))
  })

  it('gives each country code once', () => {
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length)
  })

  it('falls back to Burkina Faso’s dial code for an unknown country', () => {
    expect(dialCodeOf('SN')).toBe('221')
    expect(dialCodeOf('??')).toBe('226')
  })

  it('puts the dial code in front of a national number, not twice', () => {
    expect(internationalNumber('BF', '70112233')).toBe('22670112233')
    expect(internationalNumber('BF', '22670112233')).toBe('22670112233')
    expect(internationalNumber('CI', '0701020304')).toBe('2250701020304')
    expect(internationalNumber('BF', '')).toBe('')
  })
})

describe('utils', () => {
  it('keeps the last of two conflicting Tailwind classes', () => {
    expect(cn('p-2 text-sm', false, 'p-4')).toBe('text-sm p-4')
  })

  it('makes initials, or a question mark when there is no name', () => {
    expect(initials('awa', 'sana')).toBe('AS')
    expect(initials('', '')).toBe('?')
  })

  it('keeps only the digits of a typed phone', () => {
    expect(onlyDigits('+226 70-11.22 33')).toBe('22670112233')
  })
})

describe('imageRefusal', () => {
  const file = (type: string, size: number) => new File([new Uint8Array(size)], 'photo', { type })

  it('refuses the wrong type first, then a picture over 5 MB, in French', () => {
    expect(imageRefusal(file('image/webp', 10), PRODUCT_IMAGE_TYPES, msg.imageType)).toBe(
      msg.imageType,
    )
    expect(
      imageRefusal(file('image/png', MAX_IMAGE_BYTES + 1), PRODUCT_IMAGE_TYPES, msg.imageType),
    ).toBe(msg.imageTooBig(5))
    expect(
      imageRefusal(file('image/png', MAX_IMAGE_BYTES), PRODUCT_IMAGE_TYPES, msg.imageType),
    ).toBeNull()
  })
})

describe('imageUploadForm', () => {
  it('sends a GIF alone: it may be animated, so no smaller copies are drawn', async () => {
    const gif = new File(['GIF89a'], 'anim.gif', { type: 'image/gif' })
    const form = await imageUploadForm(gif)
    expect([...form.keys()]).toEqual(['file'])
    expect(form.get('file')).toBeInstanceOf(File)
  })

  it('still sends the original when the browser cannot draw the copies', async () => {
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('no decoder')))
    const form = await imageUploadForm(new File(['x'], 'photo.jpg', { type: 'image/jpeg' }))
    expect([...form.keys()]).toEqual(['file'])
  })
})

describe('theme', () => {
  let systemDark = false
  beforeEach(() => {
    localStorage.clear()
    systemDark = false
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('dark') && systemDark,
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
  })

  it('follows the system until a choice is saved', () => {
    expect(getTheme()).toBe('system')
    systemDark = true
    applyTheme()
    expect(document.documentElement).toHaveClass('dark')
    expect(document.documentElement.style.colorScheme).toBe('dark')
  })

  it('keeps a chosen light theme on a dark system, across page loads', () => {
    systemDark = true
    setTheme('light')
    expect(getTheme()).toBe('light')
    expect(document.documentElement).not.toHaveClass('dark')
    expect(localStorage.getItem('theme')).toBe('light')
  })

  it('ignores a stored value it does not know', () => {
    localStorage.setItem('theme', 'sepia')
    expect(getTheme()).toBe('system')
  })
})
