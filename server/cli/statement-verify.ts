// `npm run statement:verify -- FILE (--key PUBLIC_KEY.pem | --url SERVER) [--ledger EXPORT]`: checks a
// signed stock statement offline, with no database: its Ed25519 signature under the public key you trust
// (a file, or fetched from the server's /.well-known/ppms-statement-key.pem with --url), and with
// --ledger that every balance, the day's movements and every head follow from the importer's ledger
// export (every chain recomputed). Exit code 0 when it verifies, 1 when it does not (the reasons are
// printed), 2 when it was called wrongly.

import type { KeyObject } from 'node:crypto';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { STATEMENT_KEY_PATH } from '../../schemas/statement.ts';
import { readPublicKey } from '../domain/statements/key.ts';
import { verifyStatement } from '../domain/statements/verify.ts';

const USAGE =
  'Usage: npm run statement:verify -- STATEMENT.json (--key PUBLIC_KEY.pem | --url https://ppms.example.org) ' +
  '[--ledger LEDGER_EXPORT.json]';

class Refusal extends Error {}

function readJson(file: string, what: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Refusal(`Cannot read the ${what} ${file}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new Refusal(`The ${what} ${file} is not JSON.`);
  }
}

/** The trusted public key: a PEM file, or the one the server at `url` publishes. */
async function trustedKey(keyFile: string | undefined, url: string | undefined): Promise<KeyObject> {
  let pem: string;
  let from: string;
  if (keyFile) {
    from = keyFile;
    try {
      pem = fs.readFileSync(keyFile, 'utf8');
    } catch (error) {
      throw new Refusal(`Cannot read the public key ${keyFile}: ${(error as Error).message}`);
    }
  } else {
    from = new URL(STATEMENT_KEY_PATH, url).toString();
    const response = await fetch(from).catch((error: Error) => {
      throw new Refusal(`Cannot fetch the public key from ${from}: ${error.message}`);
    });
    if (!response.ok) throw new Refusal(`Cannot fetch the public key from ${from}: HTTP ${response.status}.`);
    pem = await response.text();
  }
  try {
    return readPublicKey(pem);
  } catch (error) {
    throw new Refusal(`The public key ${from} can not be used: ${(error as Error).message}.`);
  }
}

const OPTIONS = { key: { type: 'string' }, url: { type: 'string' }, ledger: { type: 'string' } } as const;
const readArgs = (argv: string[]) => parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });

async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof readArgs>;
  try {
    parsed = readArgs(argv);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { positionals, values } = parsed;
  if (positionals.length !== 1 || !!values.key === !!values.url) {
    console.error(
      `${positionals.length !== 1 ? 'Name one statement file.' : 'Give the trusted public key: --key FILE or --url SERVER (one of them).'}\n${USAGE}`,
    );
    return 2;
  }
  if (values.url && !URL.canParse(values.url)) {
    console.error(`--url ${values.url} is not an address (https://host[:port]).\n${USAGE}`);
    return 2;
  }
  try {
    const key = await trustedKey(values.key, values.url);
    const statement = readJson(positionals[0], 'statement');
    const ledger = values.ledger ? readJson(values.ledger, 'ledger export') : undefined;
    const result = verifyStatement(statement, key, ledger);
    for (const line of result.report) console.log(line);
    for (const note of result.notes) console.log(`Note: ${note}`);
    if (result.ok) {
      console.log(
        values.ledger
          ? 'VERIFIED, with the ledger export.'
          : 'VERIFIED (signature only: add --ledger EXPORT to check the figures against the chains).',
      );
      return 0;
    }
    console.error(`NOT VERIFIED: ${result.problems.length} problem(s).`);
    for (const problem of result.problems) console.error(`  ${problem}`);
    return 1;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    console.error(`NOT VERIFIED: ${error.message}`);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
