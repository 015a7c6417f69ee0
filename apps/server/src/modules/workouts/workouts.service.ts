import {
  durationMinutesBetween,
  FINISH_CLOCK_SKEW_MS,
  localDateOf,
  PAGE_CURSOR_MESSAGE,
  workoutVolumeKg,
  type ExerciseKind,
  type FinishWorkout,
  type LastSets,
  type LogExercise,
  type LogRecord,
  type PersonalRecordList,
  type RecordKind,
  type RecordsQuery,
  type SetAnswer,
  type SetType,
  type TemplateChanges,
  type TemplateFields,
  type WorkoutLog,
  type WorkoutLogDetail,
  type WorkoutTemplate,
} from '@momentum/shared';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { WorkoutTemplatesTable } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { parseJsonColumn } from '../../lib/json.js';
import { decodeCursor, decodePageCursor, keysetPage, type Page } from '../../lib/page-cursor.js';
import { createExercisesRepository, type ExerciseRow } from '../exercises/exercises.repository.js';
import { createPersonalRecordsRepository, type RecordPosition } from './personal-records.repository.js';
import {
  orderRecords,
  recomputeRecordsHeldBy,
  storeRecordsOfNewLog,
  toLogRecord,
} from './personal-records.js';
import {
  linkTypedNames,
  parseStoredPlan,
  planAnswer,
  toStoredPlan,
  usableExercises,
  type StoredPlanEntry,
} from './template-plans.js';
import { createWorkoutSetsRepository, type SetRow } from './workout-sets.repository.js';
import {
  createWorkoutsRepository,
  type LogRow,
  type TemplateRow,
  type WorkoutsRepository,
} from './workouts.repository.js';

const TEMPLATE = 'Workout template';
const LOG = 'Workout log';

function toTemplateDto(row: TemplateRow, exerciseRows: ReadonlyMap<string, ExerciseRow>): WorkoutTemplate {
  const exercises = parseJsonColumn<unknown>(row.exercises, []);
  return {
    _id: row.id,
    name: row.name,
    day: row.day,
    muscleGroup: row.muscle_group,
    exercises: Array.isArray(exercises) ? exercises.filter((e): e is string => typeof e === 'string') : [],
    estimatedDurationMin: row.estimated_duration_min,
    lastCompletedAt: row.last_completed_at,
    lastDurationMin: row.last_duration_min,
    plan: planAnswer(parseStoredPlan(row.plan), exerciseRows),
  };
}

function toLogDto(row: LogRow, records: LogRecord[]): WorkoutLog {
  return {
    _id: row.id,
    templateId: row.template_id,
    timestamp: row.timestamp,
    startedAt: row.started_at,
    workoutType: row.workout_type,
    notes: row.notes,
    durationMin: row.duration_min,
    caloriesBurned: row.calories_burned,
    volumeKg: row.volume_kg,
    setCount: row.set_count,
    records,
  };
}

export function toSetAnswer(row: SetRow): SetAnswer {
  return {
    type: row.type as SetType,
    weightKg: row.weight_kg,
    reps: row.reps,
    durationS: row.duration_s,
    distanceM: row.distance_m,
    rpe: row.rpe,
    completed: row.completed === 1,
  };
}

/** The cursor of the records list: the last row's position. */
const isRecordPosition = (value: unknown): value is RecordPosition => {
  const position = value as Partial<RecordPosition> | null;
  return (
    typeof position?.achievedAt === 'string' &&
    typeof position.exerciseId === 'string' &&
    typeof position.record === 'string'
  );
};
const decodeRecordCursor = (cursor: string) => decodeCursor(cursor, isRecordPosition, PAGE_CURSOR_MESSAGE);

/** Sets a template's "last" fields from its newest remaining log (or clears them when none is left). */
async function refreshTemplateLast(
  repo: WorkoutsRepository,
  userId: string,
  templateId: string,
): Promise<void> {
  const latest = await repo.latestLogOfTemplate(userId, templateId);
  await repo.updateTemplate(userId, templateId, {
    last_completed_at: latest?.timestamp ?? null,
    last_duration_min: latest?.duration_min ?? null,
  });
}

export function createWorkoutsService(db: Db) {
  const repo = createWorkoutsRepository(db);
  const exercisesRepo = createExercisesRepository(db);
  const setsRepo = createWorkoutSetsRepository(db);
  const recordsRepo = createPersonalRecordsRepository(db);

  /** Templates as answered, their plans' exercises read in one query. */
  async function templateDtos(userId: string, rows: TemplateRow[]): Promise<WorkoutTemplate[]> {
    const ids = rows.flatMap((row) => parseStoredPlan(row.plan).map((entry) => entry.exerciseId));
    const exerciseRows = new Map(
      (await exercisesRepo.findUsable(userId, [...new Set(ids)])).map((row) => [row.id, row]),
    );
    return rows.map((row) => toTemplateDto(row, exerciseRows));
  }

  /** The plan and text list a template stores: the plan's names when a plan is sent, else the typed text linked. */
  async function planAndNames(
    userId: string,
    plan: TemplateFields['plan'],
    typed: string[] | undefined,
    previous: StoredPlanEntry[],
  ): Promise<{ plan: StoredPlanEntry[]; exercises: string[] } | undefined> {
    if (plan !== undefined) {
      const rows = await usableExercises(
        exercisesRepo,
        userId,
        plan.map((entry) => entry.exerciseId),
      );
      return { plan: toStoredPlan(plan), exercises: plan.map((entry) => rows.get(entry.exerciseId)!.name) };
    }
    if (typed === undefined) return undefined;
    return { plan: await linkTypedNames(exercisesRepo, userId, typed, previous), exercises: typed };
  }

  async function recordsByLog(userId: string, logIds: string[]): Promise<Map<string, LogRecord[]>> {
    const byLog = new Map<string, LogRecord[]>();
    for (const row of await recordsRepo.heldByLogs(userId, logIds)) {
      const record = toLogRecord(row);
      if (record) byLog.set(row.log_id, [...(byLog.get(row.log_id) ?? []), record]);
    }
    for (const [logId, records] of byLog) byLog.set(logId, orderRecords(records));
    return byLog;
  }

  /** One log with its exercises, sets and records. */
  async function logDetail(userId: string, row: LogRow): Promise<WorkoutLogDetail> {
    const [exerciseRows, setRows, records] = await Promise.all([
      setsRepo.exercisesOfLog(userId, row.id),
      setsRepo.setsOfLog(userId, row.id),
      recordsRepo.heldByLogs(userId, [row.id]),
    ]);
    const exercises: LogExercise[] = exerciseRows.map((entry) => ({
      exerciseId: entry.exercise_id,
      exerciseName: entry.exercise_name,
      kind: entry.exercise_kind as ExerciseKind,
      notes: entry.notes,
      sets: setRows.filter((set) => set.position === entry.position).map(toSetAnswer),
    }));
    return {
      ...toLogDto(
        row,
        orderRecords(
          records.flatMap((record) => toLogRecord(record) ?? []),
          exerciseRows.map((entry) => entry.exercise_id),
        ),
      ),
      exercises,
    };
  }

  return {
    async listTemplates(userId: string): Promise<WorkoutTemplate[]> {
      return templateDtos(userId, await repo.listTemplates(userId));
    },

    async createTemplate(userId: string, fields: TemplateFields): Promise<WorkoutTemplate> {
      const now = nowIso();
      const planned = (await planAndNames(userId, fields.plan, fields.exercises, [])) ?? {
        plan: [],
        exercises: fields.exercises,
      };
      const row: TemplateRow = {
        id: newId(),
        user_id: userId,
        name: fields.name,
        day: fields.day,
        muscle_group: fields.muscleGroup,
        exercises: JSON.stringify(planned.exercises),
        estimated_duration_min: fields.estimatedDurationMin,
        last_completed_at: null,
        last_duration_min: null,
        created_at: now,
        updated_at: now,
        plan: JSON.stringify(planned.plan),
      };
      await repo.insertTemplate(row);
      return (await templateDtos(userId, [row]))[0]!;
    },

    async updateTemplate(userId: string, id: string, changes: TemplateChanges): Promise<WorkoutTemplate> {
      const existing = await repo.findTemplate(userId, id);
      if (!existing) throw notFound(TEMPLATE);
      const set: Updateable<WorkoutTemplatesTable> = { updated_at: nowIso() };
      if (changes.name !== undefined) set.name = changes.name;
      if (changes.day !== undefined) set.day = changes.day;
      if (changes.muscleGroup !== undefined) set.muscle_group = changes.muscleGroup;
      if (changes.estimatedDurationMin !== undefined)
        set.estimated_duration_min = changes.estimatedDurationMin;
      const planned = await planAndNames(
        userId,
        changes.plan,
        changes.exercises,
        parseStoredPlan(existing.plan),
      );
      if (planned) {
        set.exercises = JSON.stringify(planned.exercises);
        set.plan = JSON.stringify(planned.plan);
      }
      if (!(await repo.updateTemplate(userId, id, set))) throw notFound(TEMPLATE);
      const row = await repo.findTemplate(userId, id);
      if (!row) throw notFound(TEMPLATE);
      return (await templateDtos(userId, [row]))[0]!;
    },

    async deleteTemplate(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteTemplate(userId, id))) throw notFound(TEMPLATE);
    },

    /**
     * One page, newest first, each log with its volume, set count and records (two queries whatever the page
     * size); `cursor` (from the previous page) asks for the next, older one.
     */
    async listLogs(userId: string, limit: number, cursor?: string): Promise<Page<WorkoutLog>> {
      const page = await keysetPage(
        { cursor, limit, decode: decodePageCursor },
        (size, after) => repo.listLogs(userId, size, after),
        (row) => [row.timestamp, row.created_at, row.id],
      );
      const records = await recordsByLog(
        userId,
        page.items.map((row) => row.id),
      );
      return {
        items: page.items.map((row) => toLogDto(row, records.get(row.id) ?? [])),
        nextCursor: page.nextCursor,
      };
    },

    async getLog(userId: string, id: string): Promise<WorkoutLogDetail> {
      const row = await repo.findLog(userId, id);
      if (!row) throw notFound(LOG);
      return logDetail(userId, row);
    },

    /**
     * Stores the log of a finished session with its sets and records and marks its template done, all or
     * nothing. `timeZone` fixes the calendar day the workout counts for (streaks, the weekly schedule).
     */
    async finish(userId: string, body: FinishWorkout, timeZone: string): Promise<WorkoutLogDetail> {
      const latestAllowed = Date.now() + FINISH_CLOCK_SKEW_MS;
      if (Date.parse(body.finishedAt) > latestAllowed) {
        throw badRequest('finishedAt cannot be in the future.', { finishedAt: 'Cannot be in the future.' });
      }
      const logId = await db.transaction().execute(async (trx) => {
        const inTrx = createWorkoutsRepository(trx);
        const template = await inTrx.findTemplate(userId, body.templateId);
        if (!template) throw notFound(TEMPLATE);
        await usableExercises(
          createExercisesRepository(trx),
          userId,
          body.exercises.map((exercise) => exercise.exerciseId),
        );
        const durationMin = durationMinutesBetween(body.startedAt, body.finishedAt);
        const row: LogRow = {
          id: newId(),
          user_id: userId,
          template_id: template.id,
          workout_type: template.name,
          notes: body.notes,
          duration_min: durationMin,
          calories_burned: body.caloriesBurned,
          started_at: body.startedAt,
          timestamp: body.finishedAt,
          local_date: localDateOf(body.finishedAt, timeZone),
          created_at: nowIso(),
          volume_kg: workoutVolumeKg(body.exercises),
          set_count: body.exercises.reduce(
            (count, exercise) => count + exercise.sets.filter((set) => set.completed).length,
            0,
          ),
          source_key: null,
        };
        await inTrx.insertLog(row);
        await createWorkoutSetsRepository(trx).insertForLog(
          { id: row.id, userId, performedAt: body.finishedAt },
          body.exercises,
        );
        await storeRecordsOfNewLog(trx, userId, row, body.exercises);
        // A finish sent late (a slow network, a second tab) must not move "last" backwards.
        if (template.last_completed_at === null || template.last_completed_at <= body.finishedAt) {
          await inTrx.updateTemplate(userId, template.id, {
            last_completed_at: body.finishedAt,
            last_duration_min: durationMin,
          });
        }
        return row.id;
      });
      return this.getLog(userId, logId);
    },

    async updateLog(
      userId: string,
      id: string,
      changes: { notes?: string | undefined; caloriesBurned?: number | undefined },
    ): Promise<WorkoutLogDetail> {
      const set: { notes?: string; calories_burned?: number } = {};
      if (changes.notes !== undefined) set.notes = changes.notes;
      if (changes.caloriesBurned !== undefined) set.calories_burned = changes.caloriesBurned;
      if (!(await repo.updateLog(userId, id, set))) throw notFound(LOG);
      return this.getLog(userId, id);
    },

    /**
     * Removes a log with its sets; the records it held pass to the best remaining sets, and its template's
     * "last" fields then describe the newest log left. All in one transaction.
     */
    async deleteLog(userId: string, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const inTrx = createWorkoutsRepository(trx);
        const log = await inTrx.findLog(userId, id);
        if (!log) throw notFound(LOG);
        const recordsInTrx = createPersonalRecordsRepository(trx);
        const held = await recordsInTrx.heldByLogs(userId, [id]);
        await recordsInTrx.deleteHeldByLog(userId, id);
        // Its exercises and sets go with it (foreign keys cascade).
        await inTrx.deleteLog(userId, id);
        await recomputeRecordsHeldBy(trx, userId, held);
        if (log.template_id) await refreshTemplateLast(inTrx, userId, log.template_id);
      });
    },

    /** The current records, newest first. */
    async listRecords(userId: string, query: RecordsQuery): Promise<PersonalRecordList> {
      const page = await keysetPage(
        { cursor: query.cursor, limit: query.limit, decode: decodeRecordCursor },
        (size, after) => recordsRepo.list(userId, size, after),
        (row): RecordPosition => ({
          achievedAt: row.achieved_at,
          exerciseId: row.exercise_id,
          record: row.record,
        }),
      );
      return {
        items: page.items.map((row) => ({
          exerciseId: row.exercise_id,
          exerciseName: row.exercise_name,
          record: row.record as RecordKind,
          value: row.value,
          logId: row.log_id,
          achievedAt: row.achieved_at,
        })),
        nextCursor: page.nextCursor ?? null,
      };
    },

    /** For each exercise, the sets of the person's newest workout that had it ("last time"). */
    async lastSets(userId: string, exerciseIds: string[]): Promise<LastSets> {
      const latest = (
        await Promise.all(
          exerciseIds.map(async (exerciseId) => {
            const found = await setsRepo.latestLogWithExercise(userId, exerciseId);
            return found ? { exerciseId, ...found } : undefined;
          }),
        )
      ).filter((entry) => entry !== undefined);
      const sets = await setsRepo.setsOfLogsForExercises(
        userId,
        [...new Set(latest.map((entry) => entry.log_id))],
        latest.map((entry) => entry.exerciseId),
      );
      return {
        items: latest.map((entry) => ({
          exerciseId: entry.exerciseId,
          logId: entry.log_id,
          performedAt: entry.performed_at,
          sets: sets
            .filter((set) => set.log_id === entry.log_id && set.exercise_id === entry.exerciseId)
            .map(toSetAnswer),
        })),
      };
    },
  };
}
export type WorkoutsService = ReturnType<typeof createWorkoutsService>;
