import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  ledgerExportAnswer,
  ledgerExportFileName,
  ledgerExportQuerySchema,
  SIGNATURE_ALGORITHM,
  STATEMENT_KEY_PATH,
  STATEMENT_READERS,
  signedStatementAnswer,
  statementFileName,
  statementKeyAnswer,
  statementQuerySchema,
} from '../../schemas/statement.ts';
import { readLedgerExport, readStatement } from '../domain/statements/read.ts';
import { signStatement } from '../domain/statements/sign.ts';
import { answers, fileAnswers } from '../plugins/answers.ts';
import { requireRole } from '../plugins/auth.ts';
import { type YupTypeProvider, yupBody } from '../plugins/validation.ts';

const tags = ['Statement'];
const security = [{ bearer: [] }];
const WHO =
  "An importer's user gets its own importers' (another importer answers 404, as an unknown one does); stock " +
  'control (R600) and administrators (R500) any importer; other roles 403.';
const VERIFY =
  'Check it offline with `npm run statement:verify -- FILE --key KEY.pem [--ledger EXPORT]`, with the public ' +
  `key from ${STATEMENT_KEY_PATH} (GET Statement/Key) obtained from a source you trust.`;
export const PEM_TYPE = 'application/x-pem-file';

/** A header parameter value per RFC 5987: UTF-8, percent-encoded but for its attr-chars. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Offers the answer as a file: an ASCII name, and the exact one per RFC 6266 / 5987. */
const asFile = (reply: FastifyReply, name: string) =>
  reply
    .header(
      'content-disposition',
      `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${rfc5987(name)}`,
    )
    .header('cache-control', 'no-store');

/** Signed stock statements (issue 19, item 4), the ledger export that backs them, and the public key. */
export default async function statementRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<YupTypeProvider>();
  const readers = { onRequest: app.authenticate, preValidation: requireRole(STATEMENT_READERS) };

  app.get(
    '/Statement',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'getStatement',
        summary: "A signed statement of an importer's inventories as of a day",
        description:
          'For each inventory of the importer (`importerId`), as of the end of `date` (yyyy-MM-dd, not in the ' +
          'future, not before PPMS_EARLIEST_DATE): the balance (the sum of its ledger movements effective on or ' +
          "before the day), the day's movements (every field their hash covers), the head of its hash chain (the " +
          'last row, by chain order, effective on or before the day: it fixes every movement the balance counts) ' +
          'and the chain position the statement was read at (its last row then). One snapshot of the ledger. ' +
          '`signature.value` is the Ed25519 signature, in base64, of the UTF-8 canonical JSON of `statement` ' +
          `(RFC 8785: keys sorted, no whitespace). Sent as a file, 'PPMS Statement - {importer} {date}.json'. ${WHO} ${VERIFY}`,
        querystring: yupBody(statementQuerySchema),
        response: answers(signedStatementAnswer),
      },
    },
    async (request, reply) => {
      const { importerId, date } = request.query;
      const statement = await readStatement(
        app.db,
        request.user,
        importerId,
        date,
        app.statementKey.fingerprint,
      );
      asFile(reply, statementFileName(statement.importer.name, date));
      return signStatement(statement, app.statementKey);
    },
  );

  app.get(
    '/Statement/Ledger',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'getLedgerExport',
        summary: "An importer's ledger export: every row of its inventories' hash chains",
        description:
          "Every movement of each of the importer's inventories, in chain order, with every field its hash covers " +
          'and its hash, read in one snapshot: everything a statement made before it names. A verifier recomputes ' +
          "each chain from it and checks a statement's balances, day's movements and heads against it; it needs " +
          "no signature of its own (its rows prove themselves against a statement's signed heads). Sent as a file, " +
          `'PPMS Ledger - {importer} {day}.json'. ${WHO}`,
        querystring: yupBody(ledgerExportQuerySchema),
        response: answers(ledgerExportAnswer),
      },
    },
    async (request, reply) => {
      const exported = await readLedgerExport(app.db, request.user, request.query.importerId);
      asFile(reply, ledgerExportFileName(exported.importer.name, exported.generatedAt));
      return exported;
    },
  );

  app.get(
    '/Statement/Key',
    {
      config: { access: 'open' },
      schema: {
        tags,
        operationId: 'getStatementKey',
        summary: 'The public key that verifies statements',
        description:
          `The server's Ed25519 public key (PEM), its SHA-256 fingerprint and the address it is also served at ` +
          `(${STATEMENT_KEY_PATH}). No sign-in needed. The server prints both at start: a verifier should trust ` +
          'a key it got from a source it trusts, never only one read from the server it is checking.',
        response: answers(statementKeyAnswer),
      },
    },
    async () => ({
      algorithm: SIGNATURE_ALGORITHM,
      publicKey: app.statementKey.publicKeyPem,
      fingerprint: app.statementKey.fingerprint,
      address: STATEMENT_KEY_PATH,
    }),
  );
}

/** The public key at its well-known address (outside /api/v1), as plain PEM for any tool. */
export async function statementKeyFile(app: FastifyInstance) {
  app.get(
    STATEMENT_KEY_PATH,
    {
      config: { access: 'open' },
      schema: {
        tags,
        operationId: 'getStatementKeyFile',
        summary: 'The statement public key, PEM',
        description:
          "The server's Ed25519 statement public key as a PEM file (SubjectPublicKeyInfo), for " +
          '`npm run statement:verify -- FILE --key` (save it) or `--url` (fetched from here). The same key as ' +
          'GET Statement/Key. No sign-in needed.',
        response: fileAnswers([PEM_TYPE]),
      },
    },
    async (_request, reply) => reply.type(PEM_TYPE).send(app.statementKey.publicKeyPem),
  );
}
