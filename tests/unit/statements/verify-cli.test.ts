import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STATEMENT_KEY_PATH } from '../../../schemas/statement.ts';
import { copy, ledger, newKey, statementOf } from './fixtures.ts';

// `npm run statement:verify` as its package script runs it: no database, files in, a verdict out.

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ppms-statement-verify-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const write = (name: string, value: unknown) => {
  const file = path.join(folder, name);
  fs.writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value, null, 2));
  return file;
};

function verifyCli(...args: string[]) {
  const child = spawn(process.execPath, ['server/cli/statement-verify.ts', ...args]);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

const key = newKey();
const exported = ledger();
const statement = write('statement.json', statementOf(exported, key));
const keyFile = write('key.pem', key.publicKeyPem);
const ledgerFile = write('ledger.json', exported);

// Each run starts Node (about 0.7 s of CPU), so a run may take seconds on a busy machine.
describe('npm run statement:verify', { timeout: 30_000 }, () => {
  it('exits 0 on a statement that verifies with the ledger export, and prints what it verified', async () => {
    const { code, stdout } = await verifyCli(statement, '--key', keyFile, '--ledger', ledgerFile);
    expect(code).toBe(0);
    expect(stdout).toContain('Statement of Harbel Oil (importer 3) as of 2026-01-15');
    expect(stdout).toContain('Tank T-9 (PMS, inventory 11): 800 gallons');
    expect(stdout).toContain(`Signature: valid Ed25519 signature by the trusted key ${key.fingerprint}.`);
    expect(stdout).toContain('VERIFIED, with the ledger export.');
  });

  it('exits 1 with the reason on a changed figure or a tampered export; 2 when called wrongly', async () => {
    const changed = copy(JSON.parse(fs.readFileSync(statement, 'utf8')));
    changed.statement.inventories[1].balance = 2000;
    const tampered = copy(exported);
    tampered.inventories[0].movements[1].quantity = 400;
    const [figure, ledgerCheck, usage, unreadable] = await Promise.all([
      verifyCli(write('changed.json', changed), '--key', keyFile),
      verifyCli(statement, '--key', keyFile, '--ledger', write('tampered.json', tampered)),
      verifyCli(statement),
      verifyCli(path.join(folder, 'none.json'), '--key', keyFile),
    ]);
    expect(figure.code).toBe(1);
    expect(figure.stderr).toContain('NOT VERIFIED: 1 problem(s).');
    expect(figure.stderr).toContain('The signature does not match the statement under the trusted key');
    expect(ledgerCheck.code).toBe(1);
    expect(ledgerCheck.stderr).toContain(
      'row 2 (movement 101): its fields do not give its hash: it was changed.',
    );
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Give the trusted public key: --key FILE or --url SERVER');
    expect(unreadable.code).toBe(1);
    expect(unreadable.stderr).toContain('NOT VERIFIED: Cannot read the statement');
  });

  it("takes the key from a server's well-known address with --url", async () => {
    const server = http.createServer((request, response) => {
      if (request.url === STATEMENT_KEY_PATH) response.end(key.publicKeyPem);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const { code, stdout } = await verifyCli(statement, '--url', `http://127.0.0.1:${port}`);
      expect(code).toBe(0);
      expect(stdout).toContain('VERIFIED (signature only');
    } finally {
      server.close();
    }
  });
});
