import { instantOfLocalTime, M_PER_MILE, toKilograms, type WeightUnit } from '@momentum/shared';
import { readCsvRecords } from './csv-records.js';
import {
  CellError,
  readDecimal,
  readDuration,
  readHevyTime,
  readIsoLikeTime,
  type WallClock,
} from './csv-values.js';

/**
 * Reads a workout history exported by Strong (comma or semicolon format) or Hevy as a stream, one workout
 * at a time, so a file of any length needs only one workout in memory. Rows that cannot be read are
 * reported with their line and skipped; the rest of the file still imports.
 */

export type ImportSetType = 'normal' | 'warmup' | 'drop' | 'failure';

export type ImportedSet = {
  type: ImportSetType;
  weightKg: number | null;
  reps: number | null;
  durationS: number | null;
  distanceM: number | null;
  rpe: number | null;
};

export type ImportedExercise = { name: string; notes: string; sets: ImportedSet[] };

export type ImportedWorkout = {
  /** Where the workout came from (format, start and title): importing it twice is noticed by this. */
  sourceKey: string;
  title: string;
  startedAt: string;
  finishedAt: string;
  notes: string;
  exercises: ImportedExercise[];
  /** The line of its first row. */
  line: number;
};

export type WorkoutFileFormat = 'strong' | 'strong-semicolon' | 'hevy';

export type WorkoutCsvEvent =
  | { kind: 'format'; format: WorkoutFileFormat; weightUnit: WeightUnit; weightUnitFromFile: boolean }
  | { kind: 'workout'; workout: ImportedWorkout }
  | { kind: 'issue'; line: number; message: string };

export type WorkoutCsvOptions = {
  /** The zone the exporting phone was in: exports write wall-clock times with no zone. */
  timeZone: string;
  /** The unit of weights (and, as km or miles, of distances) when the file does not say it. */
  weightUnit: WeightUnit;
};

export class UnknownFormatError extends Error {}

export const IMPORT_LIMITS = {
  repsMax: 1000,
  weightKgMax: 1000,
  durationSMax: 24 * 3600,
  distanceMMax: 1_000_000,
  titleMax: 100,
  notesMax: 2000,
} as const;

type Row = (name: string) => string;

type Layout = {
  format: WorkoutFileFormat;
  weightUnit: WeightUnit;
  weightUnitFromFile: boolean;
  /** null for a row that carries no set: Strong's rest-timer rows and rows with no number at all. */
  read: (row: Row) => RowValues | null;
};

type RowValues = {
  title: string;
  start: WallClock;
  end: WallClock | null;
  durationS: number | null;
  exercise: string;
  exerciseNotes: string;
  workoutNotes: string;
  set: ImportedSet;
};

export async function* readWorkoutCsv(
  input: AsyncIterable<Buffer | string>,
  options: WorkoutCsvOptions,
): AsyncGenerator<WorkoutCsvEvent> {
  let layout: Layout | undefined;
  let header: Map<string, number> | undefined;
  let current: ImportedWorkout | undefined;

  for await (const { cells, line } of readCsvRecords(input)) {
    if (!header || !layout) {
      header = new Map(cells.map((name, index) => [normaliseHeader(name), index]));
      layout = layoutOf(header, options);
      yield {
        kind: 'format',
        format: layout.format,
        weightUnit: layout.weightUnit,
        weightUnitFromFile: layout.weightUnitFromFile,
      };
      continue;
    }
    const columns = header;
    const row: Row = (name) => cells[columns.get(name) ?? -1] ?? '';
    let values: RowValues | null;
    try {
      values = layout.read(row);
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      yield { kind: 'issue', line, message: error.message };
      continue;
    }
    if (!values) continue;

    const startedAt = instantOfLocalTime(values.start.date, values.start, options.timeZone).toISOString();
    const title = values.title.slice(0, IMPORT_LIMITS.titleMax) || 'Workout';
    const sourceKey = `${layout.format === 'hevy' ? 'hevy' : 'strong'}|${startedAt}|${title}`;
    if (current && current.sourceKey !== sourceKey) {
      yield { kind: 'workout', workout: current };
      current = undefined;
    }
    if (!current) {
      current = {
        sourceKey,
        title,
        startedAt,
        finishedAt: finishOf(startedAt, values, options.timeZone),
        notes: values.workoutNotes.slice(0, IMPORT_LIMITS.notesMax),
        exercises: [],
        line,
      };
    }
    const last = current.exercises.at(-1);
    if (last && last.name === values.exercise) {
      last.sets.push(values.set);
    } else {
      current.exercises.push({
        name: values.exercise,
        notes: values.exerciseNotes.slice(0, IMPORT_LIMITS.notesMax),
        sets: [values.set],
      });
    }
  }
  if (!layout) throw new UnknownFormatError('The file is empty.');
  if (current) yield { kind: 'workout', workout: current };
}

function finishOf(startedAt: string, values: RowValues, timeZone: string): string {
  const start = Date.parse(startedAt);
  const end = values.end
    ? instantOfLocalTime(values.end.date, values.end, timeZone).getTime()
    : start + (values.durationS ?? 0) * 1000;
  return new Date(Math.max(start, end)).toISOString();
}

function normaliseHeader(name: string): string {
  return name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();
}

const HEVY_REQUIRED = ['title', 'start_time', 'exercise_title'];
const STRONG_REQUIRED = ['date', 'workout name', 'exercise name', 'set order'];

function layoutOf(header: Map<string, number>, options: WorkoutCsvOptions): Layout {
  if (HEVY_REQUIRED.every((name) => header.has(name))) return hevyLayout(header);
  if (STRONG_REQUIRED.every((name) => header.has(name))) return strongLayout(header, options);
  throw new UnknownFormatError(
    'This is not a Strong or Hevy export: its first line should name the columns, such as ' +
      "'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps' (Strong) or " +
      "'title,start_time,end_time,exercise_title,set_type,weight_kg,reps' (Hevy).",
  );
}

const HEVY_SET_TYPES: Record<string, ImportSetType> = {
  '': 'normal',
  normal: 'normal',
  warmup: 'warmup',
  dropset: 'drop',
  failure: 'failure',
};

function hevyLayout(header: Map<string, number>): Layout {
  const weightUnit: WeightUnit = header.has('weight_lbs') ? 'lb' : 'kg';
  const weightColumn = weightUnit === 'lb' ? 'weight_lbs' : 'weight_kg';
  const miles = header.has('distance_miles');
  return {
    format: 'hevy',
    weightUnit,
    weightUnitFromFile: header.has('weight_lbs') || header.has('weight_kg'),
    read(row) {
      const type = HEVY_SET_TYPES[row('set_type').toLowerCase()];
      if (!type)
        throw new CellError(`set_type is not normal, warmup, dropset or failure: '${row('set_type')}'.`);
      const distance = readDecimal(row(miles ? 'distance_miles' : 'distance_km'), 'Distance');
      return withSet(
        {
          title: row('title'),
          start: readHevyTime(row('start_time'), 'start_time'),
          end: row('end_time') ? readHevyTime(row('end_time'), 'end_time') : null,
          durationS: null,
          exercise: row('exercise_title'),
          exerciseNotes: row('exercise_notes'),
          workoutNotes: row('description'),
        },
        {
          type,
          weight: readDecimal(row(weightColumn), 'Weight'),
          weightUnit,
          reps: readDecimal(row('reps'), 'Reps'),
          durationS: readDecimal(row('duration_seconds'), 'Duration'),
          distanceM: distance === null ? null : distance * (miles ? M_PER_MILE : 1000),
          rpe: readDecimal(row('rpe'), 'RPE'),
        },
      );
    },
  };
}

const STRONG_UNIT_IN_HEADER = /^weight \((kg|kgs|lb|lbs)\)$/;

function strongLayout(header: Map<string, number>, options: WorkoutCsvOptions): Layout {
  const weightHeader = [...header.keys()].find((name) => STRONG_UNIT_IN_HEADER.test(name));
  const unitFromHeader = weightHeader ? unitOf(STRONG_UNIT_IN_HEADER.exec(weightHeader)![1]!) : null;
  const unitPerRow = header.has('weight unit');
  const weightUnit = unitFromHeader ?? options.weightUnit;
  const distanceHeader = [...header.keys()].find((name) => name.startsWith('distance'));
  const durationInSeconds = header.has('duration (sec)');
  return {
    format: header.has('workout #') || durationInSeconds || weightHeader ? 'strong-semicolon' : 'strong',
    weightUnit,
    weightUnitFromFile: unitFromHeader !== null || unitPerRow,
    read(row) {
      const order = row('set order').trim();
      if (/^rest timer$/i.test(order) || /^rest timer$/i.test(row('exercise name'))) return null;
      const rowUnit = unitPerRow && row('weight unit') ? unitOf(row('weight unit')) : null;
      const distance = readDecimal(distanceHeader ? row(distanceHeader) : '', 'Distance');
      return withSet(
        {
          title: row('workout name'),
          start: readIsoLikeTime(row('date'), 'Date'),
          end: null,
          durationS: durationInSeconds
            ? readDecimal(row('duration (sec)'), 'Duration')
            : readDuration(row('duration'), 'Duration'),
          exercise: row('exercise name'),
          exerciseNotes: row('notes'),
          workoutNotes: row('workout notes'),
        },
        {
          type: strongSetType(order),
          weight: readDecimal(weightHeader ? row(weightHeader) : row('weight'), 'Weight'),
          weightUnit: rowUnit ?? weightUnit,
          reps: readDecimal(row('reps'), 'Reps'),
          durationS: readDecimal(row('seconds'), 'Seconds'),
          distanceM:
            distance === null
              ? null
              : distance * strongDistanceFactor(distanceHeader, row('distance unit'), weightUnit),
          rpe: readDecimal(row('rpe'), 'RPE'),
        },
      );
    },
  };
}

function unitOf(text: string): WeightUnit {
  const unit = text.trim().toLowerCase();
  if (unit === 'kg' || unit === 'kgs') return 'kg';
  if (unit === 'lb' || unit === 'lbs') return 'lb';
  throw new CellError(`Weight Unit is not kg or lbs: '${text.trim()}'.`);
}

/** Metres per unit of a Strong distance: from the header, the row's unit, or the user's system. */
function strongDistanceFactor(header: string | undefined, rowUnit: string, weightUnit: WeightUnit): number {
  const unit = (/\((\w+)\)/.exec(header ?? '')?.[1] ?? rowUnit).trim().toLowerCase();
  if (unit === 'meters' || unit === 'm') return 1;
  if (unit === 'km') return 1000;
  if (unit === 'miles' || unit === 'mi') return M_PER_MILE;
  if (unit === 'feet' || unit === 'ft') return 0.3048;
  if (unit === '') return weightUnit === 'lb' ? M_PER_MILE : 1000;
  throw new CellError(`Distance Unit is not km, miles or meters: '${unit}'.`);
}

function strongSetType(order: string): ImportSetType {
  const upper = order.toUpperCase();
  if (upper === 'W') return 'warmup';
  if (upper === 'D') return 'drop';
  if (upper === 'F') return 'failure';
  if (order === '' || /^\d+$/.test(order)) return 'normal';
  throw new CellError(`Set Order is not a number, W or D: '${order}'.`);
}

type RawSet = {
  type: ImportSetType;
  weight: number | null;
  weightUnit: WeightUnit;
  reps: number | null;
  durationS: number | null;
  distanceM: number | null;
  rpe: number | null;
};

function withSet(workout: Omit<RowValues, 'set'>, raw: RawSet): RowValues | null {
  if (workout.exercise === '') throw new CellError('The exercise name is empty.');
  const set: ImportedSet = {
    type: raw.type,
    weightKg: raw.weight === null ? null : roundTo(toKilograms(raw.weight, raw.weightUnit), 4),
    reps: raw.reps,
    durationS: raw.durationS,
    distanceM: raw.distanceM === null ? null : roundTo(raw.distanceM, 2),
    rpe: raw.rpe === null ? null : Math.round(raw.rpe * 2) / 2,
  };
  checkBounds(set);
  const empty =
    set.weightKg === null && set.reps === null && set.durationS === null && set.distanceM === null;
  return empty ? null : { ...workout, set };
}

function checkBounds(set: ImportedSet): void {
  const { repsMax, weightKgMax, durationSMax, distanceMMax } = IMPORT_LIMITS;
  if (set.reps !== null && (!Number.isInteger(set.reps) || set.reps < 0 || set.reps > repsMax)) {
    throw new CellError(`Reps must be a whole number from 0 to ${repsMax}: ${set.reps}.`);
  }
  if (set.weightKg !== null && (set.weightKg < 0 || set.weightKg > weightKgMax)) {
    throw new CellError(`Weight must be from 0 to ${weightKgMax} kg: ${set.weightKg} kg.`);
  }
  if (set.durationS !== null && (set.durationS < 0 || set.durationS > durationSMax)) {
    throw new CellError(`A set's time must be from 0 to ${durationSMax} seconds: ${set.durationS}.`);
  }
  if (set.distanceM !== null && (set.distanceM < 0 || set.distanceM > distanceMMax)) {
    throw new CellError(`Distance must be from 0 to ${distanceMMax / 1000} km.`);
  }
  if (set.rpe !== null && (set.rpe < 1 || set.rpe > 10)) {
    throw new CellError(`RPE must be from 1 to 10: ${set.rpe}.`);
  }
}

function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
