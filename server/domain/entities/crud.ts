import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { findEntity } from '../../../schemas/entities.ts';
import { type EntityDefinition, entityText } from '../../../schemas/entity.ts';
import { columnFields, describeFields, type FieldSpec, referenceKey } from '../../../schemas/fieldTypes.ts';
import type { Label } from '../../../schemas/i18n/en/labels.ts';
import { invalid, label } from '../../../schemas/i18n/msg.ts';
import { recordIdFromText } from '../../../schemas/numbers.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import { say } from '../../i18n/index.ts';
import { type AdminChange, auditedChange, rowSnapshot } from '../audit/admin.ts';
import type { AuthUser } from '../auth-user.ts';
import { lockLedger } from '../ledger/index.ts';
import { visibleDistributorIds, visibleImporterIds } from '../visibility.ts';
import { hooksOf } from './hooks.ts';

// Generic CRUD of a master-data entity, driven by its schema's field specs: columns, references
// (joined in the same query as {id, name} plus {key}Name), uniqueness and the read scope.

export type EntityRecord = Record<string, unknown> & { id: number };

// The entity's table is only known at run time: queries go through an untyped view of the database.
// biome-ignore lint/suspicious/noExplicitAny: table and column names come from the entity definition.
type Loose = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: see Loose.
type LooseQuery = SelectQueryBuilder<any, any, any>;
const loose = (db: Database) => db.db as unknown as Loose;

const specsOf = (entity: EntityDefinition) => columnFields(describeFields(entity.schema));
const targetOf = (field: FieldSpec): EntityDefinition => {
  const target = field.reference ? findEntity(field.reference) : undefined;
  if (!target) throw new Error(`Field ${field.name} references unknown resource ${field.reference}.`);
  return target;
};

/** Every column and every reference's {id, name} and name, one query, no query per row. */
function selectRecords(db: Database, entity: EntityDefinition): LooseQuery {
  let query: LooseQuery = loose(db).selectFrom(`${entity.table} as t`).select('t.id');
  for (const field of specsOf(entity)) {
    query = query.select(`t.${field.name}`);
    if (field.type !== 'reference') continue;
    const target = targetOf(field);
    const alias = `ref_${field.name}`;
    const name = sql.ref(`${alias}.${target.display}`);
    const key = referenceKey(field.name);
    query = query.leftJoin(`${target.table} as ${alias}`, `${alias}.id`, `t.${field.name}`).select([
      sql`case when ${sql.ref(`${alias}.id`)} is null then null
          else json_build_object('id', ${sql.ref(`${alias}.id`)}, 'name', ${name}) end`.as(key),
      sql<string | null>`${name}`.as(`${key}Name`),
    ]);
  }
  return query;
}

/** External users see only their linked importers or distributors; internal users everything. */
function scoped(query: LooseQuery, entity: EntityDefinition, user: AuthUser): LooseQuery {
  const scope = entity.access.scope;
  if (!scope) return query;
  const ids = scope === 'importer' ? visibleImporterIds(user) : visibleDistributorIds(user);
  return ids === 'all' ? query : query.where('t.id', 'in', [0, ...ids]);
}

export async function listRecords(db: Database, entity: EntityDefinition, user: AuthUser) {
  return (await scoped(selectRecords(db, entity), entity, user)
    .orderBy(sql`lower(${sql.ref(`t.${entity.display}`)}::text)`)
    .orderBy('t.id')
    .execute()) as EntityRecord[];
}

/** One record with what its hooks add; 404 when unknown or not visible to the user. */
export async function getRecord(db: Database, entity: EntityDefinition, id: number, user: AuthUser) {
  const record = (await scoped(selectRecords(db, entity), entity, user)
    .where('t.id', '=', id)
    .executeTakeFirst()) as EntityRecord | undefined;
  if (!record) throw notFound(entityText(entity, 'The'));
  const detail = hooksOf(entity).detail;
  return detail ? detail(db, user, record) : record;
}

/** The values the payload writes to the table's own columns. */
function columnValues(entity: EntityDefinition, payload: Record<string, unknown>, mode: 'create' | 'edit') {
  const writable = specsOf(entity).filter((f) => !f.readOnly && (mode === 'edit' || !f.editOnly));
  return Object.fromEntries(
    writable.filter((f) => payload[f.name] !== undefined).map((f) => [f.name, payload[f.name]]),
  );
}

const uniqueMessage = (field: FieldSpec, value: unknown) =>
  say('server.entities.inUse', { label: label(field.label as Label), value: String(value) });

/** Unique fields (case-insensitive) and references that must exist: 400 with the field's message. */
async function checkValues(
  tx: Database,
  entity: EntityDefinition,
  values: Record<string, unknown>,
  id: number | null,
) {
  for (const field of specsOf(entity)) {
    const value = values[field.name];
    if (value === null || value === undefined) continue;
    if (field.unique) {
      const taken = await loose(tx)
        .selectFrom(entity.table)
        .select('id')
        .where(sql`lower(${sql.ref(field.name)}::text)`, '=', String(value).toLowerCase())
        .$if(id !== null, (q) => q.where('id', '<>', id))
        .executeTakeFirst();
      if (taken) throw badRequest(uniqueMessage(field, value), { [field.name]: uniqueMessage(field, value) });
    }
    if (field.type === 'reference') {
      const exists = await loose(tx)
        .selectFrom(targetOf(field).table)
        .select('id')
        .where('id', '=', value)
        .executeTakeFirst();
      if (!exists)
        throw badRequest(invalid(field.label as Label), { [field.name]: invalid(field.label as Label) });
    }
  }
}

/** A unique index refusing a value another request took meanwhile: the same 400 as the check. */
async function withUniqueGuard<T>(
  entity: EntityDefinition,
  values: Record<string, unknown>,
  fn: () => Promise<T>,
) {
  try {
    return await fn();
  } catch (error) {
    if ((error as { code?: string })?.code !== '23505') throw error;
    const field = specsOf(entity).find((f) => f.unique && values[f.name] != null);
    const message = field ? uniqueMessage(field, values[field.name]) : say('server.entities.exists');
    throw badRequest(message, field ? { [field.name]: message } : undefined);
  }
}

export async function createRecord(
  db: Database,
  entity: EntityDefinition,
  payload: Record<string, unknown>,
  user: AuthUser,
) {
  const values = columnValues(entity, payload, 'create');
  const hooks = hooksOf(entity);
  const id = await withUniqueGuard(entity, values, () =>
    db.transaction((tx) =>
      auditedChange(tx, auditOf(entity, user, 'Create', null), async () => {
        await checkValues(tx, entity, values, null);
        await hooks.beforeSave?.(tx, null, payload);
        const row = await loose(tx)
          .insertInto(entity.table)
          .values(values)
          .returning('id')
          .executeTakeFirstOrThrow();
        await hooks.afterSave?.(tx, row.id as number, payload, user);
        return row.id as number;
      }),
    ),
  );
  return getRecord(db, entity, id, user);
}

export async function updateRecord(
  db: Database,
  entity: EntityDefinition,
  payload: Record<string, unknown>,
  user: AuthUser,
) {
  // The entity's edit schema requires a record id (schemas/entity.ts payloadSchema): read it through the one id rule.
  const id = recordIdFromText(String(payload.id));
  if (id === null) throw notFound(entityText(entity, 'The'));
  const values = columnValues(entity, payload, 'edit');
  const hooks = hooksOf(entity);
  await withUniqueGuard(entity, values, () =>
    db.transaction(async (tx) => {
      if (hooks.ledgerScope) await lockLedger(tx, await hooks.ledgerScope(tx, id, payload));
      await auditedChange(tx, auditOf(entity, user, 'Update', id), () => updateLocked(tx, id));
    }),
  );
  return getRecord(db, entity, id, user);

  async function updateLocked(tx: Database, id: number) {
    const found = await loose(tx)
      .selectFrom(entity.table)
      .select('id')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!found) throw notFound(entityText(entity, 'The'));
    await checkValues(tx, entity, values, id);
    await hooks.beforeSave?.(tx, id, payload);
    if (Object.keys(values).length) {
      await loose(tx).updateTable(entity.table).set(values).where('id', '=', id).execute();
    }
    await hooks.afterSave?.(tx, id, payload, user);
  }
}

/** The audit of a master-data change: the row, and a storage tank's inventories with it. */
const auditOf = (entity: EntityDefinition, user: AuthUser, verb: string, id: number | null): AdminChange => ({
  adminId: user.id,
  action: `${verb} ${entity.label.toLowerCase()}`,
  recordType: entity.table,
  id,
  snapshot: async (tx, rowId) => {
    const row = await rowSnapshot(tx, entity.table, rowId);
    if (entity.table !== 'storage_tanks' || !row) return row;
    const inventories = await sql<{ row: unknown }>`select to_jsonb(i) as row from inventories i
      where i.storage_tank_id = ${rowId} order by i.id`.execute(tx.db);
    return { ...(row as object), inventories: inventories.rows.map((r) => r.row) };
  },
});
