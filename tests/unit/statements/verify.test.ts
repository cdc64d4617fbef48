import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GENESIS_HASH, type LedgerRow } from '../../../schemas/statement.ts';
import { canonicalJson } from '../../../server/domain/statements/canonical.ts';
import { epochMicros, hashedText, movementHash } from '../../../server/domain/statements/chain.ts';
import { readPublicKey, readStatementKey } from '../../../server/domain/statements/key.ts';
import { verifyStatement } from '../../../server/domain/statements/verify.ts';
import { ASOF, chain, copy, ledger, newKey, statementOf } from './fixtures.ts';

// The offline verifier of signed stock statements (server/domain/statements/verify.ts): what it signs
// (canonical JSON), the ledger row hash it recomputes, and every way a statement or an export can be
// wrong. Expected values are written out here (the row hash below was computed by PostgreSQL 15 from the
// same fields with the migration's ledger_movement_hash expression).

const key = newKey();

describe('the canonical JSON a signature covers', () => {
  it('sorts keys at every depth, writes no whitespace and keeps arrays in order', () => {
    expect(canonicalJson({ b: 1, a: [true, null, 'é\n"'], c: { z: -5, y: 'x', A: 0 } })).toBe(
      '{"a":[true,null,"é\\n\\""],"b":1,"c":{"A":0,"y":"x","z":-5}}',
    );
    expect(canonicalJson({ b: undefined, a: 2 })).toBe('{"a":2}');
    expect(() => canonicalJson({ a: Number.NaN })).toThrow();
    expect(() => canonicalJson([undefined])).toThrow();
  });
});

describe("a ledger row's hash, as ledger_movement_hash computes it", () => {
  const row: LedgerRow = {
    id: 5,
    inventoryId: 2,
    seq: 3,
    quantity: -150,
    kind: 'sale',
    effectiveDate: '2026-01-15',
    recordedAt: '2026-01-15T10:00:00.123456Z',
    sourceType: 'DeliveryOrder',
    sourceId: 9,
    userId: null,
    prevHash: GENESIS_HASH,
    hash: '',
  };
  it('covers every field joined by |, the time in microseconds since 1970, no user as -', () => {
    expect(epochMicros('1970-01-01T00:00:01.000001Z')).toBe(1_000_001n);
    expect(epochMicros('2026-01-15T10:00:00Z')).toBe(1_768_471_200_000_000n);
    expect(() => epochMicros('2026-01-15 10:00:00')).toThrow();
    expect(hashedText(row)).toBe(
      `5|2|3|-150|sale|2026-01-15|1768471200123456|DeliveryOrder|9|-|${GENESIS_HASH}`,
    );
    expect(movementHash(row)).toBe('c16a93366f19bb77c2070f7bce3b47c8b265d234f3614683a5b94b4a6afc1021');
    expect(movementHash({ ...row, userId: 4 })).not.toBe(movementHash(row));
  });
});

describe('a statement, verified with the trusted public key', () => {
  const exported = ledger();
  const file = statementOf(exported, key);

  it('verifies, signature only and with the ledger export, and says what it verified', () => {
    const alone = verifyStatement(file, key.publicKey);
    expect(alone.problems).toEqual([]);
    expect(alone.ok).toBe(true);
    expect(alone.report).toContain(
      `Signature: valid Ed25519 signature by the trusted key ${key.fingerprint}.`,
    );
    expect(alone.report[1]).toBe(
      `  Tank T-9 (PMS, inventory 11): 800 gallons, 1 movement(s) that day, head #3 ${exported.inventories[0].movements[2].hash}, read at #3`,
    );
    const withLedger = verifyStatement(file, key.publicKey, exported);
    expect(withLedger.problems).toEqual([]);
    expect(withLedger.report.at(-1)).toMatch(/^Ledger export read .*: 5 movement\(s\) in 2 chain\(s\)/);
    expect(withLedger.ok).toBe(true);
  });

  it('fails when one figure of the statement is changed', () => {
    for (const change of [
      (f: typeof file) => {
        f.statement.inventories[0].balance += 1;
      },
      (f: typeof file) => {
        f.statement.inventories[1].movements[0].quantity = 3000;
      },
      (f: typeof file) => {
        f.statement.asOf = '2026-01-16';
      },
      (f: typeof file) => {
        f.statement.inventories[0].head.hash = exported.inventories[0].movements[1].hash;
      },
    ]) {
      const changed = copy(file);
      change(changed);
      const result = verifyStatement(changed, key.publicKey);
      expect(result.ok).toBe(false);
      expect(result.problems).toContain(
        'The signature does not match the statement under the trusted key: the statement was changed after it ' +
          'was signed, or another key signed it.',
      );
    }
  });

  it('fails when one byte of the signature is changed, or it is not a signature', () => {
    const bytes = Buffer.from(file.signature.value, 'base64');
    bytes[17] ^= 0x01;
    const changed = { ...file, signature: { ...file.signature, value: bytes.toString('base64') } };
    expect(verifyStatement(changed, key.publicKey).ok).toBe(false);
    for (const value of [file.signature.value.slice(4), `${file.signature.value.slice(0, -4)}!!!!`, '']) {
      const broken = verifyStatement({ ...file, signature: { ...file.signature, value } }, key.publicKey);
      expect(broken.problems).toContain('The signature is not 64 bytes of base64: it was changed.');
    }
  });

  it('fails under another key, and says whose key signed it', () => {
    const other = newKey();
    const result = verifyStatement(file, other.publicKey);
    expect(result.ok).toBe(false);
    expect(result.problems[0]).toBe(
      `The statement names the signing key ${key.fingerprint}, not the trusted key ${other.fingerprint}.`,
    );
    expect(result.problems[1]).toMatch(/^The signature does not match/);
    // A statement signed by another key that claims this key's fingerprint still fails.
    const forged = statementOf(exported, other, (s) => {
      s.keyFingerprint = key.fingerprint;
    });
    expect(verifyStatement(forged, key.publicKey).problems).toEqual([
      expect.stringMatching(/^The signature does not match/),
    ]);
  });

  it('refuses a file that is not a statement', () => {
    for (const wrong of [
      null,
      {},
      { statement: file.statement },
      { ...file, statement: { ...file.statement, format: 'x' } },
    ]) {
      const result = verifyStatement(wrong, key.publicKey);
      expect(result.ok).toBe(false);
      expect(result.problems[0]).toMatch(/^The file is not a PPMS stock statement: /);
    }
  });
});

describe('a statement against the ledger export', () => {
  const exported = ledger();
  const file = statementOf(exported, key);
  const problemsWith = (changeLedger: (l: typeof exported) => void, statement = file) => {
    const changed = copy(exported);
    changeLedger(changed);
    const result = verifyStatement(statement, key.publicKey, changed);
    expect(result.ok).toBe(false);
    return result.problems;
  };

  it('fails when a movement of the export was changed, even with its hash and the chain after it recomputed', () => {
    expect(
      problemsWith((l) => {
        l.inventories[0].movements[0].quantity = 1100;
      }),
    ).toEqual([
      'Tank T-9 (PMS, inventory 11), row 1 (movement 100): its fields do not give its hash: it was changed.',
      "Tank T-9 (PMS, inventory 11): its balance is 800 gallons, but the export's movements give 900 gallons.",
    ]);
    // Its hash recomputed: the next row's link breaks.
    expect(
      problemsWith((l) => {
        const rows = l.inventories[0].movements;
        rows[0].quantity = 1100;
        rows[0].hash = movementHash(rows[0]);
      })[0],
    ).toBe(
      "Tank T-9 (PMS, inventory 11), row 2 (movement 101): its link does not match the previous row's hash.",
    );
    // The whole chain rebuilt: only the statement's signed position can tell.
    const rebuilt = problemsWith((l) => {
      l.inventories[0].movements = chain(
        11,
        [
          [1100, '2026-01-10'],
          [500, '2026-01-20'],
          [-200, '2026-01-15'],
        ],
        100,
      );
    });
    expect(rebuilt).toContain(
      'Tank T-9 (PMS, inventory 11): row #3 of the export is not the one the statement was read at: the chain was rewritten.',
    );
  });

  it('fails when a row was removed from the export', () => {
    expect(
      problemsWith((l) => {
        l.inventories[1].movements.splice(0, 1);
      }),
    ).toEqual([
      'Tank T-8 (AGO, inventory 12), row 1 (movement 104): its place is #2, not #1: a row is missing or out of order.',
      "Tank T-8 (AGO, inventory 12), row 1 (movement 104): its link does not match the previous row's hash.",
      "Tank T-8 (AGO, inventory 12): its balance is 200 gallons, but the export's movements give -100 gallons.",
      "Tank T-8 (AGO, inventory 12): its 2 movement(s) of 2026-01-15 are not the export's 1 movement(s) of that day.",
    ]);
    expect(
      problemsWith((l) => {
        l.inventories[0].movements.pop();
      }),
    ).toContain("Tank T-9 (PMS, inventory 11): the export ends before the statement's position #3.");
  });

  it("fails when a signed statement's balance, head or day's movements do not follow from the export", () => {
    const wrongBalance = statementOf(exported, key, (s) => {
      s.inventories[0].balance = 900;
    });
    expect(verifyStatement(wrongBalance, key.publicKey).ok).toBe(true);
    expect(problemsWith(() => {}, wrongBalance)).toEqual([
      "Tank T-9 (PMS, inventory 11): its balance is 900 gallons, but the export's movements give 800 gallons.",
    ]);
    const wrongHead = statementOf(exported, key, (s) => {
      s.inventories[0].head = { seq: 1, hash: exported.inventories[0].movements[0].hash };
    });
    expect(problemsWith(() => {}, wrongHead)).toEqual([
      'Tank T-9 (PMS, inventory 11): movement 102 (#3) comes after its head #1.',
      expect.stringMatching(
        /^Tank T-9 \(PMS, inventory 11\): its head is #1 \w+, but the export gives #3 \w+\.$/,
      ),
    ]);
    const missingMovement = statementOf(exported, key, (s) => {
      s.inventories[1].movements.pop();
    });
    expect(problemsWith(() => {}, missingMovement)).toEqual([
      "Tank T-8 (AGO, inventory 12): its 1 movement(s) of 2026-01-15 are not the export's 2 movement(s) of that day.",
    ]);
  });

  it('fails on a signed statement that contradicts itself', () => {
    const otherDay = statementOf(exported, key, (s) => {
      s.inventories[0].movements = [exported.inventories[0].movements[1]];
    });
    expect(verifyStatement(otherDay, key.publicKey).problems).toEqual([
      'Tank T-9 (PMS, inventory 11): movement 101 is not one of its movements of 2026-01-15.',
    ]);
    const headAfterPosition = statementOf(exported, key, (s) => {
      s.inventories[1].readAt = { seq: 1, hash: exported.inventories[1].movements[0].hash };
    });
    expect(verifyStatement(headAfterPosition, key.publicKey).problems).toEqual([
      'Tank T-8 (AGO, inventory 12): its head #2 is after its position #1.',
    ]);
  });

  it('fails on an export row moved to another chain, or whose time is not one the hash can cover', () => {
    expect(
      problemsWith((l) => {
        l.inventories[1].movements[0].inventoryId = 11;
      })[0],
    ).toBe('Tank T-8 (AGO, inventory 12), row 1 (movement 103): it belongs to inventory 11.');
    expect(
      problemsWith((l) => {
        l.inventories[1].movements[1].recordedAt = '2026-01-22 08:00:00';
      }),
    ).toEqual([
      'Tank T-8 (AGO, inventory 12), row 2 (movement 104): its recorded time "2026-01-22 08:00:00" is not a UTC ' +
        'timestamp: it was changed.',
      "Tank T-8 (AGO, inventory 12): its 2 movement(s) of 2026-01-15 are not the export's 2 movement(s) of that day.",
    ]);
  });

  it('fails on an export of another importer, or one with an inventory the statement leaves out', () => {
    expect(
      problemsWith((l) => {
        l.importer = { id: 4, name: 'Other' };
      }),
    ).toEqual(['The ledger export is of importer 4 (Other), not of importer 3.']);
    expect(
      problemsWith((l) => {
        l.inventories.push({
          inventoryId: 13,
          storageTankNumber: 'T-7',
          productName: 'JET',
          movements: chain(13, [[5, '2026-01-02']], 200),
        });
      }),
    ).toEqual([
      'Tank T-7 (JET, inventory 13) had movements when the statement was read, but the statement leaves it out.',
    ]);
    const broken = verifyStatement(file, key.publicKey, { format: 'ppms-ledger-export/1' });
    expect(broken.problems[0]).toMatch(/^The ledger file is not a PPMS ledger export: /);
  });

  it('verifies against a later export, noting movements back-dated since, and ignores later days', () => {
    const later = copy(exported);
    const rows = later.inventories[0].movements;
    const more = chain(
      11,
      [
        [1000, '2026-01-10'],
        [500, '2026-01-20'],
        [-200, '2026-01-15'],
        [40, '2026-01-14'],
        [9, '2026-01-30'],
      ],
      100,
    ).slice(3);
    let previous = rows[2].hash;
    for (const row of more) {
      const linked = { ...row, prevHash: previous };
      rows.push({ ...linked, hash: movementHash(linked) });
      previous = rows.at(-1)!.hash;
    }
    const result = verifyStatement(file, key.publicKey, later);
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.notes).toEqual([
      `Tank T-9 (PMS, inventory 11): 1 movement(s) effective on or before ${ASOF} were recorded after the ` +
        `statement (corrections back-dated since): as the export stands, the balance of ${ASOF} is 840 gallons.`,
    ]);
  });
});

describe('the signing key', () => {
  // RFC 8032, section 7.1, test 1: its secret key as PKCS#8 DER in base64 (as PPMS_STATEMENT_KEY takes it).
  const RFC_KEY = 'MC4CAQAwBQYDK2VwBCIEIJ1hsZ3v/VpguoRK9JLsLMREScVpezJpGXA7rAMcrn9g';
  it("reads a key as PPMS_STATEMENT_KEY gives it; its fingerprint is the SHA-256 of the public key's DER", () => {
    const rfc = readStatementKey(RFC_KEY, 'PPMS_STATEMENT_KEY');
    const der = rfc.publicKey.export({ format: 'der', type: 'spki' });
    expect(der.subarray(12).toString('hex')).toBe(
      'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
    );
    // sha256sum of the 44-byte DER (the SubjectPublicKeyInfo prefix 302a300506032b6570032100, then the key).
    expect(rfc.fingerprint).toBe('06e3fd8fda29bb60ab59557de61edb0aecdb231134be30e75b455f8e1b792fa9');
    expect(crypto.sign(null, Buffer.alloc(0), rfc.privateKey).toString('hex')).toBe(
      'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e06522490155' +
        '5fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b',
    );
    // The same key in PEM.
    const pem = rfc.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(readStatementKey(pem, 'PPMS_STATEMENT_KEY').fingerprint).toBe(rfc.fingerprint);
  });

  it('refuses what is not an Ed25519 private key, without repeating it', () => {
    const rsa = crypto
      .generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ format: 'pem', type: 'pkcs8' });
    expect(() => readStatementKey(String(rsa), 'PPMS_STATEMENT_KEY')).toThrow(
      'PPMS_STATEMENT_KEY is an rsa key: statements are signed with Ed25519.',
    );
    expect(() => readStatementKey('c2VjcmV0LXNlY3JldA==', 'PPMS_STATEMENT_KEY')).toThrow(
      /^PPMS_STATEMENT_KEY is not an Ed25519 private key: give PKCS#8 PEM, or its DER in base64/,
    );
    expect(() => readPublicKey('c2VjcmV0')).toThrow('it is not a public key in PEM');
  });
});
