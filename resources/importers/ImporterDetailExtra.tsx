import type { RaRecord } from 'react-admin';
import { hasRole } from '../../schemas/codes.ts';
import { STATEMENT_READERS } from '../../schemas/statement.ts';
import { currentUser } from '../../src/providers/tokenStore.ts';
import { StatementDownload } from '../../src/statements/StatementDownload.tsx';
import { ImporterInventories } from './ImporterInventories.tsx';

/**
 * Below an importer's fields: its inventory cards and, on the importer page, its signed stock statement
 * for those who may download it (the server checks again).
 */
export function ImporterDetailExtra({ record, scope }: { record: RaRecord; scope: 'admin' | 'page' }) {
  return (
    <>
      <ImporterInventories record={record} />
      {scope === 'page' && hasRole(currentUser(), ...STATEMENT_READERS) ? (
        <StatementDownload importerId={Number(record.id)} importerName={String(record.name)} />
      ) : null}
    </>
  );
}
