import type { Db } from '../../db/database.js';
import { syncOncePerVersion } from '../../db/reference-data.js';
import { nowIso } from '../../lib/clock.js';
import { readFoodFile } from './food-file.js';
import { createFoodsRepository } from './foods.repository.js';

const FOOD_DATABASE_VERSION_KEY = 'food_database_sha256';

/**
 * Makes the built-in foods match reference-data/foods-usda-sr28.json, once per version of the file. Rows are
 * upserted by id and never deleted, so logged items and saved meals naming a food stay valid.
 */
export async function syncFoodDatabase(db: Db): Promise<void> {
  const { rows, hash } = readFoodFile(nowIso());
  await syncOncePerVersion(db, FOOD_DATABASE_VERSION_KEY, hash, (trx) =>
    createFoodsRepository(trx).upsertBuiltIn(rows),
  );
}
