import { t } from '../fr'
import type { Product } from '../types'

/** "Disponibilités": the stock of every size/colour combination, before the shopper picks one. */
export function VariantStock({ product }: { product: Product }) {
  const variants = product.variants ?? []
  if (variants.length === 0) return null
  const hasSize = variants.some((v) => v.size)
  const hasColor = variants.some((v) => v.color)
  return (
    <section className="variants" aria-labelledby="availability">
      <h2 id="availability">{t.availability}</h2>
      <table>
        <thead>
          <tr>
            {hasSize ? <th scope="col">{t.size}</th> : null}
            {hasColor ? <th scope="col">{t.color}</th> : null}
            <th scope="col">{t.stock}</th>
          </tr>
        </thead>
        <tbody>
          {variants.map((v) => (
            <tr key={v.id}>
              {hasSize ? <td>{v.size}</td> : null}
              {hasColor ? <td>{v.color}</td> : null}
              <td>
                {v.stock === 0 ? (
                  <span className="badge out">{t.outOfStock}</span>
                ) : (
                  <span className="badge">{t.unitsLeft(v.stock)}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
