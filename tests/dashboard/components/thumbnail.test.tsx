import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Thumbnail } from '#dashboard/components/thumbnail.tsx'

const photo = '/media/s/sto_a1/med_b2.jpg'

describe('dashboard thumbnails load a small copy, not the original (issue 27)', () => {
  it('a 40 px thumbnail (product list) loads the 320 px copy', () => {
    render(<Thumbnail src={photo} alt="Pagne" />)
    expect(screen.getByRole('img', { name: 'Pagne' }).getAttribute('src')).toBe(
      '/media/s/sto_a1/med_b2-w320.jpg',
    )
  })

  it('a picture filling a 256 px box loads the 640 px copy, sharp on a phone screen', () => {
    render(<Thumbnail src="/media/s/sto_a1/med_b2.png" alt="Pagne" size="fill" />)
    expect(screen.getByRole('img', { name: 'Pagne' }).getAttribute('src')).toBe(
      '/media/s/sto_a1/med_b2-w640.png',
    )
  })

  it('keeps a URL that has no copies (a GIF, another address) as it is', () => {
    render(<Thumbnail src="/media/s/sto_a1/med_b2.gif" alt="Animé" />)
    expect(screen.getByRole('img', { name: 'Animé' }).getAttribute('src')).toBe(
      '/media/s/sto_a1/med_b2.gif',
    )
  })
})
