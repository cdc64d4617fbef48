import type { RawBuilder } from 'kysely';
import { documentTypeOf } from '../../../schemas/codes.ts';
import { recordWord } from '../../../schemas/i18n/words.ts';
import type { Workflow } from '../../../schemas/workflows/types.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { AuthUser } from '../auth-user.ts';
import type { WorkflowBinding } from '../workflow.ts';
import type { WaitingSource } from './waiting.ts';

/**
 * One record type on the server, declared once in its folder's definition.ts and listed in ./index.ts:
 * its workflow (record = API base path and history key; rights and state changes), the runner's binding
 * to its table, who sees it, and the rows it gives the ledger and the reports. Comments, documents, the
 * ledger's pending totals and commitments and the reports' record sources all read the list: nothing
 * registers itself on import.
 */
export interface RecordType {
  workflow: Workflow;
  // biome-ignore lint/suspicious/noExplicitAny: each binding has its own locked-record type
  binding: WorkflowBinding<any, any, any, any>;
  /** Whether it carries documents; its document type is then the spec's code for its record name. */
  documents: boolean;
  /**
   * The record's state if it exists and this user may see it, else undefined (404). Inside a
   * transaction with lock, the row is locked FOR SHARE so no transition slips in meanwhile.
   */
  visibleState(db: Database, user: AuthUser, id: number, lock?: boolean): Promise<string | undefined>;
  /**
   * The user as the workflow's grants see them on this record, where the record type narrows them (a
   * stock transfer's receiving importer manages no documents of it). Default: the user.
   */
  actor?(db: Database, user: AuthUser, id: number): Promise<AuthUser>;
  /**
   * What its open records hold back or bring in, per inventory (ledger/pending.ts: rows inventory_id,
   * term, quantity, record_label, record_id).
   */
  pending?: readonly RawBuilder<unknown>[];
  /** What it commits of an importer's product beyond any tank (rows importer_id, product_id, quantity). */
  commitments?: readonly RawBuilder<unknown>[];
  /** What its records post or would post, for the reports (reports/sources.ts: the row shape there). */
  records?: RawBuilder<unknown>;
  /** Where 'Waiting for me' reads its records (./waiting.ts). */
  waiting?: WaitingSource;
}

export interface DefinedRecordType extends RecordType {
  /** DOCUMENT_ENTITY_TYPES code (StockUpdate 4); none for a record type without documents (notes). */
  documentType?: number;
}

/** A record type's definition: checked (its binding runs its own workflow) and its document type found. */
export function defineRecordType(type: RecordType): DefinedRecordType {
  if (type.binding.workflow !== type.workflow)
    throw new Error(`${type.workflow.record}: its binding runs another workflow.`);
  return { ...type, documentType: type.documents ? documentTypeOf(type.workflow.record) : undefined };
}

/** A query of one record's status (a select of its visible rows by id). */
interface StatusQuery {
  forShare(): StatusQuery;
  executeTakeFirst(): Promise<{ status: string } | undefined>;
}

/** visibleState from a query of the record's status: the row locked FOR SHARE when asked. */
export async function statusOf(query: StatusQuery, lock = false): Promise<string | undefined> {
  return (await (lock ? query.forShare() : query).executeTakeFirst())?.status;
}

/** Locks a record (FOR SHARE) and answers its state, or 404 when it does not exist or the user may not see it. */
export async function lockVisibleRecord(
  tx: Database,
  type: RecordType,
  user: AuthUser,
  id: number,
): Promise<string> {
  const state = await type.visibleState(tx, user, id, true);
  if (state === undefined) throw notFound(recordWord(type.workflow.record, 'The'));
  return state;
}
