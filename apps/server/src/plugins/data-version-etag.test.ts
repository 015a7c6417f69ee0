import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readReferenceFile, REFERENCE_FILES, referenceDataRevision } from '../db/reference-data.js';
import { answerRevision } from './data-version-etag.js';

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
