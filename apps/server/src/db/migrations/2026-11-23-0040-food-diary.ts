import type { Kysely } from 'kysely';
import { addDataVersionTriggers, dropDataVersionTriggers } from './data-version-triggers.js';
import { deletedWith, timestamps } from './columns.js';
import {
  createIndex,
  createLibraryTable,
  createPerUserTable,
  createTableWithId,
  createUserTable,
} from './tables.js';

/*
 * The food diary (issue 15, docs/decisions/0014-food-diary.md).
 * - `foods`: the USDA SR28 foods (no owner, synced from reference-data at start) and each user's own.
 * - `nutrition_items`: logged foods, one row each. They belong to the day's diary entry in `nutrition_entries`
 *   (`diary_day` set, one per user and day), whose meals JSON and totals are kept equal to its items in the
 *   same transaction, so the spec's list, the weekly figures, the streak and recent activity count them as
 *   they count any entry, and deleting that entry deletes its items.
 * - `nutrition_water`, `nutrition_targets`, `saved_meals`: per user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createLibraryTable(db, 'foods')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('food_group', 'text')
    .addColumn('barcode', 'text')
    .addColumn('kcal', 'real', (c) => c.notNull())
    .addColumn('protein', 'real')
    .addColumn('carbs', 'real')
    .addColumn('fat', 'real')
    .addColumn('fiber', 'real')
    .addColumn('sugars', 'real')
    .addColumn('sodium_mg', 'real')
    .addColumn('saturated_fat', 'real')
    // JSON: [{ label, grams }].
    .addColumn('portions', 'text', (c) => c.notNull())
    .$call(timestamps)
    .addColumn('deleted_at', 'text')
    .execute();
  await createIndex(db, 'foods', 'foods_owner_barcode', ['owner_id', 'barcode']);

  await db.schema.alterTable('nutrition_entries').addColumn('diary_day', 'text').execute();
  await createIndex(db, 'nutrition_entries', 'nutrition_entries_user_diary_day', ['user_id', 'diary_day'], {
    unique: true,
  });

  await createTableWithId(db, 'nutrition_items')
    .addColumn('entry_id', 'text', deletedWith('nutrition_entries'))
    .addColumn('user_id', 'text', deletedWith('users'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('meal', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('food_id', 'text')
    .addColumn('grams', 'real')
    .addColumn('portion_label', 'text')
    .addColumn('portion_amount', 'real')
    .addColumn('calories', 'real', (c) => c.notNull())
    .addColumn('protein', 'real')
    .addColumn('carbs', 'real')
    .addColumn('fats', 'real')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'nutrition_items', 'nutrition_items_user_date', ['user_id', 'date']);
  await createIndex(db, 'nutrition_items', 'nutrition_items_entry', ['entry_id']);
  await createIndex(db, 'nutrition_items', 'nutrition_items_user_food', ['user_id', 'food_id', 'created_at']);

  await createPerUserTable(db, 'nutrition_water', { andKey: 'date' })
    .addColumn('ml', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await createPerUserTable(db, 'nutrition_targets')
    .addColumn('calories', 'real', (c) => c.notNull())
    .addColumn('protein', 'real', (c) => c.notNull())
    .addColumn('carbs', 'real', (c) => c.notNull())
    .addColumn('fats', 'real', (c) => c.notNull())
    .addColumn('water_ml', 'real', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await createUserTable(db, 'saved_meals')
    .addColumn('name', 'text', (c) => c.notNull())
    // JSON: [{ foodId, grams?, portion? }] as sent.
    .addColumn('items', 'text', (c) => c.notNull())
    .$call(timestamps)
    .execute();
  await createIndex(db, 'saved_meals', 'saved_meals_user', ['user_id']);

  await addDataVersionTriggers(db, 'foods', { userColumn: 'owner_id' });
  for (const table of ['nutrition_items', 'nutrition_water', 'nutrition_targets', 'saved_meals']) {
    await addDataVersionTriggers(db, table);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['saved_meals', 'nutrition_targets', 'nutrition_water', 'nutrition_items', 'foods']) {
    await dropDataVersionTriggers(db, table);
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('nutrition_entries_user_diary_day').ifExists().execute();
  await db.schema.alterTable('nutrition_entries').dropColumn('diary_day').execute();
}
