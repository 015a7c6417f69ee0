import type { NutritionTargets } from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { rowsOfUser } from '../../db/owned-rows.js';
import { nowIso } from '../../lib/clock.js';

/** The daily targets a user saved, and what the defaults are derived from. */
export function createTargetsRepository(db: Db) {
  return {
    async findSaved(userId: string): Promise<NutritionTargets | undefined> {
      const row = await rowsOfUser(db, 'nutrition_targets', userId)
        .select(['calories', 'protein', 'carbs', 'fats', 'water_ml'])
        .executeTakeFirst();
      if (!row) return undefined;
      const { water_ml: waterMl, ...rest } = row;
      return { ...rest, waterMl };
    },

    async save(userId: string, targets: NutritionTargets): Promise<void> {
      const values = {
        calories: targets.calories,
        protein: targets.protein,
        carbs: targets.carbs,
        fats: targets.fats,
        water_ml: targets.waterMl,
        updated_at: nowIso(),
      };
      await db
        .insertInto('nutrition_targets')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },

    /** The onboarding answers (JSON) and the weekly targets the user set. */
    async basis(userId: string): Promise<{ onboarding: string | null; weekly: Record<string, number> }> {
      const [user, weekly] = await Promise.all([
        db.selectFrom('users').select('onboarding').where('id', '=', userId).executeTakeFirst(),
        rowsOfUser(db, 'goal_targets', userId)
          .select(['kind', 'target'])
          .where('kind', 'in', ['calories-intake', 'protein'])
          .execute(),
      ]);
      return {
        onboarding: user?.onboarding ?? null,
        weekly: Object.fromEntries(weekly.map((row) => [row.kind, row.target])),
      };
    },
  };
}
