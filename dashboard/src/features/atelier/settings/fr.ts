/** Words of the atelier's settings page and of its gallery. */
export const settingsWords = {
  title: "L'Atelier",
  intro:
    'Le carnet de bord des couturiers : mesures des clients, commandes de couture, tissus, personnel et caisse, à côté de votre boutique.',
  introMore:
    'Vos clients et vos notifications restent les mêmes ; vous pouvez donner un accès à votre personnel avec un rôle.',
  ownerOnly: "Seul le propriétaire de la boutique peut activer ou désactiver L'Atelier.",
  moduleTitle: 'Module Atelier',
  enable: "Activer L'Atelier",
  enableHint:
    'Crée les mesures, les types de vêtements et les catégories de caisse les plus courants.',
  enabled: "L'Atelier est activé",
  disabled: "L'Atelier est désactivé",
  disableTitle: "Désactiver L'Atelier ?",
  disableText:
    "L'Atelier disparaît du menu, le personnel ne peut plus y accéder et la galerie quitte la boutique. Toutes les données sont conservées : vous les retrouverez en le réactivant.",
  disableConfirm: 'Désactiver',
  open: "Ouvrir L'Atelier",
  galleryTitle: 'Galerie',
  onShopTitle: 'Sur la boutique',
  showGallery: 'Afficher la galerie sur la boutique',
  showGalleryHint:
    'Ajoute une page « Galerie » au menu de votre boutique dès qu’elle contient une image.',
  galleryNeedsAtelier: "Activez d'abord L'Atelier.",
  galleryShown: 'La galerie est affichée sur la boutique',
  galleryHidden: "La galerie n'est pas affichée sur la boutique",
  galleryOwnerOnly: 'Seul le propriétaire peut changer cela.',
  manageGallery: 'Gérer la galerie',
  viewOnShop: 'Voir sur la boutique',
  // gallery page
  gallerySubtitle: (n: number, max: number) =>
    `${n} image${n > 1 ? 's' : ''} sur ${max} : vos réalisations, à montrer à vos clients.`,
  add: 'Ajouter des images',
  empty: 'Aucune image pour le moment. Ajoutez des photos de vos réalisations.',
  full: 'La galerie est pleine : supprimez des images pour en ajouter.',
  noCaption: 'Sans légende',
  editCaption: 'Modifier la légende',
  editCaptionOf: (n: number) => `Modifier la légende de l'image ${n}`,
  caption: 'Légende',
  captionHint: 'Elle décrit l’image sur la boutique (200 caractères au plus).',
  captionSaved: 'Légende enregistrée',
  deleteImage: (n: number) => `Supprimer l'image ${n}`,
  deleteText: 'Supprimer cette image de la galerie ? Elle disparaît aussi de la boutique.',
  deleted: 'Image supprimée',
  imageAlt: (caption: string | null, n: number) => caption || `Image ${n} de la galerie`,
  // upload dialog
  uploadTitle: 'Ajouter des images',
  uploadDescription: 'De 1 à 10 images PNG ou JPEG, 5 Mo chacune au plus.',
  files: 'Images',
  filesHint: (left: number) => `Vous pouvez encore en ajouter ${left}.`,
  preview: 'Aperçu des images choisies',
  previewOf: (name: string) => `Aperçu de ${name}`,
  send: (n: number) => (n > 1 ? `Envoyer ${n} images` : 'Envoyer 1 image'),
  sending: 'Envoi en cours…',
  compressing: 'Compression des images…',
  uploaded: (n: number) => (n > 1 ? `${n} images ajoutées` : 'Image ajoutée'),
} as const
