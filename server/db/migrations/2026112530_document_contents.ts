import type { Kysely } from 'kysely';
import { runSql } from '../run-sql.ts';

// Documents in the database (issue 23, item 6): with DATABASE_URL every API process and machine reads
// the same bytes, which the database's backups and replicas carry. The embedded database keeps its
// documents in the data folder and leaves this table empty (server/domain/documents/storage.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    create table document_contents (
      storage_key text primary key
        references documents (storage_key) deferrable initially deferred,
      data bytea not null constraint document_contents_size check (octet_length(data) between 1 and 10485760)
    );
    alter table document_contents alter column data set storage external;
    comment on table document_contents is 'The bytes of a document, when documents are kept in the database (PostgreSQL): written in the transaction that adds its documents row, removed with its deletion.';
  `,
  );
}
