import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSED_FROM } from './compression.ts';

/** An answer's bytes: its JSON through the route's answer schema, and that JSON gzipped once asked. */
interface Bytes {
  json: string;
  gzip?: Buffer;
}

const made = new WeakMap<object, Bytes>();

/** Whether the request takes gzip: named in Accept-Encoding (or '*'), not with q=0. */
export function takesGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (name === 'gzip' || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * Sends an answer that is served again as the same object while what it was made from is unchanged
 * (the dashboard's, reuse.ts): its JSON is made through the route's answer schema once per object, and
 * gzipped once, instead of on every call. At national scale the dashboard's days of cover are 130 KB
 * of JSON, whose serializing and gzip took most of a call. The object must not change once answered.
 */
export function answerOnce(request: FastifyRequest, reply: FastifyReply, answer: object) {
  // A route's answer schema serializes to a string (fast-json-stringify).
  const bytes: Bytes = made.get(answer) ?? { json: reply.serialize(answer) as string };
  made.set(answer, bytes);
  reply.type('application/json; charset=utf-8');
  if (bytes.json.length < COMPRESSED_FROM || !takesGzip(request)) return reply.send(bytes.json);
  bytes.gzip ??= zlib.gzipSync(bytes.json);
  // An encoding already set: the compression plugin leaves the bytes alone.
  return reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding').send(bytes.gzip);
}
