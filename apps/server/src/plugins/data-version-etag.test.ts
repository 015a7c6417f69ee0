import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readReferenceFile, REFERENCE_FILES, referenceDataRevision } from '../db/reference-data.js';
import type { FastifyRequest } from 'fastify';
import { NO_AREA_VERSIONS } from '../db/data-areas.js';
import { answerRevision, dataVersionTag } from './data-version-etag.js';

describe('the revision every data-version tag names', () => {
  it('changes with the reference files and with the answer generation, and only with them', () => {
    const base = { generation: 1, referenceData: 'a'.repeat(64) };
    expect(answerRevision(base)).toBe(answerRevision({ ...base }));
    // A build whose exercise library renames an exercise: every tag handed out before stops matching.
    expect(answerRevision({ ...base, referenceData: 'b'.repeat(64) })).not.toBe(answerRevision(base));
    expect(answerRevision({ ...base, generation: 2 })).not.toBe(answerRevision(base));
  });

  it("is made of every reference file's version", () => {
    const hashes = REFERENCE_FILES.map((name) => readReferenceFile(name).hash);
    expect(hashes).toHaveLength(2);
    expect(referenceDataRevision()).toBe(createHash('sha256').update(hashes.join('\n')).digest('hex'));
  });
});

describe('dataVersionTag', () => {
  // What authentication leaves on a request, a new request object each time (the context is kept per request).
  const request = (userId: string, dataVersion: number, timeZone = 'UTC', url = '/api/dashboard') =>
    ({ userId, dataVersion, areaVersions: NO_AREA_VERSIONS, timeZone, url }) as unknown as FastifyRequest;

  it('differs with the user, the version, the zone and the URL, and is the same tag when asked again', () => {
    const first = dataVersionTag(request('u1', 1));
    expect(first).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    const others = [
      dataVersionTag(request('u2', 1)),
      dataVersionTag(request('u1', 2)),
      dataVersionTag(request('u1', 1, 'Pacific/Kiritimati')),
      dataVersionTag(request('u1', 1, 'UTC', '/api/auth/summary')),
    ];
    expect(new Set([first, ...others]).size).toBe(5);
    // Asked again after the user's tag moved on and back: the tag of those versions, as first made.
    expect(dataVersionTag(request('u1', 2))).toBe(others[1]);
    expect(dataVersionTag(request('u1', 1))).toBe(first);
    expect(dataVersionTag(request('u1', 1))).toBe(first);
  });

  it('makes the same tags for a URL too long to keep them', () => {
    const long = `/api/dashboard?${'x'.repeat(300)}`;
    const atOne = dataVersionTag(request('u1', 1, 'UTC', long));
    expect(dataVersionTag(request('u1', 2, 'UTC', long))).not.toBe(atOne);
    expect(dataVersionTag(request('u1', 1, 'UTC', long))).toBe(atOne);
    expect(atOne).not.toBe(dataVersionTag(request('u1', 1)));
  });
});
