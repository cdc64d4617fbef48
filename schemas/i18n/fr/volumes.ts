import type { STATEMENT_MESSAGES as EN_STATEMENT, VOLUME_MESSAGES as EN_VOLUME } from '../en/volumes.ts';
import type { Catalogue } from '../message.ts';

export const VOLUME_MESSAGES: Catalogue<typeof EN_VOLUME> = {
  gravityRange: {
    '6B': 'La densité API doit être comprise entre %{min} et %{max} °API (table 6B).',
    '54B': 'La masse volumique doit être comprise entre %{min} et %{max} kg/m³ (table 54B).',
  },
  temperatureRange: {
    '6B': 'La température observée doit être comprise entre %{min} et %{max} °F pour une densité API de %{gravity} °API (table 6B).',
    '54B':
      'La température observée doit être comprise entre %{min} et %{max} °C pour une masse volumique de %{gravity} kg/m³ (table 54B).',
  },
  bothReadings: 'Indiquez à la fois la température observée et la densité, ou aucune des deux.',
  notANumber: {
    temperature: 'La température observée doit être un nombre.',
    gravity: 'La densité doit être un nombre.',
    '6B': 'La densité API doit être un nombre.',
    '54B': 'La masse volumique doit être un nombre.',
  },
  measuredVolume:
    'Un écart avec relevés demande le volume sur lequel il a été mesuré (gallons tels qu’observés).',
  gain: 'Aux conditions standard, il s’agit d’un gain de %{gallons} gallons, non d’une perte : enregistrez-le comme un ajustement d’excédent.',
  tooLarge: 'Le volume standard net ne peut dépasser 100 000 000 gallons sur une ligne.',
  noGroup:
    '%{product} ne déclare aucun groupe de produits des tables de mesurage ; aucun relevé ne peut être pris pour ce produit : un administrateur le renseigne sur le produit.',
  implausible:
    'Ce relevé n’est pas plausible pour %{product} : sa densité API doit être comprise entre %{min} et %{max} (la plage du produit, qu’un administrateur peut modifier).',
};

export const STATEMENT_MESSAGES: Catalogue<typeof EN_STATEMENT> = {
  importerRequired: 'Choisissez un importateur.',
  dateRequired: 'La date est obligatoire.',
};
