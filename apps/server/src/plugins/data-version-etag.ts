import { createHash, hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { dashboardResponseSchema } from '@momentum/shared';
import { z } from 'zod';
import { referenceDataRevision } from '../db/reference-data.js';
import { viewContextOf } from '../modules/dashboard/view-context.js';

/**
 * Bump when what an answer holds changes while its schema does not (a figure computed differently), so tags
 * handed out by the previous build stop matching.
 */
const ANSWER_GENERATION = 1;

/**
 * What every tag names besides the caller's data: the shape of a dashboard answer (a part added by a later issue),
 * the generation above and the reference files' versions (a built-in exercise renamed, or its muscles corrected,
 * by a build moves no user's data version, yet the muscle sets and the exercise charts show them).
 */
export function answerRevision({
  generation,
  referenceData,
}: {
  generation: number;
  referenceData: string;
}): string {
  return createHash('sha256')
    .update(JSON.stringify(z.toJSONSchema(dashboardResponseSchema)))
    .update(`\n${generation}\n${referenceData}`)
    .digest('base64url')
    .slice(0, 16);
}

// Worked out at the first tag, not at import: by then the syncs at start have hashed the reference files.
let currentRevision: string | undefined;
const answerRevisionNow = () =>
  (currentRevision ??= answerRevision({
    generation: ANSWER_GENERATION,
    referenceData: referenceDataRevision(),
  }));

/** Tags kept (by user and URL) for asking again; past this many the list starts over. */
const TAGS_KEPT = 50_000;
/** A longer URL's tag is made each time, not kept: a client could otherwise fill the list with long queries. */
const KEPT_URL_MAX_LENGTH = 200;

/**
 * The last tag of each user's URL, with the versions, zone and day it was made of: a revalidating client asks
 * the same tag again and again, and making it (a SHA-256 of its parts) was 5% of a 304's instructions
 * (bench/instructions.mjs). A tag is a function of what it was made of, so a kept one is the one made anew.
 */
const keptTags = new Map<string, { madeOf: string; tag: string }>();

/** The tag of a read of the caller's own data: never the same for two users, versions, zones, days or URLs. */
export function dataVersionTag(request: FastifyRequest): string {
  const { userId, dataVersion, timeZone, today } = viewContextOf(request);
  const where = `${userId}\n${request.url}`;
  const madeOf = `${dataVersion}\n${timeZone}\n${today}`;
  const kept = keptTags.get(where);
  if (kept !== undefined && kept.madeOf === madeOf) return kept.tag;
  // crypto.hash: one call, no Hash object per request.
  const digest = hash('sha256', `${where}\n${madeOf}\n${answerRevisionNow()}`, 'base64url').slice(0, 27);
  const tag = `W/"${digest}"`;
  if (request.url.length > KEPT_URL_MAX_LENGTH) return tag;
  if (keptTags.size >= TAGS_KEPT) keptTags.clear();
  keptTags.set(where, { madeOf, tag });
  return tag;
}

const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/** RFC 9110 §13.1.2: If-None-Match compares weakly; '*' matches any current answer. */
function noneMatchHits(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const wanted = opaque(tag);
  return header.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === '*' || opaque(trimmed) === wanted;
  });
}

/**
 * What a tagged answer says about caching: browsers keep it per user, zone and encoding (the compression hook
 * gzips the larger answers) and must ask again each time. A 304 must name the same Vary as its 200.
 */
const REVALIDATION_HEADERS = {
  'cache-control': 'private, no-cache',
  vary: 'Authorization, X-Timezone, Accept-Encoding',
};

/**
 * preHandler of a GET whose answer is a function of the caller's data version, zone and day (and its URL):
 * tags the answer and answers 304 when the caller already holds it, after only the token check and the
 * one indexed read of the version that authentication does anyway. Browsers keep the answer per user and
 * zone (Vary) and must ask again each time (no-cache), which is when they send If-None-Match.
 */
export function revalidateByDataVersion(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  // Synchronous (a callback hook): no promise and microtask per request.
  const tag = dataVersionTag(request);
  if (noneMatchHits(request.headers['if-none-match'], tag)) {
    // RFC 9110 §15.4.5: a 304 carries the fields a 200 would send to update the stored answer (ETag,
    // Cache-Control, Vary; Node adds Date) and nothing else; the stored answer keeps its own headers (the
    // security headers among them). Written straight to the socket, past the send hooks and the dozen
    // security headers, which together cost more than the rest of a revalidation.
    reply.hijack();
    reply.raw.writeHead(304, { etag: tag, ...REVALIDATION_HEADERS });
    reply.raw.end();
    return;
  }
  reply.header('etag', tag);
  reply.headers(REVALIDATION_HEADERS);
  done();
}
