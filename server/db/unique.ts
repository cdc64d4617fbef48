import { sql } from 'kysely';
import type { Database } from './client.ts';

const UNIQUE_VIOLATION = '23505';

/**
 * Runs a write that a unique index may refuse (a number taken between its check and the insert, by
 * another request at the same moment), turning that refusal into `refusal()`: the same clear 400 as the
 * check gives.
 */
export async function refuseDuplicate<T>(write: () => Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw refusal();
    throw error;
  }
}

/** A record number unique whatever its case (a unique index on lower(column)), and its refusal. */
export interface NumberRule {
  table: 'transfer_orders' | 'delivery_orders';
  column: string;
  refusal(number: string): Error;
}

/** Refuses a number another record of the table already has, case aside; `except` is the record edited. */
export async function checkNumberFree(tx: Database, rule: NumberRule, number: string, except = 0) {
  const { rows } = await sql`select 1 from ${sql.table(rule.table)}
    where lower(${sql.ref(rule.column)}) = lower(${number}) and id <> ${except} limit 1`.execute(tx.db);
  if (rows.length) throw rule.refusal(number);
}

/** Runs the write of a checked number; one taken meanwhile (by a request at the same moment) is the same refusal. */
export const uniqueNumber = <T>(rule: NumberRule, number: string, write: () => Promise<T>): Promise<T> =>
  refuseDuplicate(write, () => rule.refusal(number));
