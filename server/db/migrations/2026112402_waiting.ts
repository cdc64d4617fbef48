import type { Kysely } from 'kysely';
import { runSql } from '../run-sql.ts';

// 'Waiting for me' by mail (issue 20, item 2): a user may turn the digest off on the profile; a digest
// row per user says whether one is due and when the last went, so that at most one goes an hour.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    alter table users add column mail_waiting boolean not null default true;
    comment on column users.mail_waiting is 'Whether the user gets the hourly mail of what waits for them.';
    create table waiting_digests (
      user_id integer primary key references users(id),
      due boolean not null default false,
      last_sent_at timestamptz
    );
    create index waiting_digests_due on waiting_digests (user_id) where due;
    comment on table waiting_digests is 'Per user: a record reached a step they can take (due), and when their last digest went.';
  `,
  );
}
