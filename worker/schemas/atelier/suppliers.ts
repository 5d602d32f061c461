import * as z from 'zod'
import { countryCode, optionalEmail, pageQuery, phone, requiredText } from '../fields'
import type { Fabric } from './fabrics'

export const supplierMsg = {
  notFound: 'Fournisseur introuvable',
  typeNotFound: 'Type de fournisseur introuvable',
} as const

/** §3/§5 supplier: name, phone and address required, email optional. */
export const SupplierInput = z.object({
  name: requiredText(120),
  typeId: z.string().trim().max(40).optional().nullable(),
  phoneCountryCode: countryCode.optional(),
  phone,
  email: optionalEmail,
  address: requiredText(200),
})
export type SupplierInput = z.infer<typeof SupplierInput>

export const SupplierListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  typeId: z.string().trim().max(40).optional(),
  ...pageQuery,
})
export type SupplierListQuery = z.infer<typeof SupplierListQuery>

export type Supplier = {
  id: string
  name: string
  typeId: string | null
  typeName: string | null
  /** International digits ("22670123456"), ready for tel: and WhatsApp links. */
  phone: string
  email: string | null
  address: string
  fabricCount: number
  createdAt: string
}

export type SupplierDetail = Supplier & { fabrics: Fabric[] }
