import type { Catalogue } from '../../../schemas/i18n/message.ts';
import type { TERMS_ENGLISH } from '../en/terms.ts';

export const TERMS_FRENCH: Catalogue<typeof TERMS_ENGLISH> = {
  importation: 'Importation',
  adjustment: 'Ajustement',
  stockTransfer: 'Transfert de stock',
  sale: 'Vente',
  posted: 'Comptabilisé',
  active: 'Actif',
  inactive: 'Inactif',
  awaitingActivation: 'En attente d’activation',
};
