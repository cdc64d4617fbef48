import type { Kysely } from 'kysely';
import { runSql } from '../run-sql.ts';

// Each API process keeps the users of open sessions for a few seconds (domain/session-cache.ts). What
// could make such an entry wrong sends a notification on the channel `ppms_access` when it commits, to
// every process listening (PostgreSQL delivers it to each at commit; the embedded database in process):
//   's:<session id>'  a session ended (signed out, or ended by a deactivation or a password reset)
//   'u:<user id>'     a user, their permissions or their importers and distributors changed
//   '*'               roles, permissions or what a role carries changed: everything is read again
// Only these rare writes notify: a notification takes a lock at commit that orders the committing
// transactions that send one, which no record, ledger or session-opening write does.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    create function access_changed() returns trigger language plpgsql as $$
    begin
      if tg_level = 'STATEMENT' then
        perform pg_notify('ppms_access', '*');
      elsif tg_table_name = 'sessions' then
        perform pg_notify('ppms_access', 's:' || coalesce(new.id, old.id));
      elsif tg_table_name = 'users' then
        perform pg_notify('ppms_access', 'u:' || coalesce(new.id, old.id));
      else
        perform pg_notify('ppms_access', 'u:' || coalesce(new.user_id, old.user_id));
      end if;
      return null;
    end $$;

    create trigger sessions_ended after update of ended_at on sessions
      for each row when (new.ended_at is not null and old.ended_at is null) execute function access_changed();
    create trigger sessions_deleted after delete on sessions
      for each row execute function access_changed();
    create trigger users_changed after update or delete on users
      for each row execute function access_changed();
    create trigger user_permissions_changed after insert or update or delete on user_permissions
      for each row execute function access_changed();
    create trigger user_entities_changed after insert or update or delete on user_entities
      for each row execute function access_changed();
    create trigger roles_changed after insert or update or delete on roles
      for each statement execute function access_changed();
    create trigger permissions_changed after insert or update or delete on permissions
      for each statement execute function access_changed();
    create trigger role_permissions_changed after insert or update or delete on role_permissions
      for each statement execute function access_changed();
  `,
  );
}
