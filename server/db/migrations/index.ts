import type { Migration } from 'kysely/migration';
import * as foundation from './2026112101_foundation.ts';

/** Every migration, in order. Names are timestamps so they sort as they were written. */
export const migrations: Record<string, Migration> = {
  '2026112101_foundation': foundation,
};
