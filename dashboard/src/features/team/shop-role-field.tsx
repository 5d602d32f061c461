import { toast } from '#dashboard/lib/toast.ts'
import { SHOP_ROLE_LABELS, SHOP_ROLES, type ShopRole } from '#worker/schemas/shop-access.ts'
import { teamWords as w } from './fr.ts'

/**
 * The owner gives a staff member a role in the whole shop, or none (L'Atelier only). The staff
 * profile that shows it owns the saving (`save`), so the team feature needs nothing of the
 * atelier's.
 */
export function ShopRoleField({
  value,
  save,
}: {
  value: ShopRole | null
  save: {
    isPending: boolean
    mutateAsync: (input: { shopRole: ShopRole | null }) => Promise<unknown>
  }
}) {
  return (
    <label className="grid gap-1.5 text-sm">
      <span className="font-medium">{w.shopRole}</span>
      <select
        className="h-9 rounded-md border bg-background px-3"
        value={value ?? ''}
        disabled={save.isPending}
        onChange={async (e) => {
          const shopRole = (e.target.value || null) as ShopRole | null
          await save.mutateAsync({ shopRole })
          toast.success(w.shopRoleSaved)
        }}
      >
        <option value="">{w.noShopRole}</option>
        {SHOP_ROLES.map((r) => (
          <option key={r} value={r}>
            {SHOP_ROLE_LABELS[r]}
          </option>
        ))}
      </select>
      <span className="text-xs text-muted-foreground">{w.shopRoleHint}</span>
    </label>
  )
}
