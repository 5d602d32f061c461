import { useMutation } from '@tanstack/react-query'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { EditableList, EditFormButtons } from '#dashboard/components/editable-list.tsx'
import { renderWithQueryClient } from '../render.tsx'

type Zone = { id: string; name: string; active: boolean; fee: number }
const zones: Zone[] = [
  { id: 'zon_1', name: 'Cocody', active: true, fee: 1000 },
  { id: 'zon_2', name: 'Yopougon', active: false, fee: 1500 },
]
const words = {
  off: 'désactivée',
  edit: (name: string) => `Modifier la zone ${name}`,
  remove: (name: string) => `Supprimer la zone ${name}`,
}

function Zones({ removeZone }: { removeZone: (id: string) => Promise<unknown> }) {
  const remove = useMutation({ mutationFn: removeZone })
  return (
    <EditableList
      items={zones}
      empty="Aucune zone"
      details={(z) => `${z.fee} F`}
      remove={remove}
      removed="Zone supprimée"
      words={words}
      form={(editing, done) => (
        <form aria-label="Zone">
          <input aria-label="Nom" defaultValue={editing?.name ?? ''} />
          <EditFormButtons
            editing={editing !== null}
            submitting={false}
            add="Ajouter la zone"
            save="Enregistrer la zone"
            cancel="Annuler"
            onCancel={done}
          />
        </form>
      )}
    />
  )
}

describe('a settings list edited by the form under it (zones, couriers)', () => {
  it('fills the form with the row chosen, starts afresh on another, and empties it on "Annuler"', () => {
    renderWithQueryClient(<Zones removeZone={async () => null} />)
    expect(screen.getByText('(désactivée)')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Ajouter la zone' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Modifier la zone Cocody' }))
    expect(screen.getByLabelText('Nom')).toHaveValue('Cocody')
    fireEvent.click(screen.getByRole('button', { name: 'Modifier la zone Yopougon' }))
    expect(screen.getByLabelText('Nom')).toHaveValue('Yopougon')
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }))
    expect(screen.getByLabelText('Nom')).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Ajouter la zone' })).toBeInTheDocument()
  })

  it('removes the row named by its bin', async () => {
    const removeZone = vi.fn(async () => null)
    renderWithQueryClient(<Zones removeZone={removeZone} />)
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la zone Yopougon' }))
    await waitFor(() => expect(removeZone).toHaveBeenCalled())
    expect((removeZone.mock.calls[0] as unknown[])[0]).toBe('zon_2')
  })
})
