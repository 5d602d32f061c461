import * as z from 'zod/mini'
import { optionalText, requiredText } from '../fields'
import type { AtelierPermission } from './access'

/**
 * The atelier's simple named records ("name, description"): fabric names and types, and
 * supplier types. One contract for the three lists; `kind` says which one.
 */
const LOOKUP_KINDS = ['fabric-name', 'fabric-type', 'supplier-type'] as const
export const LookupKind = z.enum(LOOKUP_KINDS)
export type LookupKind = z.infer<typeof LookupKind>

/** Who may change each list: fabric lists go with fabrics, supplier types with suppliers. */
export const LOOKUP_PERMISSION: Record<LookupKind, AtelierPermission> = {
  'fabric-name': 'fabrics',
  'fabric-type': 'fabrics',
  'supplier-type': 'suppliers',
}

export const isLookupKind = (value: string): value is LookupKind =>
  (LOOKUP_KINDS as readonly string[]).includes(value)

export const lookupMsg = {
  unknownKind: 'Cette liste n’existe pas',
  notFound: 'Élément introuvable',
  nameTaken: 'Ce nom existe déjà dans cette liste',
} as const

export const LookupInput = z.object({
  name: requiredText(80),
  description: optionalText(300),
})
export type LookupInput = z.infer<typeof LookupInput>

export type Lookup = {
  id: string
  kind: LookupKind
  name: string
  description: string | null
  /** Fabrics or suppliers filed under it: deleting it unlinks them. */
  usageCount: number
}
