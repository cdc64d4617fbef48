import { sql } from 'kysely';
import type { Database } from '../../db/client.ts';
import { writeAudit } from './write.ts';

/** A row as JSON, by table and id (null when there is none); writeAudit drops its secrets. */
export async function rowSnapshot(tx: Database, table: string, id: number | null): Promise<unknown> {
  if (id === null) return null;
  const found = await sql<{ row: unknown }>`select to_jsonb(t) as row from ${sql.table(table)} t
    where t.id = ${id}`.execute(tx.db);
  return found.rows[0]?.row ?? null;
}

/** A user as an administrator shapes them: the row, the permissions granted, the entities linked. */
export async function userSnapshot(tx: Database, id: number | null): Promise<unknown> {
  if (id === null) return null;
  const user = await rowSnapshot(tx, 'users', id);
  if (!user) return null;
  const permissions = await tx.db
    .selectFrom('userPermissions as up')
    .innerJoin('permissions as p', 'p.id', 'up.permissionId')
    .where('up.userId', '=', id)
    .select('p.code')
    .orderBy('p.code')
    .execute();
  const entities = await tx.db
    .selectFrom('userEntities')
    .where('userId', '=', id)
    .select(['importerId', 'distributorId'])
    .orderBy('importerId')
    .orderBy('distributorId')
    .execute();
  return { user, permissions: permissions.map((p) => p.code), entities };
}

export interface AdminChange {
  adminId: number;
  /** 'Register user', 'Update role', 'Update product'... */
  action: string;
  recordType: string;
  /** The record changed; null for one the change creates (its id is then what `change` returns). */
  id: number | null;
  snapshot?: (tx: Database, id: number | null) => Promise<unknown>;
}

/**
 * Runs an administrative change inside the caller's transaction and writes its audit row there, with
 * the record as it was before and after. A change that changed nothing writes none.
 */
export async function auditedChange<T>(
  tx: Database,
  what: AdminChange,
  change: () => Promise<T>,
): Promise<T> {
  const snapshot =
    what.snapshot ?? ((t: Database, id: number | null) => rowSnapshot(t, tableOf(what.recordType), id));
  const before = await snapshot(tx, what.id);
  const result = await change();
  const id = what.id ?? (typeof result === 'number' ? result : null);
  const after = await snapshot(tx, id);
  if (JSON.stringify(before) === JSON.stringify(after)) return result;
  await writeAudit(tx, [
    {
      kind: 'admin-change',
      userId: what.adminId,
      recordType: what.recordType,
      recordId: id,
      detail: { action: what.action, before, after },
    },
  ]);
  return result;
}

const TABLES: Record<string, string> = {
  User: 'users',
  Product: 'products',
  Importer: 'importers',
  Distributor: 'distributors',
  StorageTank: 'storage_tanks',
  Inventory: 'inventories',
};
const tableOf = (recordType: string) => {
  const table = TABLES[recordType];
  if (!table) throw new Error(`No table for the audited record type ${recordType}.`);
  return table;
};
