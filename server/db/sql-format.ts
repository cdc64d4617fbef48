import { type RawBuilder, sql } from 'kysely';

/** A timestamptz column as ISO text in UTC ('2026-11-21T10:15:00.000Z'), or null. */
export const isoTime = (column: string): RawBuilder<string> =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A user's full name from a users table alias ('u' gives u.first_name || ' ' || u.last_name). */
export const fullName = (alias: string): RawBuilder<string> =>
  sql<string>`${sql.ref(`${alias}.firstName`)} || ' ' || ${sql.ref(`${alias}.lastName`)}`;
