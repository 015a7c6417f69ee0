import { RECORD_KIND_LABELS, type LogRecord, type RecordKind, type WorkoutLogDetail } from '@momentum/shared';
import { METRIC_UNITS, type Units } from '@/lib/settings';
import { clockLabel } from './session-exercises';

export const RECORD_NAMES = RECORD_KIND_LABELS;

/** '100 kg', '12 reps', '1:30'. */
export function recordValueLabel(record: RecordKind, value: number, units: Units = METRIC_UNITS): string {
  switch (record) {
    case 'mostReps':
      return `${value} ${value === 1 ? 'rep' : 'reps'}`;
    case 'longestDuration':
      return clockLabel(value);
    default:
      return units.formatWeight(value, 2);
  }
}

/** 'Bench Press: Heaviest weight 100 kg' for each record a saved workout set. */
export function newRecordLines(
  log: Pick<WorkoutLogDetail, 'records' | 'exercises'>,
  units: Units = METRIC_UNITS,
): string[] {
  const names = new Map(log.exercises.map((exercise) => [exercise.exerciseId, exercise.exerciseName]));
  return log.records.map(
    (record: LogRecord) =>
      `${names.get(record.exerciseId) ?? 'Exercise'}: ${RECORD_NAMES[record.record]} ${recordValueLabel(record.record, record.value, units)}`,
  );
}

export function volumeLabel(volumeKg: number, units: Units = METRIC_UNITS): string {
  return units.formatWeight(volumeKg, 0);
}
