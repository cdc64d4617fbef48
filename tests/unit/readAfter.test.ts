import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/providers/httpClient.ts';
import { api, server } from './helpers/server.ts';

// Your own writes on a server with a replica (server/plugins/reads.ts): the client sends back the WAL
// position of its last write, so a search right after a save reads a database that holds the save.
describe('PPMS-Read-After', () => {
  it('is sent with every call after a write answered PPMS-Written-Lsn, the latest one', async () => {
    const seen: (string | null)[] = [];
    let written = '0/16B3748';
    server.use(
      http.post(api('StockUpdate'), () =>
        HttpResponse.json({ id: 1, message: 'Saved.' }, { headers: { 'PPMS-Written-Lsn': written } }),
      ),
      http.post(api('StockUpdate/Search'), ({ request }) => {
        seen.push(request.headers.get('PPMS-Read-After'));
        return HttpResponse.json(
          { results: [], pages: 0, currentPage: 1 },
          { headers: { 'PPMS-Read-From': 'replica' } },
        );
      }),
    );
    const client = createHttpClient({ getToken: () => 'token' });
    await client.request('POST', 'StockUpdate/Search', { pageNumber: 1 });
    await client.request('POST', 'StockUpdate', {});
    await client.request('POST', 'StockUpdate/Search', { pageNumber: 1 });
    written = '0/16B9A10';
    await client.request('POST', 'StockUpdate', {});
    await client.request('POST', 'StockUpdate/Search', { pageNumber: 1 });
    // A read answers no position: the last write's stays.
    await client.request('POST', 'StockUpdate/Search', { pageNumber: 1 });
    expect(seen).toEqual([null, '0/16B3748', '0/16B9A10', '0/16B9A10']);
  });
});
