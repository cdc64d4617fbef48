import type { Kysely } from 'kysely';
import { runSql } from '../run-sql.ts';

// The audit log (issue 19): one append-only, hash-chained table of sign-ins, administrative changes
// and record state changes, written in the transaction of the change it describes.
// - audit_event_hash() is the one definition of a row's hash: the insert trigger and verification
//   (server/domain/audit/verify.ts) both call it. jsonb's text form is canonical (keys sorted), so
//   the detail hashes the same however it was built.
// - The insert trigger serializes writers with an advisory lock (space 5003) so concurrent
//   transactions on PostgreSQL can not fork the chain; unique (seq) backs it up.
// - UPDATE, DELETE and TRUNCATE are refused by triggers.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    create table audit_events (
      id bigint generated always as identity primary key,
      at timestamptz not null default now(),
      user_id integer references users(id),
      role text,
      address text,
      kind text not null,
      record_type text,
      record_id integer,
      detail jsonb not null default '{}'::jsonb,
      seq integer not null unique,
      prev_hash text not null,
      hash text not null
    );
    create index audit_events_user on audit_events (user_id, id);
    create index audit_events_kind on audit_events (kind, id);
    create index audit_events_record on audit_events (record_type, record_id, id);
    create index audit_events_at on audit_events (at);
    create function audit_event_hash(
      p_id bigint, p_seq integer, p_at timestamptz, p_user_id integer, p_role text, p_address text,
      p_kind text, p_record_type text, p_record_id integer, p_detail jsonb, p_prev_hash text
    ) returns text language sql immutable as $$
      select encode(sha256(convert_to(concat_ws('|', p_id, p_seq,
        (extract(epoch from p_at) * 1000000)::bigint, coalesce(p_user_id::text, '-'),
        coalesce(p_role, '-'), coalesce(p_address, '-'), p_kind, coalesce(p_record_type, '-'),
        coalesce(p_record_id::text, '-'), p_detail::text, p_prev_hash), 'UTF8')), 'hex')
    $$;
    create function audit_events_chain() returns trigger language plpgsql volatile as $$
    declare
      last_seq integer;
      last_hash text;
    begin
      perform pg_advisory_xact_lock(5003, 0);
      select seq, hash into last_seq, last_hash from audit_events order by seq desc limit 1;
      new.seq := coalesce(last_seq, 0) + 1;
      new.prev_hash := coalesce(last_hash, repeat('0', 64));
      new.hash := audit_event_hash(new.id, new.seq, new.at, new.user_id, new.role, new.address, new.kind,
        new.record_type, new.record_id, new.detail, new.prev_hash);
      return new;
    end
    $$;
    create trigger audit_events_chain before insert on audit_events
      for each row execute function audit_events_chain();
    create function audit_events_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_events is append-only: % refused', tg_op using errcode = 'P0001';
    end
    $$;
    create trigger audit_events_append_only before update or delete on audit_events
      for each row execute function audit_events_refuse_change();
    create trigger audit_events_no_truncate before truncate on audit_events
      for each statement execute function audit_events_refuse_change();
  `,
  );
}
