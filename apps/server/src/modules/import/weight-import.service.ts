import type { WeightImportResult } from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { rowsOfUser } from '../../db/owned-rows.js';
import { nowIso } from '../../lib/clock.js';
import { badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { createUserSettingsService } from '../user-settings/user-settings.service.js';
import { NotCsvError } from './csv-records.js';
import { readWeightCsv, type ImportedWeight } from './weight-csv.js';
import { UnknownFormatError } from './workout-csv.js';

const ERRORS_KEPT = 500;
const INSERT_BATCH = 200;

/** Imports a weight history CSV as progress entries: one per weigh-in, none twice. */
export function createWeightImportService(db: Db) {
  const settings = createUserSettingsService(db);
  return {
    async import(userId: string, file: AsyncIterable<Buffer>): Promise<WeightImportResult> {
      const unit = (await settings.get(userId)).units.weight;
      const weights: ImportedWeight[] = [];
      const errors: WeightImportResult['errors'] = [];
      try {
        for await (const event of readWeightCsv(file, { weightUnit: unit })) {
          if (event.kind === 'weight') weights.push(event.weight);
          else if (event.kind === 'issue' && errors.length < ERRORS_KEPT)
            errors.push({ line: event.line, message: event.message });
        }
      } catch (error) {
        if (error instanceof UnknownFormatError || error instanceof NotCsvError)
          throw badRequest(error.message, { file: error.message });
        throw error;
      }
      return db.transaction().execute(async (trx) => {
        const stored = await rowsOfUser(trx, 'progress_entries', userId)
          .select(['date', 'weight_kg'])
          .where('weight_kg', 'is not', null)
          .execute();
        const seen = new Set(stored.map((row) => `${row.date}|${Number(row.weight_kg).toFixed(2)}`));
        const now = nowIso();
        const rows = [];
        for (const weight of weights) {
          const key = `${weight.date}|${weight.weightKg.toFixed(2)}`;
          if (seen.has(key)) continue;
          seen.add(key);
          rows.push({
            id: newId(),
            user_id: userId,
            date: weight.date,
            measurements: JSON.stringify({ weight: weight.weightKg }),
            weight_kg: weight.weightKg,
            created_at: now,
          });
        }
        for (let i = 0; i < rows.length; i += INSERT_BATCH) {
          await trx
            .insertInto('progress_entries')
            .values(rows.slice(i, i + INSERT_BATCH))
            .execute();
        }
        return { imported: rows.length, skipped: weights.length - rows.length, errors };
      });
    },
  };
}
