import { describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/image-fixtures.js';
import { as, registerUser, type Session } from '../../test/test-app.js';
import { useTestApp } from '../../test/test-file.js';
import { IMPORT_TOO_LARGE } from './import.routes.js';

const t = useTestApp();

async function importWeights(session: Session, text: string | Buffer) {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  const body = await multipartBody([{ field: 'file', bytes, name: 'weights.csv', type: 'text/csv' }]);
  return as(t.app, session, { method: 'POST', url: '/api/import/weights', ...body });
}

async function storedWeights(userId: string) {
  const rows = await t.database.db
    .selectFrom('progress_entries')
    .select(['date', 'weight_kg'])
    .where('user_id', '=', userId)
    .orderBy('date')
    .execute();
  return rows.map((row) => [row.date, Number(row.weight_kg)]);
}

describe('POST /api/import/weights', () => {
  it('stores each weigh-in in kilograms, reports unreadable lines, and adds nothing the second time', async () => {
    const user = await registerUser(t.app);
    const file =
      'date,weight,unit\n2024-03-01,80.5,kg\n2024-03-02,176.4,lbs\nnot a date,80,kg\n2024-03-03,,kg\n';
    const first = await importWeights(user, file);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      imported: 2,
      skipped: 0,
      errors: [
        { line: 4, message: expect.stringContaining('Date') },
        { line: 5, message: 'Weight is empty.' },
      ],
    });
    const weights = await storedWeights(user.userId);
    expect(weights[0]).toEqual(['2024-03-01', 80.5]);
    expect(weights[1]![0]).toBe('2024-03-02');
    expect(weights[1]![1]).toBeCloseTo(80.0136, 3);

    const again = await importWeights(user, file);
    expect(again.json()).toMatchObject({ imported: 0, skipped: 2 });
    expect(await storedWeights(user.userId)).toHaveLength(2);
  });

  it('reads a file without a unit in the person’s unit', async () => {
    const user = await registerUser(t.app);
    await as(t.app, user, { method: 'PUT', url: '/api/settings', payload: { units: { weight: 'lb' } } });
    const response = await importWeights(user, 'date,weight\n2024-05-01,200\n');
    expect(response.json()).toMatchObject({ imported: 1 });
    expect((await storedWeights(user.userId))[0]![1]).toBeCloseTo(90.7185, 3);
  });

  it.each([
    ['a file that is not CSV', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 1, 2, 3, 0, 0])],
    ['wrong headers', 'when,kilos\n2024-01-01,80\n'],
  ])('refuses %s with a 400 naming the file, storing nothing', async (_, file) => {
    const user = await registerUser(t.app);
    const response = await importWeights(user, file);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.file).toEqual(expect.any(String));
    expect(await storedWeights(user.userId)).toEqual([]);
  });

  it('refuses a 25 MB file with a clear message, storing nothing', async () => {
    const user = await registerUser(t.app);
    const line = '2024-03-01,80.5\n';
    const big = Buffer.from('date,weight (kg)\n' + line.repeat(Math.ceil((25 * 1024 * 1024) / line.length)));
    const response = await importWeights(user, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(IMPORT_TOO_LARGE);
    expect(await storedWeights(user.userId)).toEqual([]);
  });
});
