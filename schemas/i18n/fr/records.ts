import type { EntityTexts } from '../../entity.ts';
import type * as english from '../en/records.ts';
import type { Catalogue } from '../message.ts';
import { validation } from './validation.ts';

export const COMMENT_MESSAGES: Catalogue<typeof english.COMMENT_MESSAGES> = {
  required: 'Le commentaire est obligatoire.',
  added: 'Commentaire ajouté.',
  edited: 'Commentaire modifié.',
  deleted: 'Commentaire supprimé.',
  closed: 'Les commentaires sont fermés : %{this} est %{word}.',
  notAuthor: 'Seul son auteur peut modifier ce commentaire.',
};

export const DOCUMENT_MESSAGES: Catalogue<typeof english.DOCUMENT_MESSAGES> = {
  required: 'Le titre du document et un fichier pdf valide sont obligatoires.',
  unsupported:
    'Le fichier choisi n’est pas pris en charge. Veuillez le convertir en pdf avant de le choisir.',
  tooLarge: 'Le fichier dépasse 10 Mo. Veuillez choisir un fichier plus petit.',
  oneFile: 'Envoyez un seul fichier à la fois.',
  tooManyFields: 'L’envoi compte plus de champs qu’un document n’en prend.',
  malformed: 'L’envoi n’est pas un formulaire multipart complet. Veuillez envoyer le fichier à nouveau.',
  duplicateTitle:
    'Un document intitulé « %{title} » existe déjà sur ce dossier. Envoyez-le à nouveau avec replace=true pour le remplacer.',
  uploaded: 'Document envoyé.',
  replaced: 'Document remplacé.',
  deleted: 'Document supprimé.',
  closed: 'Les documents de ce dossier ne peuvent plus être modifiés.',
  expired: 'Ce lien vers le document a expiré. Ouvrez à nouveau le document depuis son dossier.',
  notUploader: 'Seule la personne qui l’a envoyé peut remplacer ce document.',
  notUploaderDelete: 'Seule la personne qui l’a envoyé peut supprimer ce document.',
};

export const FOUR_EYES_MESSAGES: Catalogue<typeof english.FOUR_EYES_MESSAGES> = {
  required: 'Indiquez si la règle des quatre yeux s’applique.',
  turnedOn:
    'La règle des quatre yeux s’applique : la personne qui a soumis ou examiné un dossier ne peut pas l’approuver.',
  turnedOff:
    'La règle des quatre yeux ne s’applique pas : la personne qui a examiné un dossier peut aussi l’approuver.',
};

export const STOCK_UPDATE_MESSAGES: Catalogue<typeof english.STOCK_UPDATE_MESSAGES> = {
  dateInFuture: validation.recordDate.inFuture,
  dateInvalid: validation.recordDate.invalid,
  quantityWhole: validation.quantity.whole,
  duplicateInventory: 'Chaque inventaire ne peut figurer qu’une fois.',
  inventoryNotOfImporter: 'Un inventaire n’appartient pas aux inventaires de l’importateur.',
  submitted: 'Demande de mise à jour de stock soumise.',
  updated: 'Demande de mise à jour de stock modifiée.',
  notEditable: 'Cette demande de mise à jour de stock n’est plus modifiable.',
};

export const STOCK_TRANSFER_MESSAGES: Catalogue<typeof english.STOCK_TRANSFER_MESSAGES> = {
  required: 'Veuillez remplir tous les champs obligatoires.',
  inventories: 'Veuillez indiquer l’inventaire d’origine et l’inventaire de destination.',
  sameInventory: 'L’inventaire d’origine et l’inventaire de destination doivent être différents.',
  sameProduct: 'L’inventaire d’origine et l’inventaire de destination doivent contenir le même produit.',
  overBalance: 'La quantité ne peut pas dépasser le solde de stock ajusté de l’inventaire.',
  notOwnOrigin: 'L’inventaire d’origine doit être l’un des inventaires de votre importateur.',
  originNotActive: 'L’inventaire d’origine n’est pas un inventaire actif.',
  destinationNotActive: 'L’inventaire de destination n’est pas un inventaire actif.',
  submitted: 'Demande de transfert de stock soumise.',
  updated: 'Demande de transfert de stock modifiée.',
};

export const TRANSFER_ORDER_MESSAGES: Catalogue<typeof english.TRANSFER_ORDER_MESSAGES> = {
  created: 'Ordre de transfert créé.',
  updated: 'Ordre de transfert modifié.',
  numberTaken: 'Le numéro d’ordre de transfert %{number} est déjà utilisé par un autre ordre de transfert.',
  numberTooLong: 'Le numéro d’ordre de transfert compte au plus %{max} caractères.',
  aboveAvailable: 'La quantité ne peut pas dépasser le solde disponible de %{available} gallons.',
  productNotHeld: 'L’importateur n’a aucun inventaire actif de ce produit.',
  importerInactive: 'L’importateur n’est pas actif.',
  distributorInactive: 'Le distributeur n’est pas actif.',
  deliveryOrderActive: 'Cet ordre de transfert a un bon de livraison en cours : il ne peut plus être annulé.',
};

export const DELIVERY_ORDER_MESSAGES: Catalogue<typeof english.DELIVERY_ORDER_MESSAGES> = {
  created: 'Bon de livraison créé.',
  updated: 'Bon de livraison modifié.',
  tankUpdated: 'Bac modifié.',
  numberRequired: 'Le numéro du bon de livraison est obligatoire.',
  numberTooLong: 'Le numéro du bon de livraison compte au plus %{max} caractères.',
  numberTaken: 'Le numéro de bon de livraison %{number} est déjà utilisé par un autre bon de livraison.',
  oneRequired: 'Il faut au moins un ordre de transfert pour créer un bon de livraison.',
  duplicateTransferOrder: 'Chaque ordre de transfert ne peut figurer qu’une fois.',
  quantityRequired: 'La quantité est obligatoire.',
  aboveRemainder: 'La quantité ne peut pas dépasser la quantité disponible de l’ordre de transfert.',
  aboveInventory:
    'La quantité ne peut pas dépasser le solde ajusté de l’inventaire, soit %{available} gallons.',
  inventoryRequired: 'L’inventaire est obligatoire.',
  mixedParties:
    'Les ordres de transfert d’un bon de livraison doivent avoir le même produit, le même importateur et le même distributeur.',
  replacement: 'Veuillez confirmer le remplacement de l’ordre de transfert !',
  notApproved: 'L’ordre de transfert %{number} n’est pas approuvé pour des bons de livraison.',
  inventoryNotOfLine:
    'L’inventaire doit être l’un des bacs de l’importateur de l’ordre de transfert qui contiennent son produit.',
  notOnOrder: 'L’ordre de transfert ne figure pas sur ce bon de livraison.',
  tanksRequired: 'Chaque ordre de transfert doit avoir un bac avant l’approbation du bon de livraison.',
  priorityRequired: 'La priorité est obligatoire.',
  noneAvailable: 'Aucun ordre de transfert disponible pour un bon de livraison.',
  noneSelected: 'Aucun ordre de transfert n’a été choisi.',
  noNote: 'Aucun avis de chargement n’a encore été créé pour ce bon de livraison.',
};

export const FAN_MESSAGES: Catalogue<typeof english.FAN_MESSAGES> = {
  created: 'Avis de chargement créé.',
  updated: 'Avis de chargement modifié.',
  vehicleRequired: 'Le numéro du véhicule est obligatoire.',
  vehicleTooLong: 'Le numéro du véhicule compte au plus %{max} caractères.',
  deliveryOrderRequired: 'Il faut au moins un bon de livraison pour créer un avis de chargement.',
  compartmentRequired: 'Il faut au moins un compartiment pour créer un avis de chargement.',
  compartmentNumber: 'Le numéro de compartiment est obligatoire et doit être unique.',
  quantityRequired: 'La quantité est obligatoire.',
  destinationRequired: 'La destination est obligatoire.',
  destinationTooLong: 'La destination compte au plus %{max} caractères.',
  totalAbove: 'La quantité totale des compartiments dépasse la quantité totale des BL.',
  totalBelow: 'La quantité totale des compartiments doit être égale à la quantité totale des BL.',
  tooManyCompartments: 'Un avis de chargement compte au plus %{max} compartiments.',
  duplicateDeliveryOrder: 'Chaque bon de livraison ne peut figurer qu’une fois.',
  noAvailable: 'Aucun bon de livraison disponible.',
  noneSelected: 'Aucun bon de livraison n’a été choisi.',
  noCompartment: 'Aucun compartiment ajouté.',
  replace: 'Veuillez confirmer le remplacement du bon de livraison !',
  notAvailable:
    'Le bon de livraison %{number} n’est pas disponible : seuls les bons de livraison approuvés qui ne figurent sur aucun autre avis de chargement peuvent être ajoutés.',
  oneProduct: 'Les bons de livraison d’un avis de chargement doivent tous porter sur le même produit.',
  oneDistributor: 'Les bons de livraison d’un avis de chargement doivent tous être du même distributeur.',
  quantityChanged: 'La quantité du bon de livraison %{number} est de %{quantity} gallons.',
  orderNotApproved: 'Le bon de livraison %{number} est %{word} : l’avis de chargement ne peut pas être émis.',
  noTank:
    'Le bon de livraison %{number} a un ordre de transfert sans bac : l’avis de chargement ne peut pas être émis.',
  cardNumber: 'Le numéro de carte doit être un nombre supérieur à 0.',
  bayNumber: 'Chaque compartiment doit avoir un numéro de poste de chargement supérieur à 0.',
  unknownCompartment: 'Un compartiment ne figure pas sur cet avis de chargement.',
};

export const IMPORTER_MESSAGES: Catalogue<typeof english.IMPORTER_MESSAGES> = {
  duplicateTank: 'Chaque bac de stockage ne peut être choisi qu’une fois.',
  tankHasBalance:
    'Le bac de stockage %{tank} ne peut pas être retiré : l’inventaire de l’importateur dans ce bac a un solde de %{balance} gallons.',
  tankHasOpenRecords:
    'Le bac de stockage %{tank} ne peut pas être retiré : des dossiers en cours ont des lignes sur l’inventaire de l’importateur dans ce bac (%{records}).',
};

export const REPORT_MESSAGES: Catalogue<typeof english.REPORT_MESSAGES> = {
  dateInvalid: 'Date non valide. Utilisez le format aaaa-MM-jj.',
  dateInFuture: 'La date ne peut pas être dans le futur.',
  fromRequired: 'La date de début est obligatoire.',
  toRequired: 'La date de fin est obligatoire.',
  fromAfterTo: 'La date de début ne peut pas être postérieure à la date de fin.',
  importerAndProduct: 'Choisissez un importateur et un produit.',
  storageTanks: 'Les bacs de stockage doivent être une liste de 100 bacs au plus.',
  storageTankNotHeld: 'Un bac de stockage ne fait pas partie des bacs de l’importateur pour ce produit.',
  toleranceSaved: 'Tolérance de pertes enregistrée.',
  percentInvalid: 'Le pourcentage doit être un nombre de 0 à 100.',
  gallonsInvalid: 'Les gallons doivent être un nombre entier de 0 à 100 000 000.',
};

export const USER_MESSAGES: Catalogue<typeof english.USER_MESSAGES> = {
  userSearchTermRequired: 'Un terme de recherche est obligatoire pour chercher des utilisateurs.',
  entitySearchTermRequired: 'Le terme de recherche ne peut pas être vide.',
  userTypeRequired: 'Veuillez choisir interne ou externe.',
  oneRole: 'Un seul rôle doit être choisi.',
  duplicateEmail: 'Un utilisateur avec cette adresse e-mail existe déjà.',
  roleListedTwice: 'Chaque rôle ne peut figurer qu’une fois.',
  permissionListedTwice: 'Chaque permission ne peut figurer qu’une fois.',
  entityListedTwice: 'Chaque entité ne peut figurer qu’une fois.',
  entityInvalid: 'Entité non valide.',
};

export const ACCOUNT_MESSAGES: Catalogue<typeof english.ACCOUNT_MESSAGES> = {
  rule: {
    length: 'Au moins %{min} caractères',
    symbol: 'Au moins un de ! @ # $',
    digit: 'Au moins un chiffre',
    uppercase: 'Au moins une lettre majuscule',
    distinct: 'Au moins %{min} caractères différents',
  },
  linkIncomplete: 'Le lien est incomplet : il ne contient pas de jeton.',
  registrationCodeMissing: 'Le code d’enregistrement manque.',
  mailWaitingRequired: 'Indiquez si vous voulez recevoir par e-mail ce qui vous attend.',
};

export const THE: Catalogue<typeof english.THE> = {
  record: 'Le dossier',
  user: 'L’utilisateur',
  document: 'Le document',
  importer: 'L’importateur',
  importerOrProduct: 'L’importateur ou le produit',
  product: 'Le produit',
  distributor: 'Le distributeur',
  storageTank: 'Le bac de stockage',
};

const entityTexts = (
  name: string,
  plural: string,
  the: string,
  tabs: { listTab: string; addTab: string },
) => ({
  name,
  plural,
  The: the,
  added: `${name} ajouté.`,
  updated: `${name} modifié.`,
  edit: `Modifier ${the[0].toLowerCase()}${the.slice(1)}`,
  update: `Modifier : ${name}`,
  list: `Liste des ${plural.toLowerCase()}`,
  detail: `Détail : ${name}`,
  report: `Rapport : ${name}`,
  menu: plural,
  ...tabs,
});

/** The entities in French, by resource (their English is their definitions', schemas/entity.ts). */
export const ENTITY_TEXTS: Record<string, Catalogue<EntityTexts>> = {
  products: entityTexts('Produit', 'Produits', 'Le produit', {
    listTab: 'Liste des produits',
    addTab: 'Nouveau produit',
  }),
  importers: entityTexts('Importateur', 'Importateurs', 'L’importateur', {
    listTab: 'Liste',
    addTab: 'Nouveau',
  }),
  distributors: entityTexts('Distributeur', 'Distributeurs', 'Le distributeur', {
    listTab: 'Liste',
    addTab: 'Ajouter',
  }),
  storageTanks: entityTexts('Bac de stockage', 'Bacs de stockage', 'Le bac de stockage', {
    listTab: 'Liste des bacs de stockage',
    addTab: 'Nouveau bac de stockage',
  }),
};
