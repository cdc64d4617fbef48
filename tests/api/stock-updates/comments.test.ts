import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, type Suite, stockUpdateSuite, submit } from './fixtures.ts';

let s: Suite;
beforeAll(async () => {
  s = await stockUpdateSuite();
});
afterAll(() => s.t.close());

const commentsOf = async (call: Suite['importer'], id: number) =>
  (await call('GET', `StockUpdate/${id}`)).json().comments;
const historyOf = async (id: number) =>
  (await s.marketing('GET', `StockUpdate/${id}`))
    .json()
    .reviews.map((r: { reviewAction: string }) => r.reviewAction);

describe('StockUpdate/Comments', () => {
  it('adds, edits and deletes a comment, each recorded in the history', async () => {
    const id = await submit(s);
    const add = await s.importer('POST', 'StockUpdate/Comments', {
      entityId: id,
      text: '  Vessel arrived late  ',
    });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toEqual({ message: 'Comment successfully added.' });
    const [comment] = await commentsOf(s.importer, id);
    expect(comment).toMatchObject({
      submitter: 'Ivan Importer',
      text: 'Vessel arrived late',
      edited: false,
      isEditable: true,
      isDeletable: true,
    });
    expect(comment.submittedDate).toMatch(/Z$/);

    const edit = await s.importer('PUT', 'StockUpdate/Comments', {
      entityId: id,
      commentId: comment.id,
      text: 'Vessel arrived on time',
    });
    expect(edit.statusCode).toBe(200);
    expect((await commentsOf(s.importer, id))[0]).toMatchObject({
      text: 'Vessel arrived on time',
      edited: true,
    });

    const remove = await s.importer('DELETE', `StockUpdate/${id}/Comments/${comment.id}`);
    expect(remove.statusCode).toBe(200);
    expect(await commentsOf(s.importer, id)).toEqual([]);
    expect(await historyOf(id)).toEqual(['Submit', 'Comment', 'Edit Comment', 'Delete Comment']);
  });

  it('answers Comment is required. for empty or blank text', async () => {
    const id = await submit(s);
    for (const text of ['', '   ', undefined]) {
      const response = await s.importer('POST', 'StockUpdate/Comments', { entityId: id, text });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Comment is required.');
    }
  });

  it('lets only the author edit or delete (403), and shows the flags to others as false', async () => {
    const id = await submit(s);
    await s.marketing('POST', 'StockUpdate/Comments', { entityId: id, text: 'Stock control note' });
    const [comment] = await commentsOf(s.importer, id);
    expect(comment).toMatchObject({ submitter: 'Mia Marketing', isEditable: false, isDeletable: false });
    const edit = await s.importer('PUT', 'StockUpdate/Comments', {
      entityId: id,
      commentId: comment.id,
      text: 'Hijacked',
    });
    expect(edit.statusCode).toBe(403);
    expect((await s.importer('DELETE', `StockUpdate/${id}/Comments/${comment.id}`)).statusCode).toBe(403);
    expect((await s.admin('DELETE', `StockUpdate/${id}/Comments/${comment.id}`)).statusCode).toBe(403);
    expect((await commentsOf(s.marketing, id))[0]).toMatchObject({
      text: 'Stock control note',
      isEditable: true,
    });
    // A comment id of another record is not found on this one.
    const other = await submit(s);
    expect((await s.marketing('DELETE', `StockUpdate/${other}/Comments/${comment.id}`)).statusCode).toBe(404);
  });

  it('refuses comments once the request is approved or cancelled (400), and hides other importers (404)', async () => {
    const id = await submit(s);
    await s.marketing('POST', 'StockUpdate/Comments', { entityId: id, text: 'Before approval' });
    const [comment] = await commentsOf(s.marketing, id);
    expect(
      (await s.otherImporter('POST', 'StockUpdate/Comments', { entityId: id, text: 'Peek' })).statusCode,
    ).toBe(404);
    await act(s.marketing, id, 10);
    expect(
      (await s.importer('POST', 'StockUpdate/Comments', { entityId: id, text: 'While reviewed' })).statusCode,
    ).toBe(200);
    await act(s.marketing, id, 20);
    const late = await s.importer('POST', 'StockUpdate/Comments', { entityId: id, text: 'Too late' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(
      'Comments can no longer be added: this stock update request is approved.',
    );
    expect(
      (await s.marketing('PUT', 'StockUpdate/Comments', { entityId: id, commentId: comment.id, text: 'x' }))
        .statusCode,
    ).toBe(400);
    const detail = (await s.marketing('GET', `StockUpdate/${id}`)).json();
    expect(detail.canAddComment).toBe(false);
    expect(detail.comments.map((c: { isEditable: boolean }) => c.isEditable)).toEqual([false, false]);
  });

  it('is for the roles that read stock updates', async () => {
    const id = await submit(s);
    expect((await s.operations('POST', 'StockUpdate/Comments', { entityId: id, text: 'x' })).statusCode).toBe(
      403,
    );
    expect((await s.anonymous('POST', 'StockUpdate/Comments', { entityId: id, text: 'x' })).statusCode).toBe(
      401,
    );
    expect(
      (await s.admin('POST', 'StockUpdate/Comments', { entityId: id, text: 'Admin note' })).statusCode,
    ).toBe(200);
    expect(
      (await s.marketing('POST', 'StockUpdate/Comments', { entityId: 999_999, text: 'x' })).statusCode,
    ).toBe(404);
  });
});
