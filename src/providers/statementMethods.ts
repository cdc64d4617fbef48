import type { LedgerExport, SignedStatement, StatementKey } from '../../schemas/statement.ts';
import type { HttpClient } from './httpClient.ts';

// Signed stock statements (issue 19, item 4): the importer page names these methods, never a path.

export interface StatementMethods {
  /** GET Statement: an importer's inventories as of a day, signed by the server. */
  getStatement(importerId: number, date: string): Promise<SignedStatement>;
  /** GET Statement/Ledger: every row of the importer's inventories' hash chains. */
  getLedgerExport(importerId: number): Promise<LedgerExport>;
  /** GET Statement/Key: the public key that verifies statements, and its fingerprint. */
  getStatementKey(): Promise<StatementKey>;
}

export function statementMethods(http: HttpClient): StatementMethods {
  const importer = (importerId: number) => `importerId=${encodeURIComponent(String(importerId))}`;
  return {
    getStatement: (importerId, date) =>
      http.request('GET', `Statement?${importer(importerId)}&date=${encodeURIComponent(date)}`),
    getLedgerExport: (importerId) => http.request('GET', `Statement/Ledger?${importer(importerId)}`),
    getStatementKey: () => http.request('GET', 'Statement/Key'),
  };
}
