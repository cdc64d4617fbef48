import type { Kysely } from 'kysely';
import { runSql } from '../run-sql.ts';

// The stock ledger (DESIGN.md section 5): append-only movement rows, one hash chain per inventory.
// - ledger_movement_hash() is the one definition of a row's hash: posting (the insert trigger) and
//   verification (server/domain/ledger/verify.ts) both call it, so they can not drift apart.
// - The insert trigger serializes postings per inventory with an advisory lock, then fills seq,
//   prev_hash and hash from the inventory's last row; unique (inventory_id, seq) backs it up.
// - UPDATE, DELETE and TRUNCATE are refused by triggers: a correction is a new row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    create table ledger_movements (
      id bigint generated always as identity primary key,
      inventory_id integer not null references inventories(id),
      quantity bigint not null check (quantity <> 0),
      kind text not null check (kind in ('shipment', 'overage', 'shortage', 'overnight_difference',
        'loading_difference', 'transfer_in', 'transfer_out', 'sale')),
      effective_date date not null,
      recorded_at timestamptz not null default now(),
      source_type text not null,
      source_id integer not null,
      user_id integer references users(id),
      seq integer not null,
      prev_hash text not null,
      hash text not null,
      unique (inventory_id, seq)
    );
    create index ledger_movements_balance on ledger_movements (inventory_id, effective_date) include (quantity, id);
    create index ledger_movements_source on ledger_movements (source_type, source_id);
    create function ledger_movement_hash(
      p_id bigint, p_inventory_id integer, p_seq integer, p_quantity bigint, p_kind text,
      p_effective_date date, p_recorded_at timestamptz, p_source_type text, p_source_id integer,
      p_user_id integer, p_prev_hash text
    ) returns text language sql immutable as $$
      select encode(sha256(convert_to(concat_ws('|', p_id, p_inventory_id, p_seq, p_quantity, p_kind,
        to_char(p_effective_date, 'YYYY-MM-DD'), (extract(epoch from p_recorded_at) * 1000000)::bigint,
        p_source_type, p_source_id, coalesce(p_user_id::text, '-'), p_prev_hash), 'UTF8')), 'hex')
    $$;
    create function ledger_movements_chain() returns trigger language plpgsql volatile as $$
    declare
      last_seq integer;
      last_hash text;
    begin
      perform pg_advisory_xact_lock(5001, new.inventory_id);
      select seq, hash into last_seq, last_hash from ledger_movements
        where inventory_id = new.inventory_id order by seq desc limit 1;
      new.seq := coalesce(last_seq, 0) + 1;
      new.prev_hash := coalesce(last_hash, repeat('0', 64));
      new.hash := ledger_movement_hash(new.id, new.inventory_id, new.seq, new.quantity, new.kind,
        new.effective_date, new.recorded_at, new.source_type, new.source_id, new.user_id, new.prev_hash);
      return new;
    end
    $$;
    create trigger ledger_movements_chain before insert on ledger_movements
      for each row execute function ledger_movements_chain();
    create function ledger_movements_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger_movements is append-only: % refused (post a correcting movement instead)', tg_op
        using errcode = 'P0001';
    end
    $$;
    create trigger ledger_movements_append_only before update or delete on ledger_movements
      for each row execute function ledger_movements_refuse_change();
    create trigger ledger_movements_no_truncate before truncate on ledger_movements
      for each statement execute function ledger_movements_refuse_change();
  `,
  );
}
