import crypto from 'node:crypto';
import { SIGNATURE_ALGORITHM, type SignedStatement, type StatementBody } from '../../../schemas/statement.ts';
import { signedBytes } from './canonical.ts';
import type { StatementSigningKey } from './key.ts';

/** The statement file: the statement and the Ed25519 signature of its canonical JSON (canonical.ts). */
export const signStatement = (statement: StatementBody, key: StatementSigningKey): SignedStatement => ({
  statement,
  signature: {
    algorithm: SIGNATURE_ALGORITHM,
    value: crypto.sign(null, signedBytes(statement), key.privateKey).toString('base64'),
  },
});
