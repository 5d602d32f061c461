import { batch } from '../../db/client'
import type { AtelierCtx } from '../../env'
import {
  type FabricDetail,
  type FabricMovementInput,
  metersToCm,
} from '../../schemas/atelier/fabrics'
import { fabricMovementStatements, purchaseStatements, withFabricStock } from './fabric-stock'
import { findFabric, getFabric } from './fabrics'
import { shopAmount } from './money'
import { findSupplier } from './suppliers'

/**
 * A purchase or an adjustment recorded by hand ('use' and 'return' belong to orders). Going
 * below zero is refused (409) by the stock's CHECK, and the whole batch with it.
 */
export async function addFabricMovement(
  ctx: AtelierCtx,
  fabricId: string,
  input: FabricMovementInput,
): Promise<FabricDetail> {
  const fabric = await findFabric(ctx, fabricId)
  const cm = metersToCm(input.meters)
  if (input.kind === 'purchase') {
    const amount = input.amount ? shopAmount(ctx, 'amount', input.amount) : null
    const supplier = input.supplierId
      ? await findSupplier(ctx, input.supplierId, 'supplierId')
      : null
    const statements = purchaseStatements(ctx, {
      fabricId,
      fabricName: fabric.name,
      cm,
      amount,
      supplierName: supplier?.name ?? null,
      note: input.note || null,
    })
    await withFabricStock(() => batch(ctx.db, statements))
  } else {
    const statements = fabricMovementStatements(ctx, {
      fabricId,
      kind: 'adjustment',
      deltaCm: cm,
      note: input.note,
    })
    await withFabricStock(() => batch(ctx.db, statements))
  }
  return getFabric(ctx, fabricId)
}
