/** Words of the personal profile and password cards. */
export const t = {
  profileTitle: 'Profil personnel',
  profileText: 'Votre nom et votre photo, affichés en haut de l’écran.',
  firstName: 'Prénom',
  lastName: 'Nom',
  photo: 'Photo de profil',
  photoHint: 'JPG ou PNG, réduite automatiquement avant l’envoi.',
  photoPreview: 'Aperçu de la photo de profil',
  compressing: 'Préparation de la photo…',
  saveProfile: 'Enregistrer le profil',
  profileSaved: 'Profil enregistré',
  passwordTitle: 'Mot de passe',
  passwordText:
    'Au moins 8 caractères, avec une minuscule et une majuscule. Vos autres appareils seront déconnectés.',
  currentPassword: 'Mot de passe actuel',
  newPassword: 'Nouveau mot de passe',
  confirmPassword: 'Confirmer le nouveau mot de passe',
  changePassword: 'Changer le mot de passe',
} as const
