import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TimeZoneSelect } from '#dashboard/features/settings/time-zone-select.tsx'

describe('the time zone select (Paramètres › Boutique)', () => {
  it('lists each country served in French with its offset, by IANA zone', () => {
    render(<TimeZoneSelect aria-label="Fuseau horaire" defaultValue="Africa/Porto-Novo" />)
    const select = screen.getByLabelText<HTMLSelectElement>('Fuseau horaire')
    const options = [...select.options].map((o) => [o.value, o.textContent])
    expect(options).toHaveLength(11)
    expect(options).toContainEqual(['Africa/Ouagadougou', 'Burkina Faso — UTC+0'])
    expect(options).toContainEqual(['Africa/Porto-Novo', 'Bénin — UTC+1'])
    expect(options).toContainEqual(['Africa/Niamey', 'Niger — UTC+1'])
    expect(select.value).toBe('Africa/Porto-Novo')
  })
})
