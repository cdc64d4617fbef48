import crypto, { type KeyObject } from 'node:crypto';

// The key that signs stock statements (Ed25519). Kept like the token secret: PPMS_STATEMENT_KEY when
// given, else made on first start and kept in the database's app settings (every API process on one
// PostgreSQL signs with the same key; a backup carries it). Stored as base64 of its PKCS#8 DER: one line.

/** app_settings key of the generated key. */
export const STATEMENT_KEY_SETTING = 'statement_signing_key';

export interface StatementSigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public key, PEM (SubjectPublicKeyInfo): what verifiers are given. */
  publicKeyPem: string;
  fingerprint: string;
}

/** A new private key, as it is stored: base64 of PKCS#8 DER. */
export const newStatementKey = () =>
  crypto
    .generateKeyPairSync('ed25519')
    .privateKey.export({ format: 'der', type: 'pkcs8' })
    .toString('base64');

/** SHA-256 (hex) of a public key's SubjectPublicKeyInfo DER (`openssl pkey -pubin -outform DER | sha256sum`). */
export const keyFingerprint = (publicKey: KeyObject) =>
  crypto
    .createHash('sha256')
    .update(publicKey.export({ format: 'der', type: 'spki' }))
    .digest('hex');

/** A public key from PEM text (a verifier's trusted key), or an Error saying why not. */
export function readPublicKey(pem: string): KeyObject {
  let key: KeyObject;
  try {
    key = crypto.createPublicKey(pem);
  } catch {
    throw new Error('it is not a public key in PEM');
  }
  if (key.asymmetricKeyType !== 'ed25519')
    throw new Error(`it is an ${key.asymmetricKeyType} key, not Ed25519`);
  return key;
}

/**
 * The signing key from its text: PKCS#8 PEM, or base64 of PKCS#8 DER (one line, handy in an environment
 * variable). `source` names where it came from in the error (never the key itself).
 */
export function readStatementKey(text: string, source: string): StatementSigningKey {
  let privateKey: KeyObject;
  try {
    privateKey = text.includes('-----BEGIN')
      ? crypto.createPrivateKey(text)
      : crypto.createPrivateKey({ key: Buffer.from(text.trim(), 'base64'), format: 'der', type: 'pkcs8' });
  } catch {
    throw new Error(
      `${source} is not an Ed25519 private key: give PKCS#8 PEM, or its DER in base64 ` +
        '(openssl genpkey -algorithm ed25519 -outform DER | base64 -w0).',
    );
  }
  if (privateKey.asymmetricKeyType !== 'ed25519') {
    throw new Error(
      `${source} is an ${privateKey.asymmetricKeyType} key: statements are signed with Ed25519.`,
    );
  }
  const publicKey = crypto.createPublicKey(privateKey);
  return {
    privateKey,
    publicKey,
    publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    fingerprint: keyFingerprint(publicKey),
  };
}
