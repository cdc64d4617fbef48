import { type Kysely, sql } from 'kysely';

/**
 * Runs a script of several statements one by one: PGlite's extended protocol takes a single statement
 * per query. Statements end with a semicolon at the end of a line; `$$` bodies are kept whole.
 */
export async function runSql(db: Kysely<unknown>, script: string): Promise<void> {
  for (const statement of splitStatements(script)) await sql.raw(statement).execute(db);
}

export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  for (const line of script.split('\n')) {
    current += `${line}\n`;
    const insideBody = (current.match(/\$\$/g)?.length ?? 0) % 2 === 1;
    if (!insideBody && /;\s*$/.test(line)) {
      statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
