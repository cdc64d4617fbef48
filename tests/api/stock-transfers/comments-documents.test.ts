import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PDF } from '../../helpers/multipart.ts';
import type { Call } from '../stock-updates/fixtures.ts';
import { approvedTransfer, submitTransfer, type TransferSuite, transferSuite } from './fixtures.ts';

let s: TransferSuite;
beforeAll(async () => {
  s = await transferSuite();
});
afterAll(() => s.t.close());

const upload = (call: Call, entityId: number, title: string, entityType = '3') => {
  const body = multipart({ entityId: String(entityId), entityType, title }, { name: 'note.pdf', data: PDF });
  return call('POST', 'Document', body.payload, body.headers);
};
const detail = async (call: Call, id: number) => (await call('GET', `StockTransfer/${id}`)).json();

describe('comments on a stock transfer', () => {
  it('are open to whoever sees it while it is New or Reviewed, at both ends', async () => {
    const id = await submitTransfer(s, { toInventoryId: s.loneStarPms });
    for (const [call, text] of [
      [s.importer, 'Loading at 6 am.'],
      [s.otherImporter, 'We will receive it.'],
      [s.marketing, 'Please attach the dip chart.'],
    ] as const) {
      const response = await call('POST', 'StockTransfer/Comments', { entityId: id, text });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message).toBe('Comment successfully added.');
    }
    const { comments, canAddComment } = await detail(s.otherImporter, id);
    expect(canAddComment).toBe(true);
    expect(comments.map((c: { text: string; isEditable: boolean }) => [c.text, c.isEditable])).toEqual([
      ['Loading at 6 am.', false],
      ['We will receive it.', true],
      ['Please attach the dip chart.', false],
    ]);
    const own = comments[1].id;
    expect(
      (
        await s.otherImporter('PUT', 'StockTransfer/Comments', {
          entityId: id,
          commentId: own,
          text: 'Received.',
        })
      ).statusCode,
    ).toBe(200);
    expect((await s.importer('DELETE', `StockTransfer/${id}/Comments/${own}`)).statusCode).toBe(403);
    expect((await s.otherImporter('DELETE', `StockTransfer/${id}/Comments/${own}`)).statusCode).toBe(200);
    expect(
      (await s.thirdImporter('POST', 'StockTransfer/Comments', { entityId: id, text: 'Hello' })).statusCode,
    ).toBe(404);
  });

  it('close once the transfer is approved', async () => {
    const id = await approvedTransfer(s);
    const late = await s.importer('POST', 'StockTransfer/Comments', { entityId: id, text: 'Too late' });
    expect(late.statusCode).toBe(400);
    expect((await detail(s.importer, id)).canAddComment).toBe(false);
  });
});

describe('documents of a stock transfer (type 3)', () => {
  it('are managed by the sender and stock control, read by the receiving importer', async () => {
    const id = await submitTransfer(s, { toInventoryId: s.loneStarPms });
    expect((await upload(s.importer, id, 'Loading ticket')).statusCode).toBe(200);
    expect((await upload(s.marketing, id, 'Dip chart')).statusCode).toBe(200);
    expect((await detail(s.otherImporter, id)).canManageDocuments).toBe(false);
    expect((await upload(s.otherImporter, id, 'Receipt')).statusCode).toBe(403);
    expect((await upload(s.thirdImporter, id, 'Stranger')).statusCode).toBe(404);
    const { documents } = await detail(s.otherImporter, id);
    expect(documents.map((d: { title: string; isDeletable: boolean }) => [d.title, d.isDeletable])).toEqual([
      ['Loading ticket', false],
      ['Dip chart', false],
    ]);
    const link = await s.otherImporter('GET', `Document/${documents[0].id}/EntityType/3/Entity/${id}`);
    expect(link.statusCode).toBe(200);
    expect(
      (await s.thirdImporter('GET', `Document/${documents[0].id}/EntityType/3/Entity/${id}`)).statusCode,
    ).toBe(404);
    // A stock update's type does not reach it.
    expect(
      (await s.importer('GET', `Document/${documents[0].id}/EntityType/4/Entity/${id}`)).statusCode,
    ).toBe(404);
    const mine = (await detail(s.importer, id)).documents[0];
    expect(mine.isDeletable).toBe(true);
    expect((await s.importer('DELETE', `Document/${mine.id}/EntityType/3/Entity/${id}`)).statusCode).toBe(
      200,
    );
  });

  it('close once the transfer is approved', async () => {
    const id = await approvedTransfer(s);
    const late = await upload(s.importer, id, 'Too late');
    expect(late.statusCode).toBe(400);
    expect((await detail(s.importer, id)).canManageDocuments).toBe(false);
  });
});
