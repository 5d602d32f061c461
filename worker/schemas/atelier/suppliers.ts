import * as z from 'zod/mini'
import {
  countryCode,
  nationalPhone,
  optionalEmail,
  pageQuery,
  phonePlan,
  requiredText,
} from '../fields'
import type { Fabric } from './fabrics'

export const supplierMsg = {
  notFound: 'Fournisseur introuvable',
  typeNotFound: 'Type de fournisseur introuvable',
} as const

/** Supplier: name, phone and address required, email optional. */
export const SupplierInput = z
  .object({
    name: requiredText(120),
    typeId: z.nullable(z.optional(z.string().check(z.trim(), z.maxLength(40)))),
    phoneCountryCode: z.optional(countryCode),
    phone: nationalPhone,
    email: optionalEmail,
    address: requiredText(200),
  })
  .check(phonePlan())
export type SupplierInput = z.infer<typeof SupplierInput>

export const SupplierListQuery = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  typeId: z.optional(z.string().check(z.trim(), z.maxLength(40))),
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
