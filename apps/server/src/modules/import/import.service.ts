import {
  CUSTOM_EXERCISE_CATEGORY,
  durationMinutesBetween,
  localDateOf,
  M_PER_MILE,
  toKilograms,
  workoutVolumeKg,
  type ExerciseKind,
  type ImportConfirm,
  type ImportPreview,
  type ImportResult,
  type LoggedExercise,
  type WeightUnit,
} from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { parseJsonColumn } from '../../lib/json.js';
import { createExercisesRepository } from '../exercises/exercises.repository.js';
import { createUserSettingsService } from '../user-settings/user-settings.service.js';
import { usableExercises } from '../workouts/template-plans.js';
import { storeRecordsOfNewLog } from '../workouts/personal-records.js';
import { createWorkoutSetsRepository } from '../workouts/workout-sets.repository.js';
import { createWorkoutsRepository } from '../workouts/workouts.repository.js';
import { kindOfSets, matchExerciseNames, type ExerciseMatch } from './exercise-matching.js';
import { NotCsvError } from './csv-records.js';
import { createImportRepository } from './import.repository.js';
import {
  readWorkoutCsv,
  UnknownFormatError,
  type ImportedWorkout,
  type WorkoutFileFormat,
} from './workout-csv.js';

const IMPORT = 'Import';
/** A previewed import waits this long for its confirm. */
export const IMPORT_TTL_MS = 60 * 60 * 1000;
/** Workouts staged (and checked against earlier imports) per round trip while reading. */
const STAGE_BATCH = 100;
/** Unreadable rows reported at most (a file of garbage must not make a huge answer). */
const ERRORS_KEPT = 500;

type ImportError = { line: number; message: string };

/** Imports workout histories exported by Strong and Hevy: preview (staged), then confirm (one transaction). */
export function createImportService(db: Db) {
  const repo = createImportRepository(db);
  const exercises = createExercisesRepository(db);
  const settings = createUserSettingsService(db);

  return {
    /**
     * Reads the file as it streams in, staging its workouts in batches; nothing of it stays in memory but a
     * batch, the names of its exercises and the source keys seen (to notice a workout twice in one file).
     * Any failure (an unknown format, a file over the limit) removes what was staged.
     */
    async preview(userId: string, file: AsyncIterable<Buffer>, timeZone: string): Promise<ImportPreview> {
      const now = nowIso();
      await repo.deleteExpired(now);
      const defaultUnit = (await settings.get(userId)).units.weight;
      const importId = newId();
      let started = false;
      let format: WorkoutFileFormat = 'hevy';
      let weightUnit: WeightUnit = defaultUnit;
      let weightUnitFromFile = false;
      let workouts = 0;
      let sets = 0;
      let duplicates = 0;
      let from: string | null = null;
      let to: string | null = null;
      const errors: ImportError[] = [];
      const kinds = new Map<string, ExerciseKind>();
      const seen = new Set<string>();
      let batch: ImportedWorkout[] = [];

      const stage = async () => {
        const imported = await repo.importedSourceKeys(
          userId,
          batch.map((workout) => workout.sourceKey),
        );
        const fresh = batch.filter((workout) => !imported.has(workout.sourceKey));
        duplicates += batch.length - fresh.length;
        await repo.insertWorkouts(
          fresh.map((workout) => ({
            import_id: importId,
            seq: (workouts += 1),
            user_id: userId,
            source_key: workout.sourceKey,
            workout: JSON.stringify(workout),
          })),
        );
        for (const workout of fresh) {
          sets += workout.exercises.reduce((count, exercise) => count + exercise.sets.length, 0);
          for (const exercise of workout.exercises) {
            kinds.set(exercise.name, kindOfSets(exercise.sets, kinds.get(exercise.name)));
          }
          if (from === null || workout.startedAt < from) from = workout.startedAt;
          if (to === null || workout.startedAt > to) to = workout.startedAt;
        }
        batch = [];
      };

      try {
        for await (const event of readWorkoutCsv(file, { timeZone, weightUnit: defaultUnit })) {
          if (event.kind === 'format') {
            ({ format, weightUnit, weightUnitFromFile } = event);
            await repo.insertImport({
              id: importId,
              user_id: userId,
              format,
              weight_unit: weightUnit,
              weight_unit_from_file: weightUnitFromFile ? 1 : 0,
              errors: '[]',
              exercises: '[]',
              created_at: now,
              expires_at: new Date(Date.parse(now) + IMPORT_TTL_MS).toISOString(),
            });
            started = true;
          } else if (event.kind === 'issue') {
            if (errors.length < ERRORS_KEPT) errors.push({ line: event.line, message: event.message });
          } else if (seen.has(event.workout.sourceKey)) {
            duplicates += 1;
          } else {
            seen.add(event.workout.sourceKey);
            batch.push(event.workout);
            if (batch.length >= STAGE_BATCH) await stage();
          }
        }
        await stage();
        const [library, own] = await Promise.all([exercises.listBuiltIn(), exercises.listOwn(userId)]);
        const matches = matchExerciseNames(kinds, library, own);
        await repo.updateImport(userId, importId, {
          errors: JSON.stringify(errors),
          exercises: JSON.stringify(matches),
        });
        const names = new Map([...library, ...own].map((row) => [row.id, row.name]));
        return {
          importId,
          format,
          weightUnit,
          weightUnitFromFile,
          workouts,
          sets,
          duplicates,
          from,
          to,
          exercises: matches.map((match) => ({
            name: match.name,
            match: match.exerciseId ? { _id: match.exerciseId, name: names.get(match.exerciseId)! } : null,
          })),
          errors,
        };
      } catch (error) {
        if (started) await repo.deleteImport(userId, importId);
        if (error instanceof UnknownFormatError || error instanceof NotCsvError)
          throw badRequest(error.message, { file: error.message });
        throw error;
      }
    },

    /**
     * Stores the staged workouts not imported before, with their sets and records, creating a custom exercise
     * for each name left without a match; all in one transaction, after which the staging is gone.
     */
    async confirm(
      userId: string,
      importId: string,
      body: ImportConfirm,
      timeZone: string,
    ): Promise<ImportResult> {
      const row = await repo.findImport(userId, importId, nowIso());
      if (!row) throw notFound(IMPORT);
      return db.transaction().execute(async (trx) => {
        const inTrx = createImportRepository(trx);
        const exercisesInTrx = createExercisesRepository(trx);
        const logs = createWorkoutsRepository(trx);
        const setsRepo = createWorkoutSetsRepository(trx);

        const matches = parseJsonColumn<ExerciseMatch[]>(row.exercises, []);
        const byName = new Map(matches.map((match) => [match.name, match]));
        for (const change of body.matches ?? []) {
          const match = byName.get(change.name);
          if (!match) {
            throw badRequest(`The file has no exercise named "${change.name}".`, {
              matches: `Unknown exercise name "${change.name}".`,
            });
          }
          match.exerciseId = change.exerciseId;
        }
        await usableExercises(
          exercisesInTrx,
          userId,
          matches.flatMap((match) => (match.exerciseId ? [match.exerciseId] : [])),
        );
        const now = nowIso();
        for (const match of matches) {
          if (match.exerciseId) continue;
          const made = await exercisesInTrx.insertOwn(userId, now, {
            name: match.name,
            name_key: match.name.toLowerCase(),
            kind: match.kind,
            category: CUSTOM_EXERCISE_CATEGORY,
            equipment: null,
            primary_muscles: '[]',
            secondary_muscles: '[]',
          });
          match.exerciseId = made.id;
        }
        const scale = unitScale(row, body.weightUnit);

        let workouts = 0;
        let sets = 0;
        let afterSeq = 0;
        for (;;) {
          const staged = await inTrx.stagedWorkouts(userId, importId, afterSeq, STAGE_BATCH);
          if (staged.length === 0) break;
          afterSeq = staged.at(-1)!.seq;
          const imported = await inTrx.importedSourceKeys(
            userId,
            staged.map((entry) => entry.source_key),
          );
          for (const entry of staged) {
            if (imported.has(entry.source_key)) continue;
            const workout = JSON.parse(entry.workout) as ImportedWorkout;
            const exercises: LoggedExercise[] = workout.exercises.map((exercise) => ({
              exerciseId: byName.get(exercise.name)!.exerciseId!,
              notes: exercise.notes,
              sets: exercise.sets.map((set) => ({
                type: set.type,
                weightKg: set.weightKg === null ? undefined : set.weightKg * scale.weight,
                reps: set.reps ?? undefined,
                durationS: set.durationS ?? undefined,
                distanceM: set.distanceM === null ? undefined : set.distanceM * scale.distance,
                rpe: set.rpe ?? undefined,
                completed: true,
              })),
            }));
            const log = {
              id: newId(),
              user_id: userId,
              template_id: null,
              workout_type: workout.title,
              notes: workout.notes,
              duration_min: durationMinutesBetween(workout.startedAt, workout.finishedAt),
              calories_burned: 0,
              started_at: workout.startedAt,
              timestamp: workout.finishedAt,
              local_date: localDateOf(workout.finishedAt, timeZone),
              created_at: now,
              volume_kg: workoutVolumeKg(exercises),
              set_count: exercises.reduce((count, exercise) => count + exercise.sets.length, 0),
              source_key: entry.source_key,
            };
            await logs.insertLog(log);
            await setsRepo.insertForLog({ id: log.id, userId, performedAt: log.timestamp }, exercises);
            await storeRecordsOfNewLog(trx, userId, log, exercises);
            workouts += 1;
            sets += log.set_count;
          }
        }
        await inTrx.deleteImport(userId, importId);
        return { workouts, sets };
      });
    },
  };
}

/**
 * Factors turning the staged weights and distances (read in the preview's unit) into the unit the person chose
 * at confirm; only a file that does not state its unit may be re-read so.
 */
function unitScale(
  row: { weight_unit: string; weight_unit_from_file: number },
  chosen: WeightUnit | undefined,
) {
  const read: WeightUnit = row.weight_unit === 'lb' ? 'lb' : 'kg';
  if (!chosen || chosen === read || row.weight_unit_from_file === 1) return { weight: 1, distance: 1 };
  const metresPer = (unit: WeightUnit) => (unit === 'lb' ? M_PER_MILE : 1000);
  return {
    weight: toKilograms(1, chosen) / toKilograms(1, read),
    distance: metresPer(chosen) / metresPer(read),
  };
}
