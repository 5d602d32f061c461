import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { productQuery } from '#dashboard/features/products/queries.ts'
import type { ProductVariant } from '#worker/schemas/products.ts'
import { combinationLabel, combinationValue } from '#worker/schemas/variant-choice.ts'
import { saleWords as w } from './fr.ts'

/**
 * A sale line's size and colour. A product sold by variants: ONE choice among the combinations
 * that exist, each with what is left, the sold-out ones disabled (issue 27), so the merchant
 * never records a combination the shop does not have. The variants come with the product's
 * detail, read when the line is added (the product list carries none). A product without
 * variants (every size in every colour, one stock) keeps its separate selects: `plain`.
 */
export function SaleVariantSelect({
  id,
  productId,
  size,
  color,
  onChoose,
  plain,
}: {
  id: string
  productId: string
  size: string
  color: string
  onChoose: (choice: { size: string; color: string }) => void
  plain: ReactNode
}) {
  const detail = useQuery(productQuery(productId))
  const variants = detail.data?.variants ?? []
  if (detail.data && variants.length === 0) return plain
  const hasSize = variants.some((v) => v.size)
  const hasColor = variants.some((v) => v.color)
  const label = hasSize && hasColor ? w.sizeAndColor : hasColor ? w.color : w.size
  const chosen = variants.find((v) => v.size === size && v.color === color)
  return (
    <FormField id={id} label={label} className="sm:col-span-2">
      <NativeSelect
        {...controlProps(id)}
        disabled={!detail.data}
        value={chosen ? combinationValue(chosen) : ''}
        onChange={(e) => {
          const v = variants.find((x) => combinationValue(x) === e.target.value)
          onChoose(v ? { size: v.size, color: v.color } : { size: '', color: '' })
        }}
      >
        <option value="">{detail.data ? w.choose : w.loadingVariants}</option>
        {variants.map((v) => (
          <option key={v.id} value={combinationValue(v)} disabled={v.stock === 0}>
            {optionText(v)}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  )
}

const optionText = (v: ProductVariant) =>
  `${combinationLabel(v)} — ${v.stock === 0 ? w.soldOut : w.inStock(v.stock)}`
