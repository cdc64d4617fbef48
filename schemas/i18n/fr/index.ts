import type { SharedEnglish } from '../en/index.ts';
import type { Catalogue } from '../message.ts';
import { LABELS } from './labels.ts';
import {
  ACCOUNT_MESSAGES,
  COMMENT_MESSAGES,
  DELIVERY_ORDER_MESSAGES,
  DOCUMENT_MESSAGES,
  ENTITY_TEXTS,
  FAN_MESSAGES,
  FOUR_EYES_MESSAGES,
  IMPORTER_MESSAGES,
  REPORT_MESSAGES,
  STOCK_TRANSFER_MESSAGES,
  STOCK_UPDATE_MESSAGES,
  THE,
  TRANSFER_ORDER_MESSAGES,
  USER_MESSAGES,
} from './records.ts';
import { validation } from './validation.ts';
import { STATEMENT_MESSAGES, VOLUME_MESSAGES } from './volumes.ts';
import { CODE_TEXTS, WORKFLOW_MESSAGES, WORKFLOW_TEXTS } from './workflows.ts';

/**
 * The shared French catalogue: every key of schemas/i18n/en in French (TypeScript refuses a missing
 * one). Glossary, kept through every catalogue (the terms of the trade in francophone West Africa):
 * stock update request: demande de mise à jour de stock (f) · stock transfer request: demande de
 * transfert de stock (f) · transfer order: ordre de transfert (m) · delivery order (DO): bon de
 * livraison (BL, m) · filling advice note (FAN): avis de chargement (m) · storage tank: bac de stockage
 * (bac) · inventory (an importer's stock in one tank): inventaire · importer: importateur · distributor:
 * distributeur · shipment: réception · overage / shortage: excédent / manquant · overnight / loading
 * differences: écarts de nuit / de chargement · balance: solde (adjusted: ajusté; available:
 * disponible) · compartment: compartiment · loading bay: poste de chargement · vehicle number: numéro
 * du véhicule · review / approve / cancel / issue / fulfil: examiner / approuver / annuler / émettre /
 * exécuter · Control Room: Salle de contrôle · Marketing / Stock Control: Marketing / Contrôle des
 * stocks · four-eyes rule: règle des quatre yeux · days of cover: jours de couverture · loss
 * tolerance: tolérance de pertes · record: dossier · sign in / out: se connecter / se déconnecter.
 */
export const sharedFrench: Catalogue<SharedEnglish> & { entity: typeof ENTITY_TEXTS } = {
  ...validation,
  label: LABELS,
  workflow: WORKFLOW_MESSAGES,
  record: WORKFLOW_TEXTS,
  code: CODE_TEXTS,
  the: THE,
  entity: ENTITY_TEXTS,
  comment: COMMENT_MESSAGES,
  document: DOCUMENT_MESSAGES,
  fourEyes: FOUR_EYES_MESSAGES,
  stockUpdate: STOCK_UPDATE_MESSAGES,
  stockTransfer: STOCK_TRANSFER_MESSAGES,
  transferOrder: TRANSFER_ORDER_MESSAGES,
  deliveryOrder: DELIVERY_ORDER_MESSAGES,
  fan: FAN_MESSAGES,
  importer: IMPORTER_MESSAGES,
  report: REPORT_MESSAGES,
  user: USER_MESSAGES,
  account: ACCOUNT_MESSAGES,
  volume: VOLUME_MESSAGES,
  statement: STATEMENT_MESSAGES,
};
