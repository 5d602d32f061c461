import * as z from 'zod/mini'
import { msg } from './messages'

/** Messages of the custom domain settings (issue 5). */
export const domainMsg = {
  noScheme: 'Saisissez le nom de domaine seul, sans http:// ni https://',
  noPath:
    'Saisissez le nom de domaine seul, sans chemin, port ni espace (ex. : boutique.exemple.com)',
  invalid: 'Nom de domaine invalide (ex. : boutique.exemple.com)',
  notPublic: "Ce nom de domaine n'est pas public : utilisez un domaine que vous avez acheté",
  platformHost: 'Ce nom de domaine appartient à Boutiko : choisissez votre propre domaine',
  taken: 'Ce nom de domaine est déjà relié à une autre boutique',
  alreadyHasDomain:
    'Votre boutique a déjà un nom de domaine : supprimez-le avant d’en ajouter un autre',
  notAllowed:
    'Votre offre ne comprend pas de nom de domaine personnalisé. Passez à l’offre Premium ou Entreprise : /user/settings/settings',
  noDomain: "Votre boutique n'a pas de nom de domaine",
  claimExpired: (days: number) =>
    `Ce domaine n’a pas été vérifié dans les ${days} jours : la demande a expiré. Ajoutez-le de nouveau pour obtenir une nouvelle preuve.`,
  txtMissing: (name: string) => `Enregistrement TXT « ${name} » introuvable ou différent`,
  dnsFailed: 'La vérification DNS a échoué, réessayez dans quelques minutes',
  httpMissing: (url: string) => `Fichier ${url} introuvable ou différent`,
  notVerified:
    'Vérification impossible pour le moment. Les changements DNS peuvent prendre jusqu’à quelques heures.',
} as const

/** The page a host linked to no shop gets (`worker/storefront/unknown-host.ts`). */
export const unknownHostMsg = {
  title: 'Domaine non relié · Boutiko',
  heading: "Ce domaine n'est relié à aucune boutique Boutiko",
  pointsHere: (host: string) =>
    `Le domaine ${host} pointe vers Boutiko, mais aucune boutique ne l'a encore vérifié.`,
  ownerHint: 'Vous en êtes le propriétaire\u00a0? Ouvrez votre espace marchand, ',
  settingsPath: 'Paramètres\u00a0›\u00a0Nom de domaine',
  ownerAction: ', puis cliquez sur «\u00a0Vérifier maintenant\u00a0».',
} as const

/** TLDs reserved for private or documentation use: such a name can never reach a shopper. */
const PRIVATE_TLDS = new Set([
  'localhost',
  'local',
  'test',
  'example',
  'invalid',
  'internal',
  'intranet',
  'lan',
  'home',
  'corp',
  'private',
  'onion',
  'arpa',
])

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const HOSTNAME = new RegExp(`^(?:${LABEL}\\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$`, 'i')

/** "Boutique.Exemple.com" → true; IPs, single labels, schemes, paths and ports → false. */
const isHostname = (value: string) => value.length <= 253 && HOSTNAME.test(value)

const isPublicHostname = (value: string) =>
  !PRIVATE_TLDS.has(value.toLowerCase().split('.').pop() ?? '')

/** The one field of the form; the server lower-cases it and checks it is not a platform host. */
export const DomainInput = z.object({
  hostname: z.string({ error: msg.required }).check(
    z.trim(),
    z.minLength(1, { message: msg.required, abort: true }),
    z.maxLength(253, { message: msg.tooLong(253), abort: true }),
    z.refine((v) => !v.includes('://'), { message: domainMsg.noScheme, abort: true }),
    z.refine((v) => !/[/:?#@\s\\]/.test(v), { message: domainMsg.noPath, abort: true }),
    z.refine(isHostname, { message: domainMsg.invalid, abort: true }),
    z.refine(isPublicHostname, { message: domainMsg.notPublic }),
  ),
})
export type DomainInput = z.infer<typeof DomainInput>

type DomainStatus = 'pending' | 'verified'

/** The name of the TXT record that proves ownership, and the path of the HTTP proof. */
export const txtRecordName = (hostname: string) => `_boutiko.${hostname}`
export const txtRecordValue = (token: string) => `boutiko-verify=${token}`
export const HTTP_PROOF_PATH = '/.well-known/boutiko-verification.txt'

export type CustomDomain = {
  id: string
  hostname: string
  status: DomainStatus
  /** The two ways to prove ownership; either one is enough. */
  txt: { name: string; value: string }
  http: { url: string; body: string }
  verifiedAt: string | null
  lastCheckedAt: string | null
  lastError: string | null
  createdAt: string
}

/** GET /api/store/domain: what the settings screen shows. */
export type DomainSettings = {
  /** The current plan includes a custom domain. */
  allowed: boolean
  planName: string
  domain: CustomDomain | null
  /** Where the merchant's CNAME points (the platform's fallback origin), when configured. */
  cnameTarget: string | null
}
