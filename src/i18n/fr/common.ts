import type { Catalogue } from '../../../schemas/i18n/message.ts';
import type { COMMON_ENGLISH } from '../en/common.ts';

export const COMMON_FRENCH: Catalogue<typeof COMMON_ENGLISH> = {
  saving: 'Enregistrement...',
  goBack: 'Retour',
  cancel: 'Annuler',
  close: 'Fermer',
  save: 'Enregistrer',
  edit: 'Modifier',
  print: 'Imprimer',
  notAvailable: 'N/D',
  step: '%{date} par %{by}',
  gallons: '%{quantity} gallon |||| %{quantity} gallons',
  gal: '%{quantity} gal.',
  pending: 'En attente',
  yes: 'Oui',
  no: 'Non',
};
