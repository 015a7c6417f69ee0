import { DEFAULT_USER_SETTINGS, type UserSettings, type UserSettingsUpdate } from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { createUserSettingsRepository, type UserSettingsRow } from './user-settings.repository.js';

/** A person's preferences; other modules ask `get` (e.g. whether to share workouts or be findable). */
export function createUserSettingsService(db: Db) {
  const repository = createUserSettingsRepository(db);

  async function get(userId: string): Promise<UserSettings> {
    const row = await repository.find(userId);
    return row ? toSettings(row) : DEFAULT_USER_SETTINGS;
  }

  return {
    get,

    async update(userId: string, change: UserSettingsUpdate): Promise<UserSettings> {
      return db.transaction().execute(async (trx) => {
        const settingsInTransaction = createUserSettingsRepository(trx);
        const stored = await settingsInTransaction.find(userId);
        const current = stored ? toSettings(stored) : DEFAULT_USER_SETTINGS;
        const next: UserSettings = {
          ...current,
          ...change,
          units: { ...current.units, ...change.units },
        };
        await settingsInTransaction.save(toRow(userId, next));
        return next;
      });
    },
  };
}

function toSettings(row: UserSettingsRow): UserSettings {
  return {
    units: {
      weight: row.weight_unit === 'lb' ? 'lb' : 'kg',
      length: row.length_unit === 'in' ? 'in' : 'cm',
    },
    theme: row.theme === 'light' || row.theme === 'dark' ? row.theme : 'system',
    shareWorkouts: row.share_workouts === 1,
    findable: row.findable === 1,
  };
}

function toRow(userId: string, settings: UserSettings): UserSettingsRow {
  return {
    user_id: userId,
    weight_unit: settings.units.weight,
    length_unit: settings.units.length,
    theme: settings.theme,
    share_workouts: settings.shareWorkouts ? 1 : 0,
    findable: settings.findable ? 1 : 0,
    updated_at: nowIso(),
  };
}
