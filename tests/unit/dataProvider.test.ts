import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Workflow } from '../../schemas/workflows/types.ts';
import { createDataProvider } from '../../src/providers/dataProvider.ts';
import { workflowAction } from '../../src/providers/recordMethods.ts';
import { api, server } from './helpers/server.ts';
import { signIn } from './helpers/tokens.ts';

describe('data provider core', () => {
  it('getList posts the filters and a 1-based pageNumber to {path}/Search', async () => {
    let body: unknown;
    server.use(
      http.post(api('TransferOrder/Search'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ requests: [{ id: 1 }], pages: 3, currentPage: 2 });
      }),
    );
    const provider = createDataProvider({ transferOrders: { path: 'TransferOrder' } });
    const result = await provider.getList('transferOrders', {
      filter: { stage: 10 },
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'id', order: 'DESC' },
    });
    expect(body).toEqual({ stage: 10, pageNumber: 2 });
    expect(result).toEqual({
      data: [{ id: 1 }],
      pageInfo: { hasNextPage: true, hasPreviousPage: true },
      meta: { pages: 3, currentPage: 2, pagesAtLeast: false },
    });
  });
  it('uses total when the server sends it', async () => {
    server.use(
      http.post(api('StockUpdate/Search'), () =>
        HttpResponse.json({ results: [{ id: 5 }], pages: 1, currentPage: 1, total: 1, pageSize: 20 }),
      ),
    );
    const result = await createDataProvider().getList('StockUpdate', {
      filter: {},
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'id', order: 'DESC' },
    });
    expect(result).toEqual({
      data: [{ id: 5 }],
      total: 1,
      meta: { pages: 1, currentPage: 1, pagesAtLeast: false },
    });
  });
  it('says when the server counted only so far (totalIsLowerBound: more pages than it tells)', async () => {
    server.use(
      http.post(api('StockUpdate/Search'), () =>
        HttpResponse.json({
          results: [{ id: 5 }],
          pages: 100,
          currentPage: 1,
          total: 2000,
          totalIsLowerBound: true,
          pageSize: 20,
        }),
      ),
    );
    const result = await createDataProvider().getList('StockUpdate', {
      filter: {},
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'id', order: 'DESC' },
    });
    expect(result.meta).toEqual({ pages: 100, currentPage: 1, pagesAtLeast: true });
  });
  it('getOne, create, update and call reach the spec shapes with the Bearer token', async () => {
    signIn();
    const seen: string[] = [];
    server.use(
      http.get(api('Product/3'), ({ request }) => {
        seen.push(`GET ${request.headers.get('Authorization')?.slice(0, 9)}`);
        return HttpResponse.json({ id: 3, name: 'PMS' });
      }),
      http.post(api('Product'), async ({ request }) => {
        seen.push(`POST ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ id: 9 });
      }),
      http.put(api('Product'), async ({ request }) => {
        seen.push(`PUT ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({});
      }),
      http.post(api('TransferOrder/Actions'), () => HttpResponse.json({ message: 'Approved.' })),
    );
    const provider = createDataProvider();
    expect((await provider.getOne('Product', { id: 3 })).data).toEqual({ id: 3, name: 'PMS' });
    expect((await provider.create('Product', { data: { name: 'AGO' } })).data).toEqual({
      id: 9,
      name: 'AGO',
    });
    await provider.update('Product', { id: 9, data: { name: 'JET' }, previousData: { id: 9 } });
    expect(await provider.call('POST', 'TransferOrder/Actions', { actionCode: 10 })).toEqual({
      message: 'Approved.',
    });
    expect(seen).toEqual(['GET Bearer ey', 'POST {"name":"AGO"}', 'PUT {"name":"JET","id":9}']);
  });
  it('turns an error answer into an HttpError with status, message and field errors', async () => {
    server.use(
      http.post(api('Product'), () =>
        HttpResponse.json(
          { message: 'Name is invalid.', errors: { name: 'Name is invalid.' } },
          { status: 400 },
        ),
      ),
    );
    await expect(createDataProvider().create('Product', { data: { name: '' } })).rejects.toMatchObject({
      status: 400,
      message: 'Name is invalid.',
      body: { message: 'Name is invalid.', errors: { name: 'Name is invalid.' } },
    });
  });
});

describe('data provider: record methods', () => {
  it("runAction sends the record type's own call with the declared action code, the comment and the inputs", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(api('StockUpdate/StatusUpdate'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Stock update request successfully approved.' });
      }),
    );
    const provider = createDataProvider();
    expect(await provider.runAction('stock-updates', { id: 12, action: 'Approve' })).toEqual({
      message: 'Stock update request successfully approved.',
    });
    await provider.runAction('stock-updates', { id: 12, action: 'Cancel', comment: 'Wrong tank', extra: 2 });
    expect(bodies).toEqual([
      { id: 12, status: 20 },
      { id: 12, status: 30, comment: 'Wrong tank', extra: 2 },
    ]);
  });

  it('maps a workflow action to any call shape (TransferOrder/Actions names its fields its own way)', () => {
    const workflow = {
      record: 'TransferOrder',
      label: 'transfer order',
      actions: { Review: { code: 5 }, Approve: { code: 10 } },
    } as unknown as Workflow;
    const call = workflowAction(workflow, 'Actions', { id: 'transferOrderId', code: 'actionCode' });
    expect(call({ id: 7, action: 'Approve', comment: 'ok' })).toEqual({
      method: 'POST',
      path: 'TransferOrder/Actions',
      body: { transferOrderId: 7, actionCode: 10, comment: 'ok' },
    });
    expect(() => call({ id: 7, action: 'Issue' })).toThrow(
      "The transfer order workflow has no action 'Issue'.",
    );
  });

  it('reads edit and creation info, and refuses what a resource does not declare', async () => {
    const calls: string[] = [];
    server.use(
      http.get(api('StockUpdate/12/GetEditInfo'), () => {
        calls.push('edit info');
        return HttpResponse.json({ importers: [] });
      }),
      http.post(api('User/Entities'), async ({ request }) => {
        calls.push(`entities ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ importers: [], distributors: [] });
      }),
    );
    const provider = createDataProvider();
    await provider.getEditInfo('stock-updates', 12);
    await provider.getCreationInfo('stock-updates');
    expect(calls).toEqual([
      'edit info',
      'entities {"includeImporters":true,"includeDistributors":false,"ensureImporterAuthorization":true,"ensureDistributorAuthorization":false,"calculateAdjustedStockBalance":true}',
    ]);
    expect(() => provider.runAction('products', { id: 1, action: 'Approve' })).toThrow(
      "The resource 'products' has no action in resourceConfigs.",
    );
  });

  it("keeps the id under the name the record type's PUT uses", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(api('StockUpdate'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 12, message: 'Stock update request successfully updated.' });
      }),
    );
    const { data } = await createDataProvider().update('stock-updates', {
      id: 12,
      data: { referenceNumber: 'BL-1' },
      previousData: { id: 12 },
    });
    expect(bodies).toEqual([{ referenceNumber: 'BL-1', stockUpdateId: 12 }]);
    expect(data.message).toBe('Stock update request successfully updated.');
  });

  it("comments and documents go to the resource's own path and document type", async () => {
    const seen: string[] = [];
    server.use(
      http.post(api('StockUpdate/Comments'), async ({ request }) => {
        seen.push(`add ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ message: 'Comment successfully added.' });
      }),
      http.delete(api('StockUpdate/12/Comments/5'), () => {
        seen.push('delete comment');
        return HttpResponse.json({});
      }),
      http.get(api('Document/31/EntityType/4/Entity/12'), () => {
        seen.push('document url');
        return HttpResponse.json({ url: '/api/v1/Document/File/abc' });
      }),
    );
    const provider = createDataProvider();
    expect(await provider.addComment('stock-updates', { entityId: 12, text: 'Noted' })).toEqual({
      message: 'Comment successfully added.',
    });
    await provider.deleteComment('stock-updates', { entityId: 12, commentId: 5 });
    expect(await provider.getDocumentUrl('stock-updates', { entityId: 12, documentId: 31 })).toBe(
      '/api/v1/Document/File/abc',
    );
    expect(seen).toEqual(['add {"entityId":12,"text":"Noted"}', 'delete comment', 'document url']);
  });
});
