import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/providers/dataProvider.ts';
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
    expect(result).toEqual({ data: [{ id: 1 }], pageInfo: { hasNextPage: true, hasPreviousPage: true } });
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
    expect(result).toEqual({ data: [{ id: 5 }], total: 1 });
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
