import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Db } from './database.js';
import { createSettingsRepository } from '../modules/settings/settings.repository.js';

/** A file of apps/server/reference-data, parsed, and a hash of its text (which version the database holds). */
export function readReferenceFile<T>(name: string): { rows: T; hash: string } {
  // The same relative path from src/db (tests, tsx) and dist/db (the build).
  const text = fs.readFileSync(new URL(`../../reference-data/${name}`, import.meta.url), 'utf8');
  return { rows: JSON.parse(text) as T, hash: createHash('sha256').update(text).digest('hex') };
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
