import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { createSettingsRepository } from '../settings/settings.repository.js';

const SETTING_KEY = 'jwt_secret';

/**
 * JWT_SECRET when configured; otherwise one generated once and kept in the database, so restarts and
 * every instance sharing the database accept the same tokens.
 */
export async function resolveTokenSecret(db: Db, configured: string | undefined): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  const settings = createSettingsRepository(db);
  await settings.insertIfAbsent(SETTING_KEY, randomBytes(48).toString('base64url'));
  const stored = await settings.get(SETTING_KEY);
  if (!stored) throw new Error('Could not store the token secret');
  return Buffer.from(stored, 'utf8');
}
