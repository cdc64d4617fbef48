import type * as english from '../en/workflows.ts';
import type { Catalogue } from '../message.ts';

// Each record type's words in French, in its gender: une demande (f), un ordre de transfert (m), un
// bon de livraison (m), un avis de chargement (m). A state's label is a status ('Statut : Approuvé',
// masculine like 'statut'); its word agrees with the record ('cette demande est déjà approuvée').

const request = (name: string) => ({
  name,
  Name: name[0].toUpperCase() + name.slice(1),
  plural: name.replace('demande', 'demandes'),
  This: `Cette ${name}`,
  this: `cette ${name}`,
  The: `La ${name}`,
  a: `une ${name}`,
  it: 'elle',
  states: {
    New: { label: 'Nouveau', word: 'nouvelle' },
    Reviewed: { label: 'Examiné', word: 'examinée' },
    Approved: { label: 'Approuvé', word: 'approuvée' },
    Cancelled: { label: 'Annulé', word: 'annulée' },
  },
  actions: {
    Review: { name: 'Examiner', do: 'examiner', past: 'examinée' },
    Approve: { name: 'Approuver', do: 'approuver', past: 'approuvée' },
    Cancel: { name: 'Annuler', do: 'annuler', past: 'annulée' },
  },
});

/** A masculine record: 'ordre de transfert', 'bon de livraison', 'avis de chargement'. */
const masculine = (name: string, plural: string, elided = false) => ({
  name,
  Name: name[0].toUpperCase() + name.slice(1),
  plural,
  This: `${elided ? 'Cet' : 'Ce'} ${name}`,
  this: `${elided ? 'cet' : 'ce'} ${name}`,
  The: elided ? `L’${name}` : `Le ${name}`,
  a: `un ${name}`,
  it: 'il',
});

export const WORKFLOW_TEXTS: Catalogue<typeof english.WORKFLOW_TEXTS> = {
  StockUpdate: request('demande de mise à jour de stock'),
  StockTransfer: request('demande de transfert de stock'),
  TransferOrder: {
    ...masculine('ordre de transfert', 'ordres de transfert', true),
    states: {
      Operations: { label: 'Opérations', word: 'à l’étape Opérations' },
      OperationsReviewed: { label: 'Examiné (Opérations)', word: 'examiné à l’étape Opérations' },
      Finance: { label: 'Finance', word: 'à l’étape Finance' },
      FinanceReviewed: { label: 'Examiné (Finance)', word: 'examiné à l’étape Finance' },
      Marketing: { label: 'Marketing', word: 'à l’étape Marketing' },
      MarketingReviewed: { label: 'Examiné (Marketing)', word: 'examiné à l’étape Marketing' },
      ControlRoom: { label: 'Salle de contrôle', word: 'à l’étape Salle de contrôle' },
      ControlRoomReviewed: {
        label: 'Examiné (Salle de contrôle)',
        word: 'examiné à l’étape Salle de contrôle',
      },
      Approved: { label: 'Approuvé', word: 'approuvé' },
      Delivered: { label: 'Livré', word: 'livré' },
      Cancelled: { label: 'Annulé', word: 'annulé' },
    },
    actions: {
      Review: { name: 'Examiner', do: 'examiner', past: 'examiné' },
      Approve: { name: 'Approuver', do: 'approuver', past: 'approuvé' },
      Cancel: { name: 'Annuler', do: 'annuler', past: 'annulé' },
      Deliver: { name: 'Livrer', do: 'livrer', past: 'livré' },
    },
  },
  DeliveryOrder: {
    ...masculine('bon de livraison', 'bons de livraison'),
    states: {
      New: { label: 'Nouveau', word: 'nouveau' },
      Reviewed: { label: 'Examiné', word: 'examiné' },
      Approved: { label: 'Approuvé', word: 'approuvé' },
      Fulfilled: { label: 'Exécuté', word: 'exécuté' },
      Cancelled: { label: 'Annulé', word: 'annulé' },
    },
    actions: {
      Review: { name: 'Examiner', do: 'examiner', past: 'examiné' },
      Approve: { name: 'Approuver', do: 'approuver', past: 'approuvé' },
      Cancel: { name: 'Annuler', do: 'annuler', past: 'annulé' },
      Fulfil: { name: 'Exécuter', do: 'exécuter', past: 'exécuté' },
    },
  },
  FillingAdviceNote: {
    ...masculine('avis de chargement', 'avis de chargement', true),
    states: {
      New: { label: 'Nouveau', word: 'nouveau' },
      Issued: { label: 'Émis', word: 'émis' },
      Cancelled: { label: 'Annulé', word: 'annulé' },
    },
    actions: {
      Issue: { name: 'Émettre', do: 'émettre', past: 'émis' },
      Cancel: { name: 'Annuler', do: 'annuler', past: 'annulé' },
    },
  },
};

export const WORKFLOW_MESSAGES: Catalogue<typeof english.WORKFLOW_MESSAGES> = {
  already: '%{This} est déjà %{word}.',
  notYours: 'Vous ne pouvez pas %{do} %{a} %{word}.',
  notWhile: '%{This} ne peut pas être %{past} tant que %{it} est au statut « %{state} ».',
  cannot: '%{This} ne peut pas être %{past} : %{it} est %{word}.',
  notEditable: '%{This} n’est plus modifiable.',
  done: '%{Name} %{past} avec succès.',
  fourEyes: 'Règle des quatre yeux : vous avez %{eyes} ce dossier ; un autre utilisateur doit l’%{do}.',
  eyes: { submitter: 'soumis', reviewer: 'examiné' },
  actionInvalid: 'L’action n’est pas valide.',
  noAccess: 'Vous n’avez pas accès à cette action.',
};

export const CODE_TEXTS: Catalogue<typeof english.CODE_TEXTS> = {
  stockUpdateType: {
    0: 'Réception',
    1: 'Ajustement de manquant',
    2: 'Ajustement d’excédent',
    3: 'Écarts de nuit',
    4: 'Écarts de chargement',
  },
  priority: { 0: 'Basse', 1: 'Moyenne', 2: 'Haute' },
  permission: {
    P100: 'Soumettre des mises à jour et des transferts de stock',
    P200: 'Créer des ordres de transfert',
    P300: 'Créer des bons de livraison',
    P400: 'Créer des avis de chargement',
    P401: 'Imprimer les avis de chargement',
  },
  role: {
    R100: 'Importateur',
    R200: 'Opérations',
    R300: 'Distributeur',
    R400: 'Salle de contrôle',
    R500: 'Administrateur',
    R600: 'Marketing / Contrôle des stocks',
    R700: 'Finance',
    R1100: 'Agent distributeur',
  },
};
