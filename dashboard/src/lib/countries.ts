export type Country = { code: string; name: string; dial: string }

// [ISO 3166 code, French name, dial code]. African countries first: most merchants are there.
const AFRICA: [string, string, string][] = [
  ['BF', 'Burkina Faso', '226'], ['CI', "Côte d'Ivoire", '225'], ['SN', 'Sénégal', '221'],
  ['ML', 'Mali', '223'], ['NE', 'Niger', '227'], ['TG', 'Togo', '228'], ['BJ', 'Bénin', '229'],
  ['GN', 'Guinée', '224'], ['CM', 'Cameroun', '237'], ['GA', 'Gabon', '241'], ['CG', 'Congo', '242'],
  ['CD', 'Congo (RDC)', '243'], ['TD', 'Tchad', '235'], ['CF', 'République centrafricaine', '236'],
  ['GQ', 'Guinée équatoriale', '240'], ['GW', 'Guinée-Bissau', '245'], ['MR', 'Mauritanie', '222'],
  ['GH', 'Ghana', '233'], ['NG', 'Nigeria', '234'], ['LR', 'Liberia', '231'], ['SL', 'Sierra Leone', '232'],
  ['GM', 'Gambie', '220'], ['CV', 'Cap-Vert', '238'], ['ST', 'Sao Tomé-et-Principe', '239'],
  ['MA', 'Maroc', '212'], ['DZ', 'Algérie', '213'], ['TN', 'Tunisie', '216'], ['LY', 'Libye', '218'],
  ['EG', 'Égypte', '20'], ['SD', 'Soudan', '249'], ['SS', 'Soudan du Sud', '211'], ['ET', 'Éthiopie', '251'],
  ['ER', 'Érythrée', '291'], ['DJ', 'Djibouti', '253'], ['SO', 'Somalie', '252'], ['KE', 'Kenya', '254'],
  ['UG', 'Ouganda', '256'], ['TZ', 'Tanzanie', '255'], ['RW', 'Rwanda', '250'], ['BI', 'Burundi', '257'],
  ['AO', 'Angola', '244'], ['ZM', 'Zambie', '260'], ['MW', 'Malawi', '265'], ['MZ', 'Mozambique', '258'],
  ['ZW', 'Zimbabwe', '263'], ['BW', 'Botswana', '267'], ['NA', 'Namibie', '264'], ['ZA', 'Afrique du Sud', '27'],
  ['LS', 'Lesotho', '266'], ['SZ', 'Eswatini', '268'], ['MG', 'Madagascar', '261'], ['MU', 'Maurice', '230'],
  ['SC', 'Seychelles', '248'], ['KM', 'Comores', '269'], ['RE', 'La Réunion', '262'], ['YT', 'Mayotte', '262'],
]

const WORLD: [string, string, string][] = [
  ['FR', 'France', '33'], ['BE', 'Belgique', '32'], ['CH', 'Suisse', '41'], ['LU', 'Luxembourg', '352'],
  ['MC', 'Monaco', '377'], ['CA', 'Canada', '1'], ['US', 'États-Unis', '1'], ['GB', 'Royaume-Uni', '44'],
  ['IE', 'Irlande', '353'], ['DE', 'Allemagne', '49'], ['AT', 'Autriche', '43'], ['NL', 'Pays-Bas', '31'],
  ['ES', 'Espagne', '34'], ['PT', 'Portugal', '351'], ['IT', 'Italie', '39'], ['MT', 'Malte', '356'],
  ['GR', 'Grèce', '30'], ['CY', 'Chypre', '357'], ['DK', 'Danemark', '45'], ['SE', 'Suède', '46'],
  ['NO', 'Norvège', '47'], ['FI', 'Finlande', '358'], ['IS', 'Islande', '354'], ['PL', 'Pologne', '48'],
  ['CZ', 'Tchéquie', '420'], ['SK', 'Slovaquie', '421'], ['HU', 'Hongrie', '36'], ['RO', 'Roumanie', '40'],
  ['BG', 'Bulgarie', '359'], ['MD', 'Moldavie', '373'], ['UA', 'Ukraine', '380'], ['BY', 'Biélorussie', '375'],
  ['RU', 'Russie', '7'], ['LT', 'Lituanie', '370'], ['LV', 'Lettonie', '371'], ['EE', 'Estonie', '372'],
  ['SI', 'Slovénie', '386'], ['HR', 'Croatie', '385'], ['BA', 'Bosnie-Herzégovine', '387'], ['RS', 'Serbie', '381'],
  ['ME', 'Monténégro', '382'], ['MK', 'Macédoine du Nord', '389'], ['AL', 'Albanie', '355'], ['XK', 'Kosovo', '383'],
  ['AD', 'Andorre', '376'], ['LI', 'Liechtenstein', '423'], ['SM', 'Saint-Marin', '378'], ['TR', 'Turquie', '90'],
  ['GE', 'Géorgie', '995'], ['AM', 'Arménie', '374'], ['AZ', 'Azerbaïdjan', '994'], ['KZ', 'Kazakhstan', '7'],
  ['UZ', 'Ouzbékistan', '998'], ['TM', 'Turkménistan', '993'], ['KG', 'Kirghizistan', '996'], ['TJ', 'Tadjikistan', '992'],
  ['LB', 'Liban', '961'], ['SY', 'Syrie', '963'], ['JO', 'Jordanie', '962'], ['IL', 'Israël', '972'],
  ['PS', 'Palestine', '970'], ['IQ', 'Irak', '964'], ['IR', 'Iran', '98'], ['SA', 'Arabie saoudite', '966'],
  ['AE', 'Émirats arabes unis', '971'], ['QA', 'Qatar', '974'], ['KW', 'Koweït', '965'], ['BH', 'Bahreïn', '973'],
  ['OM', 'Oman', '968'], ['YE', 'Yémen', '967'], ['AF', 'Afghanistan', '93'], ['PK', 'Pakistan', '92'],
  ['IN', 'Inde', '91'], ['BD', 'Bangladesh', '880'], ['LK', 'Sri Lanka', '94'], ['NP', 'Népal', '977'],
  ['BT', 'Bhoutan', '975'], ['MV', 'Maldives', '960'], ['CN', 'Chine', '86'], ['HK', 'Hong Kong', '852'],
  ['MO', 'Macao', '853'], ['TW', 'Taïwan', '886'], ['JP', 'Japon', '81'], ['KR', 'Corée du Sud', '82'],
  ['MN', 'Mongolie', '976'], ['VN', 'Viêt Nam', '84'], ['LA', 'Laos', '856'], ['KH', 'Cambodge', '855'],
  ['TH', 'Thaïlande', '66'], ['MM', 'Myanmar', '95'], ['MY', 'Malaisie', '60'], ['SG', 'Singapour', '65'],
  ['ID', 'Indonésie', '62'], ['PH', 'Philippines', '63'], ['BN', 'Brunei', '673'], ['TL', 'Timor oriental', '670'],
  ['AU', 'Australie', '61'], ['NZ', 'Nouvelle-Zélande', '64'], ['PG', 'Papouasie-Nouvelle-Guinée', '675'], ['FJ', 'Fidji', '679'],
  ['NC', 'Nouvelle-Calédonie', '687'], ['PF', 'Polynésie française', '689'], ['VU', 'Vanuatu', '678'], ['WS', 'Samoa', '685'],
  ['MX', 'Mexique', '52'], ['GT', 'Guatemala', '502'], ['BZ', 'Belize', '501'], ['SV', 'Salvador', '503'],
  ['HN', 'Honduras', '504'], ['NI', 'Nicaragua', '505'], ['CR', 'Costa Rica', '506'], ['PA', 'Panama', '507'],
  ['CU', 'Cuba', '53'], ['HT', 'Haïti', '509'], ['DO', 'République dominicaine', '1'], ['JM', 'Jamaïque', '1'],
  ['TT', 'Trinité-et-Tobago', '1'], ['BB', 'Barbade', '1'], ['BS', 'Bahamas', '1'], ['GP', 'Guadeloupe', '590'],
  ['MQ', 'Martinique', '596'], ['GF', 'Guyane', '594'], ['PM', 'Saint-Pierre-et-Miquelon', '508'], ['CO', 'Colombie', '57'],
  ['VE', 'Venezuela', '58'], ['EC', 'Équateur', '593'], ['PE', 'Pérou', '51'], ['BO', 'Bolivie', '591'],
  ['BR', 'Brésil', '55'], ['PY', 'Paraguay', '595'], ['UY', 'Uruguay', '598'], ['AR', 'Argentine', '54'],
  ['CL', 'Chili', '56'], ['GY', 'Guyana', '592'], ['SR', 'Suriname', '597'],
]

const collator = new Intl.Collator('fr')

/** Africa first (as written), then the rest of the world alphabetically. */
export const COUNTRIES: Country[] = [
  ...AFRICA,
  ...[...WORLD].sort((a, b) => collator.compare(a[1], b[1])),
].map(([code, name, dial]) => ({ code, name, dial }))

export const DEFAULT_COUNTRY = 'BF'

export function dialCodeOf(code: string): string {
  return COUNTRIES.find((c) => c.code === code)?.dial ?? '226'
}

/**
 * The full international number, digits only: the dial code is put in front, unless the
 * merchant already typed it (same rule as the worker applies to shop phones).
 */
export function internationalNumber(countryCode: string, digits: string): string {
  const dial = dialCodeOf(countryCode)
  if (!digits) return ''
  return digits.startsWith(dial) && digits.length > 10 ? digits : `${dial}${digits}`
}
