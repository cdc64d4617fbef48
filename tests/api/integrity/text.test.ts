import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../helpers/app.ts';
import { day, payload, type Suite, stockUpdateSuite } from '../stock-updates/fixtures.ts';

// Issue 24, hostile text, strict dates, strict types: a NUL byte in any text reached PostgreSQL, which
// refuses it, and the API answered 500; dates were read loosely and without a floor; a JSON number was
// taken for text and 0 for false. Each is now a 400 with a message naming the field.

let s: Suite;
let anonymous: ReturnType<typeof caller>;
beforeAll(async () => {
  s = await stockUpdateSuite();
  anonymous = caller(s.t.app);
});
afterAll(() => s.t.close());

const submit = async (overrides: Record<string, unknown> = {}) => {
  const response = await s.importer('POST', 'stockUpdate', payload(s, overrides));
  return response;
};
const newStockUpdate = async () => {
  const response = await submit();
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
};
const countStockUpdates = async () =>
  Number(
    (
      await s.t.db.db
        .selectFrom('stockUpdates')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('NUL and other control characters', () => {
  it('Account/Login with a NUL in the e-mail answers 400 before sign-in, not 500', async () => {
    const response = await anonymous('POST', 'Account/Login', { email: 'a\u0000b@x.test', password: 'x' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message: 'Email is invalid.', errors: { email: 'Email is invalid.' } });
  });

  it('Account/ForgotPassword with a NUL answers 400 before sign-in', async () => {
    const response = await anonymous('POST', 'Account/ForgotPassword', { email: 'a@x.test\u0000' });
    expect(response.statusCode, response.body).toBe(400);
  });

  it('a comment with a NUL answers 400 naming the comment', async () => {
    const id = await newStockUpdate();
    const response = await s.importer('POST', 'StockUpdate/Comments', { entityId: id, text: 'a\u0000b' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      message: 'Comment can not contain control characters.',
      errors: { text: 'Comment can not contain control characters.' },
    });
  });

  it('a comment keeps its lines and tabs: multi-line text allows them', async () => {
    const id = await newStockUpdate();
    const response = await s.importer('POST', 'StockUpdate/Comments', {
      entityId: id,
      text: 'Line one\n\tLine two\r\nLine three',
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('a reference number with a NUL, a newline or an escape answers 400', async () => {
    for (const bad of ['REF\u0000', 'REF\n1', 'REF\u001b[31m', 'REF\u007f']) {
      const response = await submit({ referenceNumber: bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().errors).toEqual({
        referenceNumber: 'Reference number can not contain control characters.',
      });
    }
  });

  it('a search text with a NUL answers 400', async () => {
    const response = await s.marketing('POST', 'StockUpdate/Search', {
      referenceNumber: 'a\u0000b',
      pageNumber: 1,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({
      referenceNumber: 'Reference number can not contain control characters.',
    });
  });

  it('GET User/Search/a%00b answers 400, not 500', async () => {
    const response = await s.admin('GET', 'User/Search/a%00b');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe('Search term can not contain control characters.');
  });

  it('GET Account/Confirm/{tempCode} with a NUL answers 404 before sign-in, as any unknown code', async () => {
    const response = await anonymous('GET', 'Account/Confirm/a%00b');
    expect(response.statusCode, response.body).toBe(404);
  });
});

describe('strict types', () => {
  it('PUT User {isActive: 0} answers 400 and leaves the user active', async () => {
    const user = await s.t.db.db
      .selectFrom('users')
      .select(['id', 'firstName', 'lastName'])
      .where('email', '=', 'operations@ppms.demo')
      .executeTakeFirstOrThrow();
    for (const isActive of [0, 'false', '']) {
      const response = await s.admin('PUT', 'User', { ...user, isActive });
      expect(response.statusCode, `isActive ${JSON.stringify(isActive)}`).toBe(400);
      expect(response.json().errors).toEqual({ isActive: 'Is Active is invalid.' });
    }
    const stored = await s.t.db.db
      .selectFrom('users')
      .select('isActive')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.isActive).toBe(true);
  });

  it('a comment sent as the number 1e20 answers 400, and no comment is saved', async () => {
    const id = await newStockUpdate();
    const response = await s.importer('POST', 'StockUpdate/Comments', { entityId: id, text: 1e20 });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({ text: 'Comment must be text.' });
    const detail = (await s.importer('GET', `StockUpdate/${id}`)).json();
    expect(detail.comments).toEqual([]);
  });

  it('a reference number sent as a number or a list answers 400', async () => {
    for (const referenceNumber of [12345, ['REF'], { a: 1 }, true]) {
      const response = await submit({ referenceNumber });
      expect(response.statusCode, JSON.stringify(referenceNumber)).toBe(400);
      expect(response.json().errors).toEqual({ referenceNumber: 'Reference number must be text.' });
    }
  });
});

describe('strict dates', () => {
  it('a stock update dated 1900-01-01 answers 400: before the earliest date', async () => {
    const before = await countStockUpdates();
    for (const createdDate of ['1900-01-01', '1999-12-31T00:00:00.000Z']) {
      const response = await submit({ createdDate });
      expect(response.statusCode, createdDate).toBe(400);
      expect(response.json().errors).toEqual({ createdDate: 'Date can not be before 2000-01-01.' });
    }
    expect(await countStockUpdates()).toBe(before);
  });

  it('"2026-11-20 junk" and other layouts answer 400 Date is invalid.', async () => {
    const d = day(3);
    for (const createdDate of [
      `${d} junk`,
      `${d}junk`,
      `${d}T00:00:00.000Zjunk`,
      `${d}T25:00:00Z`,
      `${d.slice(8)}/${d.slice(5, 7)}/${d.slice(0, 4)}`,
      `${d.slice(0, 4)}-02-30`,
      ` ${d}x`,
    ]) {
      const response = await submit({ createdDate });
      expect(response.statusCode, createdDate).toBe(400);
      expect(response.json().errors, createdDate).toEqual({ createdDate: 'Date is invalid.' });
    }
  });

  it("takes a date, or a full timestamp as the spec's client sends it", async () => {
    for (const createdDate of [day(3), `${day(3)}T00:00:00.000Z`, `${day(3)}T10:30:00+01:00`]) {
      const response = await submit({ createdDate });
      expect(response.statusCode, `${createdDate}: ${response.body}`).toBe(200);
    }
  });

  it('a filter date before the earliest date or with trailing text answers 400', async () => {
    const early = await s.marketing('POST', 'StockUpdate/Search', {
      createdFrom: '1900-01-01',
      pageNumber: 1,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual({ createdFrom: 'Created from can not be before 2000-01-01.' });
    const junk = await s.marketing('POST', 'StockUpdate/Search', {
      createdTo: `${day(1)} junk`,
      pageNumber: 1,
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().errors).toEqual({ createdTo: 'Date is invalid. Use yyyy-MM-dd.' });
  });
});

describe('lengths', () => {
  it("a comment over 4,000 characters answers the sentence, not yup's raw text", async () => {
    const id = await newStockUpdate();
    const response = await s.importer('POST', 'StockUpdate/Comments', {
      entityId: id,
      text: 'x'.repeat(4001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Comment can not be longer than 4,000 characters.',
      errors: { text: 'Comment can not be longer than 4,000 characters.' },
    });
    const ok = await s.importer('POST', 'StockUpdate/Comments', { entityId: id, text: 'x'.repeat(4000) });
    expect(ok.statusCode).toBe(200);
  });

  it('a status comment over 4,000 characters answers the same sentence', async () => {
    const id = await newStockUpdate();
    const response = await s.marketing('POST', 'StockUpdate/StatusUpdate', {
      id,
      status: 10,
      comment: 'x'.repeat(4001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ comment: 'Comment can not be longer than 4,000 characters.' });
  });
});
