import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { useTestApp } from '../../test/test-file.js';
import { createDashboardRepository } from './dashboard.repository.js';

const t = useTestApp();

type Read = (repository: ReturnType<typeof createDashboardRepository>) => Promise<unknown>;

/**
 * The repository's queries as SQLite plans them. A second Kysely on the test app's file logs the SQL and the
 * values each method really runs; SQLite then explains exactly those.
 */
async function plansOf(sqlitePath: string, call: Read): Promise<string[]> {
  const ran: { sql: string; parameters: readonly unknown[] }[] = [];
  const connection = new SqliteDatabase(sqlitePath);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: connection }),
    log: (event) => void ran.push({ sql: event.query.sql, parameters: event.query.parameters }),
  });
  try {
    await call(createDashboardRepository(db));
    expect(ran).toHaveLength(1);
    return ran.flatMap(({ sql, parameters }) =>
      (connection.prepare(`explain query plan ${sql}`).all(parameters) as { detail: string }[]).map(
        (row) => row.detail,
      ),
    );
  } finally {
    await db.destroy();
  }
}

describe.runIf(!process.env.TEST_DATABASE_URL)('dashboard reads on SQLite (one index range each)', () => {
  const user = 'any-user';

  it.each<[string, Read]>([
    ['recent meals', (r) => r.recentMeals(user, 5)],
    ['recent workouts', (r) => r.recentWorkouts(user, 5)],
    ['recent weigh-ins', (r) => r.recentWeights(user, 5)],
  ])('%s come newest first from the index, with no sort of the person’s history', async (_, call) => {
    const plan = await plansOf(t.database.sqlitePath!, call);
    expect(plan.join(' | ')).toMatch(/USING INDEX \w+ \(user_id=\?\)/);
    expect(plan.join(' | ')).not.toMatch(/TEMP B-TREE/);
  });

  const summedFromIndex = expect.stringMatching(
    /USING COVERING INDEX \w+ \(user_id=\? AND \w+>\? AND \w+<\?\)/,
  );

  it('the week’s workouts and calories burned are summed from the index alone', async () => {
    const plan = await plansOf(t.database.sqlitePath!, (r) =>
      r.workoutTotals(user, '2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z'),
    );
    expect(plan).toEqual([summedFromIndex]);
  });

  it('the week’s calories and protein are summed from the index alone, the nutrition version read by key', async () => {
    const plan = await plansOf(t.database.sqlitePath!, (r) =>
      r.nutritionTotals(user, '2026-11-23', '2026-11-30'),
    );
    expect(plan).toEqual([
      summedFromIndex,
      'SCALAR SUBQUERY 1',
      expect.stringMatching(/SEARCH users USING INDEX \w+ \(id=\?\)/),
    ]);
  });
});
