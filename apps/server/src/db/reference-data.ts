import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Db } from './database.js';
import { createSettingsRepository } from '../modules/settings/settings.repository.js';

/** The files of apps/server/reference-data: the built-in exercises and foods every user's data can refer to. */
export const REFERENCE_FILES = ['exercises.json', 'foods-usda-sr28.json'] as const;
type ReferenceFile = (typeof REFERENCE_FILES)[number];

// The same relative path from src/db (tests, tsx) and dist/db (the build).
const readText = (name: ReferenceFile) =>
  fs.readFileSync(new URL(`../../reference-data/${name}`, import.meta.url), 'utf8');
const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** Each file's hash once worked out: the syncs at start read every file, and the tags ask for them after. */
const fileHashes = new Map<ReferenceFile, string>();
function fileHash(name: ReferenceFile, text?: string): string {
  let hash = fileHashes.get(name);
  if (hash === undefined) {
    hash = hashOf(text ?? readText(name));
    fileHashes.set(name, hash);
  }
  return hash;
}

/** A reference file, parsed, and a hash of its text (which version the database holds). */
export function readReferenceFile<T>(name: ReferenceFile): { rows: T; hash: string } {
  const text = readText(name);
  return { rows: JSON.parse(text) as T, hash: fileHash(name, text) };
}

/**
 * One hash of every reference file's version: an answer that shows built-in rows (an exercise's name, its
 * muscles) changes when a build ships other files, while no user's data version moves.
 */
export function referenceDataRevision(): string {
  return hashOf(REFERENCE_FILES.map((name) => fileHash(name)).join('\n'));
}

/**
 * Runs `write` (which upserts the built-in rows of a reference file) once per version of the file: a start
 * with the same file costs one read of a setting. Instances starting together write the same rows.
 */
export async function syncOncePerVersion(
  db: Db,
  versionKey: string,
  hash: string,
  write: (trx: Db) => Promise<void>,
): Promise<void> {
  if ((await createSettingsRepository(db).get(versionKey)) === hash) return;
  await db.transaction().execute(async (trx) => {
    await write(trx);
    await createSettingsRepository(trx).put(versionKey, hash);
  });
}
