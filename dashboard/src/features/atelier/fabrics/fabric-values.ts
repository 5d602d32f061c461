import type { PickedImage } from '#dashboard/components/multi-image-field.tsx'
import { payloadResolver } from '#dashboard/lib/forms.ts'
import {
  cmToMeters,
  type Fabric,
  FabricCreateInput,
  FabricUpdateInput,
} from '#worker/schemas/atelier/fabrics.ts'
import { toDecimalString } from '#worker/schemas/money.ts'

type TextField =
  | 'name'
  | 'nameId'
  | 'typeId'
  | 'supplierId'
  | 'color'
  | 'pricePerMeter'
  | 'lowStockMeters'
  | 'description'
  | 'initialMeters'
  | 'purchaseAmount'

/** What the fabric form edits; `imageIds` holds the uploaded photos with their previews. */
export type FabricFormValues = Record<TextField, string> & { imageIds: PickedImage[] }

export const EMPTY_FABRIC: FabricFormValues = {
  name: '',
  nameId: '',
  typeId: '',
  supplierId: '',
  color: '',
  pricePerMeter: '',
  lowStockMeters: '',
  description: '',
  initialMeters: '',
  purchaseAmount: '',
  imageIds: [],
}

const common = (v: FabricFormValues) => ({
  name: v.name,
  nameId: v.nameId || null,
  typeId: v.typeId || null,
  supplierId: v.supplierId || null,
  color: v.color,
  pricePerMeter: v.pricePerMeter,
  lowStockMeters: v.lowStockMeters || undefined,
  imageIds: v.imageIds.map((i) => i.id),
  description: v.description,
})

export const createFabricResolver = payloadResolver<FabricFormValues, FabricCreateInput>(
  FabricCreateInput,
  (v) => ({
    ...common(v),
    initialMeters: v.initialMeters || undefined,
    purchaseAmount: v.purchaseAmount || undefined,
  }),
)

export const updateFabricResolver = payloadResolver<FabricFormValues, FabricUpdateInput>(
  FabricUpdateInput,
  common,
)

export const toFabricFormValues = (f: Fabric, currency: string): FabricFormValues => ({
  ...EMPTY_FABRIC,
  name: f.name,
  nameId: f.nameId ?? '',
  typeId: f.typeId ?? '',
  supplierId: f.supplierId ?? '',
  color: f.color ?? '',
  pricePerMeter: toDecimalString(f.pricePerMeter, currency),
  lowStockMeters: cmToMeters(f.lowStockCm),
  description: f.description ?? '',
  imageIds: f.images,
})

/** API issue paths are the form's field names. */
export const FABRIC_SERVER_FIELDS = Object.fromEntries(
  Object.keys(EMPTY_FABRIC).map((k) => [k, k]),
) as Partial<Record<string, keyof FabricFormValues>>
