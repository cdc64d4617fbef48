import type { EntityDefinition } from '../../../schemas/entity.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import type { LedgerScope } from '../ledger/index.ts';
import { importerHooks } from './importer-hooks.ts';
import { storageTankHooks } from './storage-tank-hooks.ts';

type EntityRecord = Record<string, unknown> & { id: number };

/** What an entity adds to the generic CRUD; a plain entity has none. */
export interface EntityHooks {
  /** Completes GET X/{id}'s record (e.g. an importer's inventories). */
  detail?(db: Database, user: AuthUser, record: EntityRecord): Promise<EntityRecord>;
  /**
   * The ledger locks an update needs (server/domain/ledger/locks.ts), taken before the record's row is
   * locked: what its checks read must not change under it. Inside the transaction.
   */
  ledgerScope?(tx: Database, id: number, payload: Record<string, unknown>): Promise<LedgerScope>;
  /** Refuses a save the columns alone can not judge; id is null on create. Inside the transaction. */
  beforeSave?(tx: Database, id: number | null, payload: Record<string, unknown>): Promise<void>;
  /** Writes what lies outside the table's columns, inside the save's transaction. */
  afterSave?(tx: Database, id: number, payload: Record<string, unknown>, user: AuthUser): Promise<void>;
}

const HOOKS: Record<string, EntityHooks> = {
  importers: importerHooks,
  storageTanks: storageTankHooks,
};

export const hooksOf = (entity: EntityDefinition): EntityHooks => HOOKS[entity.resource] ?? {};
