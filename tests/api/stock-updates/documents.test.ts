import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../../server/db/prepare.ts';
import { folderStorage } from '../../../server/domain/documents/storage.ts';
import { usingPostgres } from '../../helpers/app.ts';
import { type FilePart, multipart, PDF } from '../../helpers/multipart.ts';
import { act, type Call, type Suite, stockUpdateSuite, submit } from './fixtures.ts';

let s: Suite;
beforeAll(async () => {
  s = await stockUpdateSuite();
});
afterAll(() => s.t.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]);

const upload = (
  call: Call,
  entityId: number,
  title: string,
  file?: FilePart | FilePart[],
  extra: Record<string, string> = {},
) => {
  const body = multipart({ entityId: String(entityId), entityType: '4', title, ...extra }, file);
  return call('POST', 'Document', body.payload, body.headers);
};
const documentsOf = async (call: Call, id: number) =>
  (await call('GET', `StockUpdate/${id}`)).json().documents;
/**
 * How many documents' bytes are stored: files in the data folder (embedded) or rows of
 * document_contents (PostgreSQL: every process and machine reads them there); never both.
 */
const storedCount = async () => {
  const dir = path.join(s.t.config.dataDir, 'documents');
  const files = fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).match(/\.(pdf|png|jpg)$/)).length
    : 0;
  const { rows } = await s.t.db.db
    .selectFrom('documentContents')
    .select((eb) => eb.fn.countAll<number>().as('rows'))
    .executeTakeFirstOrThrow();
  expect(usingPostgres() ? files : rows, 'stored in the other place').toBe(0);
  return files + Number(rows);
};

describe('Document', () => {
  it('uploads a pdf, lists it, opens it through a short-lived address without a token, deletes it', async () => {
    const id = await submit(s);
    const response = await upload(s.importer, id, 'Bill of lading', { name: 'bol.pdf', data: PDF });
    expect(response.statusCode, response.body).toBe(200);
    const [document] = await documentsOf(s.importer, id);
    expect(document).toMatchObject({
      title: 'Bill of lading',
      uploadedBy: 'Ivan Importer',
      isDeletable: true,
    });
    expect((await documentsOf(s.marketing, id))[0].isDeletable).toBe(false);

    const link = await s.marketing('GET', `Document/${document.id}/EntityType/4/Entity/${id}`);
    expect(link.statusCode).toBe(200);
    const { url } = link.json();
    expect(url).toMatch(/^\/api\/v1\/Document\/File\//);
    const file = await s.t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('inline; filename="bol.pdf"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    // Nothing in a stored file may run or be framed; the browser's own viewer may show it.
    expect(file.headers['content-security-policy']).toMatch(/^default-src 'none';.*frame-ancestors 'none'/);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // Sent as stored even to a browser that accepts compression.
    const accepting = await s.t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(accepting.rawPayload.equals(PDF)).toBe(true);
    const forged = await s.t.app.inject({
      method: 'GET',
      url: url.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A')),
    });
    expect(forged.statusCode).toBe(403);

    expect(
      (await s.otherImporter('GET', `Document/${document.id}/EntityType/4/Entity/${id}`)).statusCode,
    ).toBe(404);
    expect(
      (await s.marketing('DELETE', `Document/${document.id}/EntityType/4/Entity/${id}`)).statusCode,
    ).toBe(403);
    const files = await storedCount();
    const removed = await s.importer('DELETE', `Document/${document.id}/EntityType/4/Entity/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(await documentsOf(s.importer, id)).toEqual([]);
    expect(await storedCount()).toBe(files - 1);
    expect((await s.t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('checks the content, not the name: a .pdf that is an executable is refused with 400', async () => {
    const id = await submit(s);
    const files = await storedCount();
    const fake = await upload(s.importer, id, 'Invoice', { name: 'invoice.pdf', data: EXE });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(
      'Unsupported file was selected. Please convert to pdf before selecting file.',
    );
    const wrongName = await upload(s.importer, id, 'Invoice', { name: 'invoice.exe', data: PDF });
    expect(wrongName.statusCode).toBe(400);
    const mismatch = await upload(s.importer, id, 'Invoice', { name: 'invoice.jpg', data: PNG });
    expect(mismatch.statusCode).toBe(400);
    expect((await upload(s.importer, id, 'Photo', { name: 'tank.PNG', data: PNG })).statusCode).toBe(200);
    expect(await storedCount()).toBe(files + 1);
  });

  it("keeps a folder's file only when its transaction commits (the embedded store, on either database)", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ppms-folder-store-'));
    const store = folderStorage(folder);
    const kept = (key: string) => fs.existsSync(path.join(folder, key.slice(0, 2), key));
    let key = '';
    await expect(
      s.t.db.transaction(async (tx) => {
        key = await store.put(tx, PDF, 'pdf');
        expect(kept(key)).toBe(true);
        throw new Error('the row could not be written');
      }),
    ).rejects.toThrow('the row could not be written');
    expect(kept(key)).toBe(false);
    const committed = await s.t.db.transaction((tx) => store.put(tx, PDF, 'pdf'));
    expect(kept(committed)).toBe(true);
    await s.t.db.transaction((tx) => store.remove(tx, committed));
    expect(kept(committed)).toBe(false);
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('needs a title and a file', async () => {
    const id = await submit(s);
    for (const response of [
      await upload(s.importer, id, '   ', { name: 'a.pdf', data: PDF }),
      await upload(s.importer, id, 'No file'),
      await upload(s.importer, id, 'Empty', { name: 'a.pdf', data: Buffer.alloc(0) }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Document title and valid pdf file are required.');
    }
  });

  it('answers 413 with a message for a file over 10 MB, and stores nothing', async () => {
    const id = await submit(s);
    const files = await storedCount();
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const response = await upload(s.importer, id, 'Too big', { name: 'big.pdf', data: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is larger than 10 MB. Please select a smaller file.');
    expect(await storedCount()).toBe(files);
    expect(await documentsOf(s.importer, id)).toEqual([]);
  });

  it('answers 400, not 500, for an upload cut short (the parser ends before its closing boundary)', async () => {
    const id = await submit(s);
    const files = await storedCount();
    const body = multipart(
      { entityId: String(id), entityType: '4', title: 'Cut' },
      { name: 'a.pdf', data: PDF },
    );
    for (const length of [40, body.payload.length - 10]) {
      const response = await s.importer('POST', 'Document', body.payload.subarray(0, length), body.headers);
      expect(response.statusCode, `cut at ${length}`).toBe(400);
      expect(response.json().message).toBe(
        'The upload is not a complete multipart form. Please upload the file again.',
      );
    }
    expect(await storedCount()).toBe(files);
    expect(await documentsOf(s.importer, id)).toEqual([]);
  });

  it('takes one file per upload: two files answer 400 "Upload one file at a time." and store nothing', async () => {
    const id = await submit(s);
    const files = await storedCount();
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    for (const two of [
      [
        { name: 'a.pdf', data: PDF },
        { name: 'b.png', data: PNG, type: 'image/png' },
      ],
      // The second under another field name, and the second over 10 MB: still the count that is wrong.
      [
        { name: 'a.pdf', data: PDF },
        { name: 'b.pdf', data: PDF, field: 'attachment' },
      ],
      [
        { name: 'a.pdf', data: PDF },
        { name: 'big.pdf', data: big },
      ],
    ]) {
      const response = await upload(s.importer, id, 'Two at once', two);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe('Upload one file at a time.');
    }
    expect(await storedCount()).toBe(files);
    expect(await documentsOf(s.importer, id)).toEqual([]);
    // One file still goes through.
    expect((await upload(s.importer, id, 'One', { name: 'a.pdf', data: PDF })).statusCode).toBe(200);
  });

  it('refuses a duplicate title with 400 unless replace=true, which swaps the file', async () => {
    const id = await submit(s);
    await upload(s.importer, id, 'Certificate', { name: 'c.pdf', data: PDF });
    const duplicate = await upload(s.importer, id, 'certificate ', { name: 'c2.png', data: PNG });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors.title).toContain('already exists');
    const stored = await storedCount();
    const replaced = await upload(
      s.importer,
      id,
      'certificate',
      { name: 'c2.png', data: PNG },
      { replace: 'true' },
    );
    expect(replaced.statusCode).toBe(200);
    const documents = await documentsOf(s.importer, id);
    expect(documents).toHaveLength(1);
    const { url } = (await s.importer('GET', `Document/${documents[0].id}/EntityType/4/Entity/${id}`)).json();
    const file = await s.t.app.inject({ method: 'GET', url });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    // The replaced document's bytes are gone: one stored, as before.
    expect(await storedCount()).toBe(stored);
    // Someone else's document of that title can not be replaced.
    expect(
      (await upload(s.marketing, id, 'Certificate', { name: 'm.pdf', data: PDF }, { replace: 'true' }))
        .statusCode,
    ).toBe(403);
  });

  it('follows canManageDocuments: other importers 404, other roles 403, closed records 400', async () => {
    const id = await submit(s);
    expect((await upload(s.otherImporter, id, 'Peek', { name: 'a.pdf', data: PDF })).statusCode).toBe(404);
    expect((await upload(s.admin, id, 'Admin', { name: 'a.pdf', data: PDF })).statusCode).toBe(403);
    expect((await upload(s.operations, id, 'Ops', { name: 'a.pdf', data: PDF })).statusCode).toBe(403);
    expect((await upload(s.marketing, id, 'Stock control', { name: 'a.pdf', data: PDF })).statusCode).toBe(
      200,
    );
    const [document] = await documentsOf(s.marketing, id);
    await act(s.marketing, id, 30);
    const closed = await upload(s.importer, id, 'Late', { name: 'a.pdf', data: PDF });
    expect(closed.statusCode).toBe(400);
    expect(
      (await s.marketing('DELETE', `Document/${document.id}/EntityType/4/Entity/${id}`)).statusCode,
    ).toBe(400);
    const detail = (await s.marketing('GET', `StockUpdate/${id}`)).json();
    expect(detail.canManageDocuments).toBe(false);
    expect(detail.documents[0].isDeletable).toBe(false);
    // Still viewable after the record closed.
    expect((await s.importer('GET', `Document/${document.id}/EntityType/4/Entity/${id}`)).statusCode).toBe(
      200,
    );
  });

  it('answers 400 for a record type without documents and 404 for a document of another record', async () => {
    const id = await submit(s);
    const body = multipart(
      { entityId: String(id), entityType: '0', title: 'x' },
      { name: 'a.pdf', data: PDF },
    );
    expect((await s.importer('POST', 'Document', body.payload, body.headers)).statusCode).toBe(400);
    await upload(s.importer, id, 'Mine', { name: 'a.pdf', data: PDF });
    const [document] = await documentsOf(s.importer, id);
    const other = await submit(s);
    expect((await s.importer('GET', `Document/${document.id}/EntityType/4/Entity/${other}`)).statusCode).toBe(
      404,
    );
    expect((await s.importer('GET', `Document/${document.id}/EntityType/9/Entity/${id}`)).statusCode).toBe(
      404,
    );
    expect((await s.importer('POST', 'Document', { entityId: id })).statusCode).toBe(400);
  });
});

describe.skipIf(!usingPostgres())('Document on PostgreSQL [PostgreSQL only; skipped on PGlite]', () => {
  it('stores one of many simultaneous uploads of one title and answers the others 400', async () => {
    const id = await submit(s);
    const stored = await storedCount();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => upload(s.importer, id, 'Race', { name: `r${i}.pdf`, data: PDF })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((code) => code === 200)).toHaveLength(1);
    expect(statuses.filter((code) => code === 400)).toHaveLength(7);
    expect(await documentsOf(s.importer, id)).toHaveLength(1);
    // The refused uploads' bytes went with their transactions.
    expect(await storedCount()).toBe(stored + 1);
  });

  it('moves documents kept as files (before they moved into PostgreSQL) into the database at start', async () => {
    const id = await submit(s);
    expect((await upload(s.importer, id, 'Old file', { name: 'old.pdf', data: PDF })).statusCode).toBe(200);
    const [document] = await documentsOf(s.importer, id);
    // As an older version left it: the row, and its bytes in the data folder.
    const { storageKey } = await s.t.db.db
      .selectFrom('documents')
      .select('storageKey')
      .where('id', '=', document.id)
      .executeTakeFirstOrThrow();
    await s.t.db.db.deleteFrom('documentContents').where('storageKey', '=', storageKey).execute();
    const file = path.join(s.t.config.dataDir, 'documents', storageKey.slice(0, 2), storageKey);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, PDF);

    const prepared = await prepareDatabase(s.t.db, s.t.config);
    expect(prepared.movedDocuments).toBe(1);
    expect(fs.existsSync(file)).toBe(false);
    const { url } = (await s.importer('GET', `Document/${document.id}/EntityType/4/Entity/${id}`)).json();
    expect((await s.t.app.inject({ method: 'GET', url })).rawPayload.equals(PDF)).toBe(true);
    expect((await prepareDatabase(s.t.db, s.t.config)).movedDocuments).toBe(0);
  });
});
