import {
  addDays,
  epleyOneRepMax,
  todayIn,
  MUSCLE_SETS_WEEKS,
  setCounts,
  setVolumeKg,
  startOfLocalDay,
  TRAINING_CALENDAR_DAYS,
  weekOf,
  weightTrend,
  EXERCISE_SETS_LIMIT,
  PAGE_CURSOR_MESSAGE,
  type BodyMeasurementKey,
  type ExerciseProgress,
  type ExerciseSetsPage,
  type MeasurementSeries,
  type MuscleSets,
  type PhotoGallery,
  type ProgressOverview,
  type ProgressRangeQuery,
  type SetType,
  type TrainingDays,
  type WeightSeries,
  type RecordKind,
} from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { createDataVersionCache } from '../../lib/kept-values.js';
import { notFound } from '../../lib/errors.js';
import { parseJsonColumn } from '../../lib/json.js';
import { decodeCursor, keysetPage } from '../../lib/page-cursor.js';
import { toSetAnswer } from '../workouts/workouts.service.js';
import { createImageStore, type ImageUrlSigner, type StoredImageMeta } from '../images/index.js';
import type { AchievementsService } from './achievements.service.js';
import { createProgressChartsRepository } from './progress-charts.repository.js';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The day's last reading of each day, oldest first (rows come sorted by date, then save time). */
function lastPerDay<T extends { date: string }>(rows: readonly T[]): T[] {
  const days: T[] = [];
  for (const row of rows) {
    if (days.at(-1)?.date === row.date) days[days.length - 1] = row;
    else days.push(row);
  }
  return days;
}

/** Last value of the month minus the last value before it (or the month's first); null without two readings. */
function changeOverMonth(
  points: readonly { date: string; value: number }[],
  monthStart: string,
): number | null {
  const before = points.filter((p) => p.date < monthStart).at(-1);
  const inMonth = points.filter((p) => p.date >= monthStart);
  const first = before ?? inMonth[0];
  const last = inMonth.at(-1);
  if (!first || !last || first === last) return null;
  return round2(last.value - first.value);
}

type SetCursor = readonly [string, string, number, number];

/** The Progress charts and the History tab (issue 16): one method per chart, each one request. */
export function createProgressChartsService(
  db: Db,
  signer: ImageUrlSigner,
  achievements: AchievementsService,
) {
  const repo = createProgressChartsRepository(db);
  const images = createImageStore(db);
  // Answers as of a data version: the trend needs the whole history each time, the others a few hundred rows.
  const kept = createDataVersionCache();
  const trendUpTo = (userId: string, dataVersion: number | undefined, to: string | undefined) =>
    kept.get(userId, dataVersion, `weight\n${to ?? ''}`, async () => {
      const days = lastPerDay(await repo.weighIns(userId, to));
      return weightTrend(days.map((row) => ({ date: row.date, weightKg: row.weight_kg })));
    });

  const toPhoto = (image: StoredImageMeta) => ({
    _id: image.id,
    url: signer.sign(image.id, 'full'),
    thumbUrl: signer.sign(image.id, 'thumb'),
  });

  async function measurementPoints(userId: string, key: BodyMeasurementKey, from?: string, to?: string) {
    const rows = await repo.entriesWithMeasurement(userId, key, from, to);
    const readings: { date: string; value: number }[] = [];
    for (const row of rows) {
      const value = parseJsonColumn<Record<string, unknown>>(row.measurements, {})?.[key];
      if (typeof value === 'number' && Number.isFinite(value)) readings.push({ date: row.date, value });
    }
    return lastPerDay(readings);
  }

  async function exerciseProgress(userId: string, exerciseId: string): Promise<ExerciseProgress> {
    const exercise = await repo.findExercise(userId, exerciseId);
    if (!exercise) throw notFound('That exercise');
    const [sets, records] = await Promise.all([
      repo.exerciseSets(userId, exerciseId),
      repo.exerciseRecords(userId, exerciseId),
    ]);
    const sessions: ExerciseProgress['sessions'] = [];
    for (const row of sets) {
      const set = {
        type: row.type as SetType,
        completed: row.completed === 1,
        weightKg: row.weight_kg,
        reps: row.reps,
        durationS: row.duration_s,
      };
      let session = sessions.at(-1);
      if (session?.logId !== row.log_id) {
        session = {
          logId: row.log_id,
          performedAt: row.performed_at,
          bestE1rmKg: null,
          heaviestKg: null,
          volumeKg: 0,
          sets: 0,
        };
        sessions.push(session);
      }
      if (!setCounts(set)) continue;
      session.sets += 1;
      session.volumeKg = round2(session.volumeKg + setVolumeKg(set));
      const weight = row.weight_kg ?? 0;
      if (weight > 0) session.heaviestKg = Math.max(session.heaviestKg ?? 0, weight);
      const e1rm = epleyOneRepMax(weight, row.reps ?? 0);
      if (e1rm !== null) session.bestE1rmKg = Math.max(session.bestE1rmKg ?? 0, e1rm);
    }
    return {
      exercise: { id: exercise.id, name: exercise.name, kind: exercise.kind },
      sessions: sessions.filter((session) => session.sets > 0),
      records: records.map((row) => ({
        record: row.record as RecordKind,
        value: row.value,
        logId: row.log_id,
        achievedAt: row.achieved_at,
      })),
    };
  }

  return {
    /**
     * One point per day with a weigh-in (the day's last), oldest first, in [from, to]. The trend runs from the
     * first weigh-in ever, so a range that starts later still shows the trend its history gives it.
     */
    async weight(
      userId: string,
      { from, to }: ProgressRangeQuery,
      dataVersion?: number,
    ): Promise<WeightSeries> {
      const points = await trendUpTo(userId, dataVersion, to);
      return { points: from ? points.filter((point) => point.date >= from) : points };
    },

    measurement(
      userId: string,
      key: BodyMeasurementKey,
      { from, to }: ProgressRangeQuery,
      dataVersion?: number,
    ): Promise<MeasurementSeries> {
      return kept.get(userId, dataVersion, `measurement\n${key}\n${from ?? ''}\n${to ?? ''}`, async () => ({
        points: await measurementPoints(userId, key, from, to),
      }));
    },

    async photos(userId: string): Promise<PhotoGallery> {
      const entries = await repo.entriesWithPhotos(userId);
      const photos = await images.listByProgressEntries(
        userId,
        entries.map((entry) => entry.id),
      );
      const byEntry = new Map<string, StoredImageMeta[]>();
      for (const photo of photos) {
        const list = byEntry.get(photo.progressEntryId!) ?? [];
        list.push(photo);
        byEntry.set(photo.progressEntryId!, list);
      }
      return {
        days: entries.map((entry) => ({
          date: entry.date,
          entryId: entry.id,
          photos: (byEntry.get(entry.id) ?? []).map(toPhoto),
        })),
      };
    },

    async overview(userId: string, timeZone: string, dataVersion?: number): Promise<ProgressOverview> {
      const today = todayIn(nowIso(), timeZone);
      const monthStart = `${today.slice(0, 7)}-01`;
      const [weighIns, bodyFat, workouts, gallery, list] = await Promise.all([
        trendUpTo(userId, dataVersion, today),
        measurementPoints(userId, 'bodyFat', undefined, today),
        repo.workoutsBetween(userId, monthStart, today),
        repo.entriesWithPhotos(userId),
        achievements.list(userId, dataVersion),
      ]);
      const weights = weighIns.map((point) => ({ date: point.date, value: point.weightKg }));
      const newest = gallery[0];
      const newestPhotos = newest ? await images.listByProgressEntries(userId, [newest.id]) : [];
      return {
        month: today.slice(0, 7),
        weightChangeKg: changeOverMonth(weights, monthStart),
        workouts,
        bodyFatChange: changeOverMonth(bodyFat, monthStart),
        latestPhoto:
          newest && newestPhotos[0] ? { date: newest.date, photo: toPhoto(newestPhotos.at(-1)!) } : null,
        newestAchievements: list
          .filter((item) => item.earnedAt !== null)
          .sort((a, b) => (a.earnedAt! < b.earnedAt! ? 1 : -1))
          .slice(0, 3),
      };
    },

    /** One point per workout with completed sets of the exercise, its records, oldest first. */
    exercise(userId: string, exerciseId: string, dataVersion?: number): Promise<ExerciseProgress> {
      return kept.get(userId, dataVersion, `exercise\n${exerciseId}`, () =>
        exerciseProgress(userId, exerciseId),
      );
    },

    async exerciseSets(userId: string, exerciseId: string, cursor?: string): Promise<ExerciseSetsPage> {
      if (!(await repo.findExercise(userId, exerciseId))) throw notFound('That exercise');
      const page = await keysetPage(
        {
          cursor,
          limit: EXERCISE_SETS_LIMIT,
          decode: (text) => decodeCursor<SetCursor>(text, isSetCursor, PAGE_CURSOR_MESSAGE),
        },
        (size, after) => repo.exerciseSetsPage(userId, exerciseId, size, after),
        (row): SetCursor => [row.performed_at, row.log_id, row.position, row.set_index],
      );
      return {
        items: page.items.map((row) => ({
          logId: row.log_id,
          performedAt: row.performed_at,
          setIndex: row.set_index,
          ...toSetAnswer(row),
        })),
        nextCursor: page.nextCursor ?? null,
      };
    },

    async trainingDays(userId: string, timeZone: string): Promise<TrainingDays> {
      const to = todayIn(nowIso(), timeZone);
      const from = addDays(to, -(TRAINING_CALENDAR_DAYS - 1));
      return { from, to, days: await repo.trainingDays(userId, from, to) };
    },

    async muscleSets(userId: string, timeZone: string): Promise<MuscleSets> {
      const thisWeek = weekOf(nowIso(), timeZone);
      const starts = Array.from({ length: MUSCLE_SETS_WEEKS }, (_, i) =>
        addDays(thisWeek.startDate, -7 * (MUSCLE_SETS_WEEKS - 1 - i)),
      );
      const bounds = starts.map((start) => startOfLocalDay(start, timeZone).toISOString());
      const rows = await repo.setsWithMuscles(userId, bounds[0]!, thisWeek.end.toISOString());
      const weeks = starts.map((weekStart) => ({ weekStart, sets: {} as Record<string, number> }));
      for (const row of rows) {
        let index = bounds.length - 1;
        while (index > 0 && row.performed_at < bounds[index]!) index -= 1;
        const sets = weeks[index]!.sets;
        for (const muscle of parseJsonColumn<string[]>(row.primary_muscles, []) ?? []) {
          sets[muscle] = (sets[muscle] ?? 0) + 1;
        }
      }
      return { weeks };
    },
  };
}

function isSetCursor(value: unknown): value is SetCursor {
  return (
    Array.isArray(value) &&
    value.length === 4 &&
    typeof value[0] === 'string' &&
    typeof value[1] === 'string' &&
    Number.isInteger(value[2]) &&
    Number.isInteger(value[3])
  );
}
export type ProgressChartsService = ReturnType<typeof createProgressChartsService>;
