import { constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isFrozenObject } from './frozen-answer-serializer.js';

/** Smaller answers gain less than the gzip header and the work cost (the usual threshold of HTTP servers). */
export const COMPRESS_MIN_BYTES = 1024;

declare module 'fastify' {
  interface FastifyReply {
    /** The deep-frozen object this reply answers, if it does (set before it is serialised). */
    frozenAnswer: object | null;
  }
}

/**
 * Per frozen answer (a dashboard part kept per user and data version, sent again unchanged until the version
 * moves), the gzip of its text: being made (shared by the requests that arrive meanwhile) or made. Held by the
 * answer object itself, so it goes when the kept answer is replaced; kept by the text, up to 2,000 old answers
 * of people who had written since stayed in memory, each hashed as it came, also for clients that never ask for
 * gzip. The text is held beside it: one object answered by two routes can have two texts (their schemas differ).
 */
type KeptGzip = { text: string; gzip: Buffer | Promise<Buffer> };
const gzipOfFrozenAnswer = new WeakMap<object, KeptGzip>();

const BEST = { level: constants.Z_BEST_COMPRESSION };

function gzipped(text: string, options: { level?: number } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    gzip(text, options, (error, compressed) => (error ? reject(error) : resolve(compressed))),
  );
}

/**
 * The frozen answer's gzip, made once at the best level off the event loop (zlib's thread pool): a kept answer
 * is sent many times, so the slower level pays; made on the event loop, it held every request behind the first
 * browser visit after each write. A failure forgets it, so the next request tries again.
 */
function frozenAnswerGzip(answer: object, text: string): Buffer | Promise<Buffer> {
  const kept = gzipOfFrozenAnswer.get(answer);
  if (kept?.text === text) return kept.gzip;
  const making = gzipped(text, BEST);
  const entry: KeptGzip = { text, gzip: making };
  making.then(
    (made) => {
      entry.gzip = made;
    },
    () => {
      if (gzipOfFrozenAnswer.get(answer) === entry) gzipOfFrozenAnswer.delete(answer);
    },
  );
  gzipOfFrozenAnswer.set(answer, entry);
  return entry.gzip;
}

/** Whether an Accept-Encoding header accepts gzip (RFC 9110 §12.5.3: `gzip`, `x-gzip` or `*`, q above 0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (typeof header !== 'string' || header === '') return false;
  for (const entry of header.split(',')) {
    const [coding = '', ...params] = entry.split(';').map((part) => part.trim());
    const name = coding.toLowerCase();
    if (name !== 'gzip' && name !== 'x-gzip' && name !== '*') continue;
    const q = params.find((param) => param.toLowerCase().startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) return true;
  }
  return false;
}

function compressible(request: FastifyRequest, reply: FastifyReply, payload: unknown): payload is string {
  if (request.method !== 'GET' || reply.statusCode !== 200) return false;
  if (typeof payload !== 'string' || payload.length < COMPRESS_MIN_BYTES) return false;
  if (reply.hasHeader('content-encoding')) return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

function sentCompressed(reply: FastifyReply, compressed: Buffer): Buffer {
  reply.header('content-encoding', 'gzip');
  reply.removeHeader('content-length');
  return compressed;
}

function addVary(reply: FastifyReply, name: string): void {
  const vary = reply.getHeader('vary');
  if (typeof vary !== 'string' || vary === '') return void reply.header('vary', name);
  const listed = vary.split(',').some((field) => field.trim().toLowerCase() === name.toLowerCase());
  if (!listed) reply.header('vary', `${vary}, ${name}`);
}

/**
 * Answers a GET's JSON gzip-compressed when the client accepts it and the text is large enough (Lighthouse's
 * uses-text-compression). Each is compressed off the event loop, a frozen answer once (frozenAnswerGzip).
 * Only GETs: a write's answer stays text for the hooks that store it (idempotency replays it).
 */
export function registerCompression(app: FastifyInstance): void {
  app.decorateReply('frozenAnswer', null);
  app.addHook('preSerialization', (_request, reply, payload, done) => {
    if (isFrozenObject(payload)) reply.frozenAnswer = payload;
    done(null, payload);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!compressible(request, reply, payload)) return done(null, payload);
    addVary(reply, 'Accept-Encoding');
    if (!acceptsGzip(request.headers['accept-encoding'])) return done(null, payload);
    const answer = reply.frozenAnswer;
    const compressed = answer ? frozenAnswerGzip(answer, payload) : gzipped(payload);
    // Made already: sent with no promise and no microtask.
    if (Buffer.isBuffer(compressed)) return done(null, sentCompressed(reply, compressed));
    compressed.then(
      (made) => done(null, sentCompressed(reply, made)),
      () => done(null, payload),
    );
  });
}
