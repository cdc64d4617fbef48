import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOnce, takesEncoding } from '../../../server/plugins/answer-once.ts';
import compression from '../../../server/plugins/compression.ts';

// Answers sent again as the same object go out as the bytes made the first time (plugins/answer-once.ts,
// the dashboard's): through the route's answer schema, compressed once per encoding (zstd, else gzip).

let app: FastifyInstance;
const big = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `row ${i}`, secret: 'hash' })) };
let current: object = big;

beforeAll(async () => {
  app = Fastify();
  await app.register(compression);
  app.get(
    '/answer',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: {
              rows: {
                type: 'array',
                items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } },
              },
            },
          },
        },
      },
    },
    async (request, reply) => answerOnce(request, reply, current),
  );
  await app.ready();
});
afterAll(() => app.close());

const get = (encoding?: string) =>
  app.inject({ url: '/answer', headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });
const json = (response: Awaited<ReturnType<typeof get>>) => {
  const encoding = response.headers['content-encoding'];
  const body = response.rawPayload;
  const text =
    encoding === 'gzip'
      ? zlib.gunzipSync(body).toString()
      : encoding === 'zstd'
        ? zlib.zstdDecompressSync(body).toString()
        : encoding === 'br'
          ? zlib.brotliDecompressSync(body).toString()
          : body.toString();
  return JSON.parse(text);
};

describe('an answer sent once made', () => {
  it('goes through the answer schema, zstd or gzip where taken, else as the compression plugin sends it', async () => {
    current = big;
    const expected = { rows: big.rows.map(({ id, name }) => ({ id, name })) };
    // A browser's: zstd, made harder than the plugin's (smaller than its level 1).
    const zstd = await get('gzip, deflate, br, zstd');
    expect(zstd.headers['content-encoding']).toBe('zstd');
    expect(zstd.headers.vary).toMatch(/accept-encoding/i);
    expect(json(zstd)).toEqual(expected);
    const plugins = zlib.zstdCompressSync(JSON.stringify(expected), {
      params: { [zlib.constants.ZSTD_c_compressionLevel]: 1 },
    });
    expect(zstd.rawPayload.length).toBeLessThan(plugins.length);
    const gzipped = await get('gzip, deflate, br');
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gzipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json(gzipped)).toEqual(expected);
    const brotli = await get('br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(json(brotli)).toEqual(expected);
    for (const plain of [await get(), await get('gzip;q=0, identity')]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(json(plain)).toEqual(expected);
    }
  });

  it('is made once per object: the same object answers its first bytes, another object its own', async () => {
    const answer = { rows: [{ id: 1, name: 'first'.repeat(300) }] };
    current = answer;
    const first = await get('gzip');
    answer.rows[0].name = 'changed';
    for (const encoding of ['gzip', 'zstd', ''])
      expect(json(await get(encoding)).rows[0].name).toBe('first'.repeat(300));
    expect((await get('gzip')).rawPayload.equals(first.rawPayload)).toBe(true);
    current = { rows: [{ id: 2, name: 'second' }] };
    expect(json(await get('gzip'))).toEqual({ rows: [{ id: 2, name: 'second' }] });
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    const takes = (header?: string, encoding = 'gzip') =>
      takesEncoding(
        { headers: header === undefined ? {} : { 'accept-encoding': header } } as never,
        encoding,
      );
    expect(takes('gzip')).toBe(true);
    expect(takes('br, GZIP;q=0.5')).toBe(true);
    expect(takes('*')).toBe(true);
    expect(takes('gzip;q=0')).toBe(false);
    expect(takes('gzip; q=0.000')).toBe(false);
    expect(takes('br, deflate')).toBe(false);
    expect(takes('')).toBe(false);
    expect(takes()).toBe(false);
    expect(takes('gzip, deflate, br, zstd', 'zstd')).toBe(true);
    expect(takes('gzip, zstd;q=0', 'zstd')).toBe(false);
    expect(takes('gzip', 'zstd')).toBe(false);
  });
});
