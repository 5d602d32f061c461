import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AppDialog } from '#dashboard/components/app-dialog.tsx'

/*
 * Radix's dialog comes in its own file (ADR 065): a dialog answers the tap at once, with its
 * backdrop, then shows itself once that file is there; a closed one draws nothing.
 */
describe('AppDialog', () => {
  it('answers an opening at once with its backdrop, then shows the dialog', async () => {
    const { container } = render(<AppDialog open title="Supprimer le produit ?" />)
    expect(container.ownerDocument.querySelector('[data-slot="dialog-waiting"]')).not.toBeNull()
    expect(await screen.findByRole('dialog', { name: 'Supprimer le produit ?' })).toBeVisible()
    expect(container.ownerDocument.querySelector('[data-slot="dialog-waiting"]')).toBeNull()
  })

  it('draws nothing while it has never been opened', () => {
    const { container } = render(<AppDialog open={false} title="Supprimer le produit ?" />)
    expect(container.ownerDocument.body.innerHTML).toBe('<div></div>')
  })
})
