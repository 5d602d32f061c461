import { kb } from './sizes.ts'
import { SLOW_PHONE, type SlowPhoneReport, SLOW_PHONE_TARGETS as T } from './slow-phone.ts'

const s = (ms: number) => `${(ms / 1000).toFixed(1).replace('.', ',')} s`

/** Issue 27's slow-phone targets, with the figure measured and ✓/✗. */
export function slowPhoneTargets(r: SlowPhoneReport): [string, string, boolean][] {
  return [
    [
      `Connexion → tableau de bord utilisable, à froid (identifiants tapés) ≤ ${s(T.signinColdMs)}`,
      s(r.signinColdMs),
      r.signinColdMs <= T.signinColdMs,
    ],
    [
      `Connexion → tableau de bord utilisable, à froid (identifiants remplis d’un coup) ≤ ${s(T.signinColdMs)}`,
      s(r.signinColdAutofillMs),
      r.signinColdAutofillMs <= T.signinColdMs,
    ],
    [
      `Connexion → tableau de bord utilisable, à chaud ≤ ${s(T.signinWarmMs)}`,
      s(r.signinWarmMs),
      r.signinWarmMs <= T.signinWarmMs,
    ],
    [
      `Lien d’une alerte → commande visible, à froid ≤ ${s(T.orderLinkColdMs)}`,
      s(r.orderLinkColdMs),
      r.orderLinkColdMs <= T.orderLinkColdMs,
    ],
    ...r.authPages.flatMap(({ path, jsBytes, usableMs }): [string, string, boolean][] => [
      [`JS de ${path} ≤ ${T.authPageJsKb} Ko`, kb(jsBytes), jsBytes <= T.authPageJsKb * 1024],
      [
        `${path} utilisable ≤ ${s(T.authPageUsableMs)}`,
        s(usableMs),
        usableMs <= T.authPageUsableMs,
      ],
    ]),
    [
      `Un appui sur un écran pas encore vu montre quelque chose ≤ ${T.tapFeedbackMs} ms`,
      `${Math.round(r.tapFeedbackMs)} ms`,
      r.tapFeedbackMs <= T.tapFeedbackMs,
    ],
  ]
}

/** The rows as Markdown, under the profile they were measured with. */
export function slowPhoneMarkdown(r: SlowPhoneReport, rounds: number): string {
  return [
    `Téléphone lent (Chromium, ${SLOW_PHONE.kbps} kbit/s dans chaque sens, ${SLOW_PHONE.latencyMs} ms de latence, processeur ${SLOW_PHONE.cpuSlowdown}× plus lent, 360 px ; médiane de ${rounds} parcours) :`,
    '',
    '| Parcours | mesuré | cible | |',
    '|---|---:|---|---|',
    ...slowPhoneTargets(r).map(([name, value, ok]) => {
      const [what, target] = name.split(/ (?=[≤≥])/)
      return `| ${what} | ${value} | ${target ?? ''} | ${ok ? '✓' : '✗'} |`
    }),
    '',
  ].join('\n')
}
