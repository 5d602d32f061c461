import type { UseFormReturn } from 'react-hook-form'
import { ApiClientError, errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import {
  cmToMeters,
  type TailoringOrder,
  type TailoringOrderCreateInput,
  type TailoringOrderUpdateInput,
} from '#worker/schemas/atelier/orders.ts'
import { toDecimalString } from '#worker/schemas/money.ts'

/** The form holds the create payload; an edit sends it without the customer and advance. */
export type OrderFormValues = TailoringOrderCreateInput
export type OrderFormApi = UseFormReturn<OrderFormValues>

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

export const newGarment = () => ({ garmentTypeId: '', quantity: 1, measurementId: '' })

export const emptyOrderValues = (customerId = ''): OrderFormValues => ({
  customerId,
  garments: [newGarment()],
  serviceIds: [],
  fabricSource: 'customer',
  fabricNote: '',
  fabricId: '',
  fabricMeters: '',
  price: '',
  advance: '',
  paymentMethod: 'cash',
  promisedOn: inDays(7),
  assignedStaffId: '',
  photoIds: [],
  note: '',
})

export const orderFormValues = (o: TailoringOrder): OrderFormValues => ({
  customerId: o.customerId,
  garments: o.garments.map((g) => ({
    garmentTypeId: g.garmentTypeId ?? '',
    quantity: g.quantity,
    measurementId: g.measurementId ?? '',
  })),
  serviceIds: o.services.flatMap((s) => (s.serviceId ? [s.serviceId] : [])),
  fabricSource: o.fabricSource,
  fabricNote: o.fabricNote ?? '',
  fabricId: o.fabricId ?? '',
  fabricMeters: o.fabricCm ? cmToMeters(o.fabricCm) : '',
  price: toDecimalString(o.price, o.currency),
  advance: '',
  paymentMethod: 'cash',
  promisedOn: o.promisedOn,
  assignedStaffId: o.assignedStaffId ?? '',
  photoIds: o.photos.map((p) => p.id),
  note: o.note ?? '',
})

export function toUpdateInput(values: OrderFormValues): TailoringOrderUpdateInput {
  const { customerId: _c, advance: _a, paymentMethod: _p, ...rest } = values
  return rest
}

const FIELDS = new Set<string>(Object.keys(emptyOrderValues()))

/**
 * The server's issues on their fields, nested ones included (`garments.1.measurementId`):
 * the order form shows each beside its row. What has no field becomes a toast.
 */
export function applyOrderErrors(form: OrderFormApi, error: unknown) {
  let placed = 0
  if (error instanceof ApiClientError) {
    for (const issue of error.issues) {
      const top = issue.path.split('.')[0] ?? ''
      if (!FIELDS.has(top)) continue
      const path = (top === 'serviceIds' || top === 'photoIds' ? top : issue.path) as never
      form.setError(path, { type: 'server', message: issue.message }, { shouldFocus: !placed })
      placed++
    }
  }
  if (placed === 0) toast.error(errorMessage(error))
}
