import type { Catalogue } from '../../../schemas/i18n/message.ts';
import type { STATEMENTS_ENGLISH, VOLUMES_ENGLISH } from '../en/volumes.ts';

export const VOLUMES_FRENCH: Catalogue<typeof VOLUMES_ENGLISH> = {
  temperature: 'Temp. (%{unit})',
  gravity: { '6B': 'Densité API', '54B': 'Masse vol. (%{unit})' },
  measured: 'Mesuré (gal.)',
  factor: 'Facteur',
  gross: 'Brut (gal.)',
  net: 'Net (gal.)',
  explained: 'Température (gal.)',
  table: 'Table %{table}',
  temperatureLabel: 'Température observée (%{unit}) pour %{what}',
  gravityLabel: { '6B': 'Densité API pour %{what}', '54B': 'Masse volumique à 15 °C pour %{what}' },
  measuredLabel: 'Volume mesuré (gallons) pour %{what}',
  netLive: '%{net} net (facteur %{factor})',
  newCompartmentNet: 'Net du nouveau compartiment',
  noReadings: 'Aux conditions standard',
  printedNote: {
    '6B': 'Volumes ramenés à 60 °F par la table 6B (net = brut × facteur).',
    '54B': 'Volumes ramenés à 15 °C par la table 54B (net = brut × facteur).',
  },
  movementReadings: 'Brut × facteur',
  movementGross: '%{gross} × %{factor}',
};

export const STATEMENTS_FRENCH: Catalogue<typeof STATEMENTS_ENGLISH> = {
  heading: 'Relevé de stock signé',
  intro:
    'Les inventaires de %{importer} à la fin d’une journée : chaque solde, les mouvements du jour et la tête de chaque chaîne du grand livre, signés par le serveur. Il établit ce que disaient les livres : quiconque détient la clé publique du serveur peut le vérifier hors ligne.',
  date: 'Au',
  download: 'Télécharger le relevé',
  downloadLedger: 'Télécharger l’export du grand livre',
  downloading: 'Préparation du fichier...',
  saved: '« %{name} » enregistré.',
  verify:
    'Pour vérifier un relevé : npm run statement:verify -- STATEMENT.json --key ppms-statement-key.pem ; ajoutez --ledger avec l’export du grand livre pour contrôler chaque chiffre au regard des chaînes de hachage.',
  publicKey: 'Clé publique',
  fingerprint: 'Empreinte SHA-256 %{fingerprint}',
};
