import { constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Smaller answers gain less than the gzip header and the work cost (the usual threshold of HTTP servers). */
export const COMPRESS_MIN_BYTES = 1024;
/** Kept answer texts whose gzip is remembered; the oldest are forgotten first. */
const KEPT_TEXTS = 2000;

/**
 * Kept texts (the same string answered again and again) and their gzip: not made yet, being made (shared by the
 * requests that arrive meanwhile), or made.
 */
const keptTexts = new Map<string, Buffer | Promise<Buffer> | undefined>();

const BEST = { level: constants.Z_BEST_COMPRESSION };

function gzipped(text: string, options: { level?: number } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    gzip(text, options, (error, compressed) => (error ? reject(error) : resolve(compressed))),
  );
}

/**
 * The kept text's gzip, made once at the best level off the event loop (zlib's thread pool): a kept answer is
 * sent many times, so the slower level pays; made on the event loop, it held every request behind the first
 * browser visit after each write. A failure forgets it, so the next request tries again.
 */
function keptGzip(text: string): Buffer | Promise<Buffer> {
  const kept = keptTexts.get(text);
  if (kept !== undefined) return kept;
  const making = gzipped(text, BEST).then(
    (compressed) => {
      // Only if still kept (not forgotten meanwhile as the oldest).
      if (keptTexts.get(text) === making) keptTexts.set(text, compressed);
      return compressed;
    },
    (error: unknown) => {
      if (keptTexts.get(text) === making) keptTexts.set(text, undefined);
      throw error;
    },
  );
  keptTexts.set(text, making);
  return making;
}

/**
 * Marks `text` as an answer that will be sent again unchanged (a kept dashboard part at one data version), so it is
 * compressed once and not on every request. Called by the serializer that keeps frozen answers.
 */
export function keepCompressedOnce(text: string): void {
  if (text.length < COMPRESS_MIN_BYTES || keptTexts.has(text)) return;
  keptTexts.set(text, undefined);
  if (keptTexts.size > KEPT_TEXTS) keptTexts.delete(keptTexts.keys().next().value as string);
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
 * uses-text-compression). Each is compressed off the event loop, a kept answer once (keepCompressedOnce).
 * Only GETs: a write's answer stays text for the hooks that store it (idempotency replays it).
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!compressible(request, reply, payload)) return done(null, payload);
    addVary(reply, 'Accept-Encoding');
    if (!acceptsGzip(request.headers['accept-encoding'])) return done(null, payload);
    const compressed = keptTexts.has(payload) ? keptGzip(payload) : gzipped(payload);
    // Made already: sent with no promise and no microtask.
    if (Buffer.isBuffer(compressed)) return done(null, sentCompressed(reply, compressed));
    compressed.then(
      (made) => done(null, sentCompressed(reply, made)),
      () => done(null, payload),
    );
  });
}
