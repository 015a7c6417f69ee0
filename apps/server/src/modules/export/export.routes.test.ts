import fs from 'node:fs';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import type { ImportPreview, WorkoutLog, WorkoutLogDetail } from '@momentum/shared';
import { describe, expect, it } from 'vitest';
import { createFixture } from '../../security/route-catalogue.js';
import { multipartBody } from '../../test/image-fixtures.js';
import { as, registerUser, type Session } from '../../test/test-app.js';
import { useTestApp } from '../../test/test-file.js';
import { HEVY_COLUMNS } from './export.service.js';

const t = useTestApp();

const PASSWORD = 'correct horse battery';
const fixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '..', 'import', 'fixtures', name));

/** The entries of a ZIP, read from its central directory (stored or deflated, as yazl writes them). */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + size);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

async function importCsv(session: Session, bytes: Buffer, timeZone: string) {
  const body = await multipartBody([{ field: 'file', bytes, name: 'workouts.csv', type: 'text/csv' }]);
  const preview = await as(t.app, session, { method: 'POST', url: '/api/import/preview', timeZone, ...body });
  expect(preview.statusCode, preview.body).toBe(200);
  const staged = preview.json<ImportPreview>();
  const confirmed = await as(t.app, session, {
    method: 'POST',
    url: `/api/import/${staged.importId}/confirm`,
    timeZone,
    payload: {},
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { staged, result: confirmed.json<{ workouts: number; sets: number }>() };
}

/** Each workout with sets, as the export keeps it: title, start and end to the minute, every completed set. */
async function workoutsOf(session: Session) {
  const list = await as(t.app, session, { method: 'GET', url: '/api/workouts/logs?limit=50' });
  const body = list.json<WorkoutLog[] | { items: WorkoutLog[] }>();
  const items = Array.isArray(body) ? body : body.items;
  const details = await Promise.all(
    items.map(async (log) =>
      (
        await as(t.app, session, { method: 'GET', url: `/api/workouts/logs/${log._id}` })
      ).json<WorkoutLogDetail>(),
    ),
  );
  const minute = (iso: string | null | undefined) => (iso ? iso.slice(0, 16) : null);
  return details
    .map((log) => ({
      title: log.workoutType,
      startedAt: minute(log.startedAt),
      finishedAt: minute(log.timestamp),
      exercises: log.exercises.map((exercise) => ({
        name: exercise.exerciseName,
        sets: exercise.sets
          .filter((set) => set.completed)
          .map((set) => ({
            type: set.type,
            weightKg: set.weightKg,
            reps: set.reps,
            distanceM: set.distanceM,
            durationS: set.durationS,
            rpe: set.rpe,
          })),
      })),
    }))
    .filter((log) => log.exercises.some((exercise) => exercise.sets.length > 0))
    .sort((a, b) => `${a.startedAt}${a.title}`.localeCompare(`${b.startedAt}${b.title}`));
}

describe('GET /api/export', () => {
  it('is a ZIP of every table of the person, their workouts in Hevy columns, nutrition, weights and photos', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    await createFixture(t.app, user);
    await createFixture(t.app, other);
    const response = await as(t.app, user, { method: 'GET', url: '/api/export' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="momentum-export-.*\.zip"$/,
    );
    const files = unzip(response.rawPayload);

    const document = JSON.parse(files.get('momentum.json')!.toString('utf8'));
    expect(document.user).toMatchObject({ id: user.userId, email: user.email });
    expect(document.user.password_hash).toBeUndefined();
    for (const table of [
      'workout_logs',
      'workout_sets',
      'nutrition_entries',
      'progress_entries',
      'posts',
      'goals',
    ]) {
      expect(document.data[table]?.length, table).toBeGreaterThan(0);
    }
    // Only this person's rows, and no secrets or image bytes.
    const text = files.get('momentum.json')!.toString('utf8');
    expect(text).not.toContain(other.userId);
    expect(document.data.refresh_tokens).toBeUndefined();
    expect(document.data.images[0].bytes).toBeUndefined();

    const workouts = files.get('workouts.csv')!.toString('utf8').trim().split('\n');
    expect(workouts[0]).toBe(HEVY_COLUMNS.join(','));
    expect(workouts.length).toBeGreaterThan(1);
    expect(files.get('nutrition.csv')!.toString('utf8').split('\n').length).toBeGreaterThan(2);
    expect(files.get('weights-and-measurements.csv')!.toString('utf8')).toMatch(/measurements/);
    const photos = [...files.keys()].filter((name) => name.startsWith('photos/'));
    expect(photos).toHaveLength(1);
    expect(files.get(photos[0]!)!.length).toBeGreaterThan(50);
  });

  it('export, delete, register again, import the workout CSV: the same workouts and sets', async () => {
    const user = await registerUser(t.app);
    const zone = 'Europe/Berlin';
    await importCsv(user, fixture('hevy-kg.csv'), zone);
    await importCsv(user, fixture('strong-semicolon-lbs.csv'), zone);
    await createFixture(t.app, user);
    const before = await workoutsOf(user);
    expect(before.length).toBeGreaterThan(2);
    const { time_zone } = await t.database.db
      .selectFrom('users')
      .select('time_zone')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();

    const exported = await as(t.app, user, { method: 'GET', url: '/api/export' });
    const csv = unzip(exported.rawPayload).get('workouts.csv')!;

    const deleted = await as(t.app, user, {
      method: 'DELETE',
      url: '/api/account',
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
    const again = await registerUser(t.app, { email: user.email });
    const { staged, result } = await importCsv(again, csv, time_zone);
    expect(staged.errors).toEqual([]);
    expect(result.workouts).toBe(before.length);
    expect(await workoutsOf(again)).toEqual(before);
  });
});
