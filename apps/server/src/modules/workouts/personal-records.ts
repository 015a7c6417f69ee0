import {
  bestRecordValues,
  RECORD_KINDS,
  recordCandidates,
  type LoggedExercise,
  type LogRecord,
  type RecordKind,
  type SetType,
} from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { createPersonalRecordsRepository, type RecordRow } from './personal-records.repository.js';
import { createWorkoutSetsRepository, type SetRow } from './workout-sets.repository.js';

/** Rows of one database, inside the caller's transaction. */

const isRecordKind = (value: string): value is RecordKind =>
  (RECORD_KINDS as readonly string[]).includes(value);

export function toLogRecord(row: RecordRow): LogRecord | undefined {
  return isRecordKind(row.record)
    ? { exerciseId: row.exercise_id, record: row.record, value: row.value }
    : undefined;
}

/**
 * Compares a new log's sets with the person's current records and keeps every one it beats (strictly: a tie
 * leaves the record with whoever reached it first). Answers the records the log now holds.
 */
export async function storeRecordsOfNewLog(
  trx: Db,
  userId: string,
  log: { id: string; timestamp: string },
  exercises: readonly LoggedExercise[],
): Promise<LogRecord[]> {
  const bestByExercise = new Map<string, Partial<Record<RecordKind, number>>>();
  for (const exercise of exercises) {
    const merged = bestByExercise.get(exercise.exerciseId) ?? {};
    for (const [record, value] of Object.entries(bestRecordValues(exercise.sets)) as [RecordKind, number][]) {
      if (merged[record] === undefined || value > merged[record]) merged[record] = value;
    }
    bestByExercise.set(exercise.exerciseId, merged);
  }
  const records = createPersonalRecordsRepository(trx);
  const current = new Map(
    (await records.currentFor(userId, [...bestByExercise.keys()])).map((row) => [
      `${row.exercise_id}|${row.record}`,
      row.value,
    ]),
  );
  const beaten: LogRecord[] = [];
  for (const [exerciseId, best] of bestByExercise) {
    for (const record of RECORD_KINDS) {
      const value = best[record];
      if (value === undefined) continue;
      const held = current.get(`${exerciseId}|${record}`);
      if (held === undefined || value > held) beaten.push({ exerciseId, record, value });
    }
  }
  await records.upsert(
    beaten.map((record) => ({
      user_id: userId,
      exercise_id: record.exerciseId,
      record: record.record,
      value: record.value,
      log_id: log.id,
      achieved_at: log.timestamp,
    })),
  );
  return beaten;
}

const asSet = (row: SetRow) => ({
  type: row.type as SetType,
  completed: row.completed === 1,
  weightKg: row.weight_kg,
  reps: row.reps,
  durationS: row.duration_s,
});

/**
 * After a log and its sets are gone, finds the next holder of each record it held: the best remaining set,
 * the earliest workout among equals. A record no set reaches any more is simply gone.
 */
export async function recomputeRecordsHeldBy(
  trx: Db,
  userId: string,
  held: readonly RecordRow[],
): Promise<void> {
  if (held.length === 0) return;
  const exerciseIds = [...new Set(held.map((row) => row.exercise_id))];
  const sets = await createWorkoutSetsRepository(trx).countingSetsOfExercises(userId, exerciseIds);
  const replacements: {
    exercise_id: string;
    record: RecordKind;
    value: number;
    log_id: string;
    achieved_at: string;
  }[] = [];
  for (const row of held) {
    if (!isRecordKind(row.record)) continue;
    let best: (typeof replacements)[number] | undefined;
    for (const set of sets) {
      if (set.exercise_id !== row.exercise_id) continue;
      const value = recordCandidates(asSet(set))[row.record];
      if (value !== undefined && (best === undefined || value > best.value)) {
        best = {
          exercise_id: row.exercise_id,
          record: row.record,
          value,
          log_id: set.log_id,
          achieved_at: set.performed_at,
        };
      }
    }
    if (best) replacements.push(best);
  }
  await createPersonalRecordsRepository(trx).upsert(replacements.map((row) => ({ ...row, user_id: userId })));
}
