import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSED_FROM } from './compression.ts';

/** The encodings an answer made once is sent in, most preferred first: each made once, when first asked. */
const ENCODINGS = {
  // Made once and sent many times, so a level that compresses harder than the plugin's per-answer 1: the
  // dashboard at scale 1 (128 KB of JSON) in 1.2 ms for 11.0 KB, where gzip at 6 gave 13.5 KB in 1.0 ms
  // (level 19 gives 9.8 KB in 57 ms, too long to hold the event loop at every change).
  zstd: (json: string) =>
    zlib.zstdCompressSync(json, { params: { [zlib.constants.ZSTD_c_compressionLevel]: 9 } }),
  gzip: (json: string) => zlib.gzipSync(json),
} as const;
type Encoding = keyof typeof ENCODINGS;

/** An answer's bytes: its JSON through the route's answer schema, and that JSON compressed once asked. */
type Bytes = { json: string } & { [E in Encoding]?: Buffer };

const made = new WeakMap<object, Bytes>();

/** Whether the request takes the encoding: named in Accept-Encoding (or '*'), not with q=0. */
export function takesEncoding(request: FastifyRequest, encoding: string): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (name === encoding || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * Sends an answer that is served again as the same object while what it was made from is unchanged
 * (the dashboard's, reuse.ts): its JSON is made through the route's answer schema once per object, and
 * compressed once per encoding, instead of on every call. At national scale the dashboard's days of
 * cover are 130 KB of JSON, whose serializing and compressing took most of a call; sending the bytes
 * is then most of what is left, hence the smaller zstd where the browser takes it (Chrome, Edge and
 * Firefox do), else gzip. The object must not change once answered.
 */
export function answerOnce(request: FastifyRequest, reply: FastifyReply, answer: object) {
  // A route's answer schema serializes to a string (fast-json-stringify).
  const bytes: Bytes = made.get(answer) ?? { json: reply.serialize(answer) as string };
  made.set(answer, bytes);
  reply.type('application/json; charset=utf-8');
  const encoding =
    bytes.json.length < COMPRESSED_FROM
      ? undefined
      : (Object.keys(ENCODINGS) as Encoding[]).find((name) => takesEncoding(request, name));
  if (!encoding) return reply.send(bytes.json);
  bytes[encoding] ??= ENCODINGS[encoding](bytes.json);
  // An encoding already set: the compression plugin leaves the bytes alone.
  return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(bytes[encoding]);
}
