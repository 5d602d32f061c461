/** The demo shop's catalogue: a small clothing and beauty shop in Ouagadougou, prices in F CFA. */
export const DEMO_CATEGORIES = [
  {
    name: 'Vêtements',
    description: 'Pagnes, boubous et tenues de tous les jours',
    colors: ['#f97316', '#7c2d12', '#fde68a'],
  },
  {
    name: 'Beauté',
    description: 'Karité, savons et soins naturels',
    colors: ['#fef3c7', '#d97706', '#78350f'],
  },
  {
    name: 'Accessoires',
    description: 'Sacs, bijoux et foulards',
    colors: ['#0f766e', '#134e4a', '#fcd34d'],
  },
  {
    name: 'Maison',
    description: 'Paniers, nattes et décoration',
    colors: ['#e0e7ff', '#4338ca', '#f59e0b'],
  },
] as const

type DemoProduct = {
  name: string
  category: number
  price: string
  discountPrice?: string
  discountPeriod?: string
  stock: string
  sizes?: string[]
  colors?: string[]
  description: string
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: 'Boubou brodé homme',
    category: 0,
    price: '25000',
    stock: '8',
    sizes: ['M', 'L', 'XL'],
    colors: ['Blanc', 'Bleu'],
    description: 'Boubou en bazin riche, broderie faite main à Ouagadougou.',
  },
  {
    name: 'Robe en pagne wax',
    category: 0,
    price: '18000',
    discountPrice: '15000',
    discountPeriod: '10',
    stock: '12',
    sizes: ['S', 'M', 'L'],
    description: 'Robe cintrée en wax 100 % coton, doublée.',
  },
  {
    name: 'Chemise Faso Dan Fani',
    category: 0,
    price: '15000',
    stock: '10',
    sizes: ['M', 'L', 'XL', 'XXL'],
    description: 'Chemise en Faso Dan Fani tissé à la main, coupe droite.',
  },
  {
    name: 'Ensemble enfant en wax',
    category: 0,
    price: '9500',
    stock: '6',
    sizes: ['2 ans', '4 ans', '6 ans'],
    description: 'Ensemble haut et pantalon pour enfant, tissu doux.',
  },
  {
    name: 'Jupe longue bogolan',
    category: 0,
    price: '12000',
    stock: '5',
    sizes: ['S', 'M', 'L'],
    description: 'Jupe longue en bogolan teint à la main.',
  },
  {
    name: 'Tunique en lin brodée',
    category: 0,
    price: '14000',
    stock: '0',
    sizes: ['M', 'L'],
    description: 'Tunique légère pour la saison chaude.',
  },
  {
    name: 'Beurre de karité pur 250 g',
    category: 1,
    price: '2500',
    stock: '60',
    description: 'Karité non raffiné, produit par une coopérative de femmes à Léo.',
  },
  {
    name: 'Savon noir au karité',
    category: 1,
    price: '1500',
    discountPrice: '1200',
    discountPeriod: '7',
    stock: '80',
    description: 'Savon noir traditionnel, pour le visage et le corps.',
  },
  {
    name: 'Huile de baobab 100 ml',
    category: 1,
    price: '4500',
    stock: '25',
    description: 'Huile vierge pressée à froid, nourrit la peau et les cheveux.',
  },
  {
    name: 'Beurre de cacao parfumé',
    category: 1,
    price: '3000',
    stock: '30',
    description: 'Beurre de cacao à la vanille, pot de 200 g.',
  },
  {
    name: 'Gommage au café',
    category: 1,
    price: '3500',
    stock: '18',
    description: 'Gommage corps au café du Togo et au sucre de canne.',
  },
  {
    name: 'Coffret soin karité',
    category: 1,
    price: '12000',
    discountPrice: '9900',
    discountPeriod: '14',
    stock: '9',
    description: 'Beurre, savon et huile : le coffret idéal à offrir.',
  },
  {
    name: 'Sac en cuir de Kaya',
    category: 2,
    price: '22000',
    stock: '7',
    colors: ['Marron', 'Noir'],
    description: 'Sac à main en cuir tanné et cousu à Kaya.',
  },
  {
    name: 'Collier en perles de verre',
    category: 2,
    price: '5000',
    stock: '20',
    colors: ['Multicolore', 'Bleu'],
    description: 'Perles de verre recyclé, fermoir en laiton.',
  },
  {
    name: 'Foulard en soie imprimé',
    category: 2,
    price: '7500',
    stock: '15',
    description: 'Foulard 90 × 90 cm, motifs adinkra.',
  },
  {
    name: 'Bracelet en bronze',
    category: 2,
    price: '6000',
    stock: '12',
    description: 'Bronze coulé à la cire perdue, pièce unique.',
  },
  {
    name: 'Sandales en cuir',
    category: 2,
    price: '9000',
    stock: '14',
    sizes: ['38', '39', '40', '41', '42', '43'],
    description: 'Sandales cousues main, semelle cuir.',
  },
  {
    name: 'Chapeau peul tressé',
    category: 2,
    price: '8000',
    stock: '4',
    description: 'Chapeau conique en paille tressée et cuir.',
  },
  {
    name: 'Panier tressé de Bolgatanga',
    category: 3,
    price: '11000',
    stock: '10',
    description: 'Panier en paille d’éléphant, anses en cuir.',
  },
  {
    name: 'Natte en plastique recyclé',
    category: 3,
    price: '6500',
    stock: '16',
    description: 'Natte 2 × 1 m tissée à partir de sachets recyclés.',
  },
  {
    name: 'Coussin en bogolan',
    category: 3,
    price: '7000',
    stock: '11',
    description: 'Housse de coussin 45 × 45 cm avec garnissage.',
  },
  {
    name: 'Calebasse décorée',
    category: 3,
    price: '4000',
    stock: '22',
    description: 'Calebasse gravée, pour la décoration ou le service.',
  },
  {
    name: 'Lampe en fer recyclé',
    category: 3,
    price: '15000',
    discountPrice: '12500',
    discountPeriod: '5',
    stock: '3',
    description: 'Lampe de table en métal recyclé, ampoule fournie.',
  },
  {
    name: 'Set de table en wax (x4)',
    category: 3,
    price: '8500',
    stock: '13',
    description: 'Quatre sets de table en wax, lavables.',
  },
]
