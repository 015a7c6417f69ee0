import {
  durationMinutesBetween,
  FINISH_CLOCK_SKEW_MS,
  localDateOf,
  type FinishWorkout,
  type TemplateChanges,
  type TemplateFields,
  type WorkoutLog,
  type WorkoutTemplate,
} from '@momentum/shared';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { WorkoutTemplatesTable } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { parseJsonColumn } from '../../lib/json.js';
import {
  createWorkoutsRepository,
  type LogRow,
  type TemplateRow,
  type WorkoutsRepository,
} from './workouts.repository.js';

const TEMPLATE = 'Workout template';
const LOG = 'Workout log';

function toTemplateDto(row: TemplateRow): WorkoutTemplate {
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
    plan: [],
  };
}

function toLogDto(row: LogRow): WorkoutLog {
  return {
    _id: row.id,
    templateId: row.template_id,
    timestamp: row.timestamp,
    startedAt: row.started_at,
    workoutType: row.workout_type,
    notes: row.notes,
    durationMin: row.duration_min,
    caloriesBurned: row.calories_burned,
    volumeKg: 0,
    setCount: 0,
    records: [],
  };
}

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

  return {
    async listTemplates(userId: string): Promise<WorkoutTemplate[]> {
      return (await repo.listTemplates(userId)).map(toTemplateDto);
    },

    async createTemplate(userId: string, fields: TemplateFields): Promise<WorkoutTemplate> {
      const now = nowIso();
      const row: TemplateRow = {
        id: newId(),
        user_id: userId,
        name: fields.name,
        day: fields.day,
        muscle_group: fields.muscleGroup,
        exercises: JSON.stringify(fields.exercises),
        estimated_duration_min: fields.estimatedDurationMin,
        last_completed_at: null,
        last_duration_min: null,
        created_at: now,
        updated_at: now,
      };
      await repo.insertTemplate(row);
      return toTemplateDto(row);
    },

    async updateTemplate(userId: string, id: string, changes: TemplateChanges): Promise<WorkoutTemplate> {
      const set: Updateable<WorkoutTemplatesTable> = { updated_at: nowIso() };
      if (changes.name !== undefined) set.name = changes.name;
      if (changes.day !== undefined) set.day = changes.day;
      if (changes.muscleGroup !== undefined) set.muscle_group = changes.muscleGroup;
      if (changes.exercises !== undefined) set.exercises = JSON.stringify(changes.exercises);
      if (changes.estimatedDurationMin !== undefined)
        set.estimated_duration_min = changes.estimatedDurationMin;
      if (!(await repo.updateTemplate(userId, id, set))) throw notFound(TEMPLATE);
      const row = await repo.findTemplate(userId, id);
      if (!row) throw notFound(TEMPLATE);
      return toTemplateDto(row);
    },

    async deleteTemplate(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteTemplate(userId, id))) throw notFound(TEMPLATE);
    },

    async listLogs(userId: string, limit: number): Promise<WorkoutLog[]> {
      return (await repo.listLogs(userId, limit)).map(toLogDto);
    },

    /**
     * Stores the log of a finished session and marks its template done, both or neither.
     * `timeZone` fixes the calendar day the workout counts for (streaks, the weekly schedule).
     */
    async finish(userId: string, body: FinishWorkout, timeZone: string): Promise<WorkoutLog> {
      const latestAllowed = Date.now() + FINISH_CLOCK_SKEW_MS;
      if (Date.parse(body.finishedAt) > latestAllowed) {
        throw badRequest('finishedAt cannot be in the future.', { finishedAt: 'Cannot be in the future.' });
      }
      return db.transaction().execute(async (trx) => {
        const inTrx = createWorkoutsRepository(trx);
        const template = await inTrx.findTemplate(userId, body.templateId);
        if (!template) throw notFound(TEMPLATE);
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
        };
        await inTrx.insertLog(row);
        // A finish sent late (a slow network, a second tab) must not move "last" backwards.
        if (template.last_completed_at === null || template.last_completed_at <= body.finishedAt) {
          await inTrx.updateTemplate(userId, template.id, {
            last_completed_at: body.finishedAt,
            last_duration_min: durationMin,
          });
        }
        return toLogDto(row);
      });
    },

    async updateLog(
      userId: string,
      id: string,
      changes: { notes?: string | undefined; caloriesBurned?: number | undefined },
    ): Promise<WorkoutLog> {
      const set: { notes?: string; calories_burned?: number } = {};
      if (changes.notes !== undefined) set.notes = changes.notes;
      if (changes.caloriesBurned !== undefined) set.calories_burned = changes.caloriesBurned;
      if (!(await repo.updateLog(userId, id, set))) throw notFound(LOG);
      const row = await repo.findLog(userId, id);
      if (!row) throw notFound(LOG);
      return toLogDto(row);
    },

    /** Removes a log; its template's "last" fields then describe the newest log left. */
    async deleteLog(userId: string, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const inTrx = createWorkoutsRepository(trx);
        const log = await inTrx.findLog(userId, id);
        if (!log) throw notFound(LOG);
        await inTrx.deleteLog(userId, id);
        if (log.template_id) await refreshTemplateLast(inTrx, userId, log.template_id);
      });
    },
  };
}
export type WorkoutsService = ReturnType<typeof createWorkoutsService>;
