import { Readable } from 'node:stream';
import type { SetType } from '@momentum/shared';
import yazl from 'yazl';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { unauthorized } from '../../lib/errors.js';
import { createExportRepository, type OwnedTable } from './export.repository.js';

/** Hevy's workout export columns, so Hevy, other apps and our own importer read the file back. */
export const HEVY_COLUMNS = [
  'title',
  'start_time',
  'end_time',
  'description',
  'exercise_title',
  'superset_id',
  'exercise_notes',
  'set_index',
  'set_type',
  'weight_kg',
  'reps',
  'distance_km',
  'duration_seconds',
  'rpe',
] as const;

const HEVY_SET_TYPES: Record<SetType, string> = {
  normal: 'normal',
  warmup: 'warmup',
  drop: 'dropset',
  failure: 'failure',
};

const PHOTO_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\n`;

/** '8 Apr 2026, 16:50' in the person's zone: Hevy's own way of writing a time. */
function hevyTimeFormat(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (iso: string) => {
    const parts = Object.fromEntries(
      format.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
    );
    return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
  };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * Everything the person owns as one ZIP, written while it is sent: `momentum.json` (every table of theirs),
 * `workouts.csv` (one row per completed set, Hevy's columns), `nutrition.csv`, `weights-and-measurements.csv`
 * and `photos/`. Rows are read a page at a time, so the download starts at once and memory stays flat.
 */
export function createExportService(db: Db) {
  const repo = createExportRepository(db);

  async function* jsonDocument(userId: string, user: unknown, tables: OwnedTable[]): AsyncGenerator<string> {
    yield `{"format":"momentum-export","version":1,"exportedAt":${JSON.stringify(nowIso())},`;
    yield `"user":${JSON.stringify(user)},"data":{`;
    for (const [index, table] of tables.entries()) {
      yield `${index === 0 ? '' : ','}${JSON.stringify(table.name)}:[`;
      let first = true;
      for await (const row of repo.rowsOf(table, userId)) {
        yield `${first ? '' : ','}${JSON.stringify(row)}`;
        first = false;
      }
      yield ']';
    }
    yield '}}\n';
  }

  async function* tableCsv(userId: string, table: OwnedTable | undefined): AsyncGenerator<string> {
    if (!table) return;
    yield csvLine(table.columns);
    for await (const row of repo.rowsOf(table, userId)) yield csvLine(table.columns.map((c) => row[c]));
  }

  async function* workoutsCsv(userId: string, timeZone: string): AsyncGenerator<string> {
    const time = hevyTimeFormat(timeZone);
    yield csvLine(HEVY_COLUMNS);
    for await (const set of repo.setRows(userId)) {
      yield csvLine([
        set.title,
        time(set.startedAt),
        time(set.timestamp),
        set.description,
        set.exercise,
        '',
        set.exerciseNotes ?? '',
        set.setIndex,
        HEVY_SET_TYPES[set.type as SetType] ?? 'normal',
        set.weightKg === null ? '' : round(set.weightKg, 4),
        set.reps,
        set.distanceM === null ? '' : round(set.distanceM / 1000, 6),
        set.durationS,
        set.rpe,
      ]);
    }
  }

  return {
    /** The ZIP as a stream; a user who is gone is a 401 before anything is sent. */
    async zip(userId: string): Promise<{ stream: Readable; fileName: string }> {
      const user = await repo.user(userId);
      if (!user) throw unauthorized();
      const tables = await repo.ownedTables();
      const byName = new Map(tables.map((table) => [table.name, table]));
      const zip = new yazl.ZipFile();
      const text = (generator: AsyncGenerator<string>) => Readable.from(generator, { objectMode: false });
      zip.addReadStream(text(jsonDocument(userId, user, tables)), 'momentum.json');
      zip.addReadStream(text(workoutsCsv(userId, user.time_zone)), 'workouts.csv');
      zip.addReadStream(text(tableCsv(userId, byName.get('nutrition_entries'))), 'nutrition.csv');
      zip.addReadStream(
        text(tableCsv(userId, byName.get('progress_entries'))),
        'weights-and-measurements.csv',
      );
      // Photos are stored compressed already: kept as they are.
      void (async () => {
        try {
          for await (const image of repo.images(userId)) {
            const extension = PHOTO_EXTENSIONS[image.content_type] ?? 'bin';
            zip.addBuffer(Buffer.from(image.bytes), `photos/${image.purpose}-${image.id}.${extension}`, {
              compress: false,
            });
          }
          zip.end();
        } catch (error) {
          (zip.outputStream as unknown as Readable).destroy(error as Error);
        }
      })();
      const day = nowIso().slice(0, 10);
      return { stream: zip.outputStream as unknown as Readable, fileName: `momentum-export-${day}.zip` };
    },
  };
}
