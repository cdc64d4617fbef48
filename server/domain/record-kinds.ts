import type { Workflow } from '../../schemas/workflows/types.ts';
import type { Database } from '../db/client.ts';
import { notFound } from '../errors.ts';
import type { AuthUser } from './auth-user.ts';

/**
 * What comments, documents and history need to know about a record type: its workflow (record = API
 * base path and history key), its document type code, who may read it, and its state for a user.
 */
export interface RecordKind {
  workflow: Workflow;
  /** DOCUMENT_ENTITY_TYPES code (StockUpdate 4); none for a record type without documents (notes). */
  documentType?: number;
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
}

const kinds: RecordKind[] = [];

/** A query of one record's status (a select of its visible rows by id). */
interface StatusQuery {
  forShare(): StatusQuery;
  executeTakeFirst(): Promise<{ status: string } | undefined>;
}

/** visibleState from a query of the record's status: the row locked FOR SHARE when asked. */
export async function statusOf(query: StatusQuery, lock = false): Promise<string | undefined> {
  return (await (lock ? query.forShare() : query).executeTakeFirst())?.status;
}

/** Each record type registers itself once (its route file imports its kind). */
export function registerRecordKind(kind: RecordKind): RecordKind {
  if (!kinds.some((k) => k.workflow.record === kind.workflow.record)) kinds.push(kind);
  return kind;
}

export const kindByDocumentType = (type: number) => kinds.find((k) => k.documentType === type);
/** The document type codes of the registered record types. */
export const documentTypes = () =>
  kinds.flatMap((k) => (k.documentType === undefined ? [] : [k.documentType]));
export const kindByRecord = (record: string) => kinds.find((k) => k.workflow.record === record);

/** Locks a record (FOR SHARE) and answers its state, or 404 when it does not exist or the user may not see it. */
export async function lockVisibleRecord(
  tx: Database,
  kind: RecordKind,
  user: AuthUser,
  id: number,
): Promise<string> {
  const state = await kind.visibleState(tx, user, id, true);
  if (state === undefined) throw notFound(`The ${kind.workflow.label}`);
  return state;
}
