import { MEASUREMENT_BOUNDS, toKilograms, type WeightUnit } from '@momentum/shared';
import { readCsvRecords } from './csv-records.js';
import { CellError, readDecimal, readIsoLikeTime } from './csv-values.js';
import { UnknownFormatError } from './workout-csv.js';

/**
 * Reads a weight history: a CSV with a `date` column and a weight column whose unit is in its name
 * (`weight (kg)`, `weight_lbs`), in a `unit` column per row, or, failing both, the person's unit.
 */

export type ImportedWeight = { date: string; weightKg: number; line: number };

export type WeightCsvEvent =
  | { kind: 'format'; weightUnit: WeightUnit; weightUnitFromFile: boolean }
  | { kind: 'weight'; weight: ImportedWeight }
  | { kind: 'issue'; line: number; message: string };

const WEIGHT_COLUMN = /^weight(?:[ _]?\(?(kg|kgs|lb|lbs)\)?)?$/;

export async function* readWeightCsv(
  input: AsyncIterable<Buffer | string>,
  options: { weightUnit: WeightUnit },
): AsyncGenerator<WeightCsvEvent> {
  let columns: { date: number; weight: number; unit: number; headerUnit: WeightUnit | null } | undefined;
  const bounds = MEASUREMENT_BOUNDS.weight;
  for await (const { cells, line } of readCsvRecords(input)) {
    if (!columns) {
      const names = cells.map((name) => name.trim().toLowerCase());
      const weight = names.findIndex((name) => WEIGHT_COLUMN.test(name));
      const date = names.indexOf('date');
      if (date < 0 || weight < 0) {
        throw new UnknownFormatError(
          "This is not a weight history: its first line should name the columns 'date,weight' " +
            "(with the unit as 'weight (kg)', 'weight (lbs)' or a 'unit' column).",
        );
      }
      const unitText = WEIGHT_COLUMN.exec(names[weight]!)?.[1];
      const headerUnit: WeightUnit | null = unitText ? (unitText.startsWith('kg') ? 'kg' : 'lb') : null;
      columns = { date, weight, unit: names.indexOf('unit'), headerUnit };
      yield {
        kind: 'format',
        weightUnit: headerUnit ?? options.weightUnit,
        weightUnitFromFile: headerUnit !== null || columns.unit >= 0,
      };
      continue;
    }
    try {
      const date = readIsoLikeTime(cells[columns.date] ?? '', 'Date').date;
      const value = readDecimal(cells[columns.weight] ?? '', 'Weight');
      if (value === null) throw new CellError('Weight is empty.');
      const unitCell = columns.unit >= 0 ? (cells[columns.unit] ?? '').trim().toLowerCase() : '';
      const unit = unitCell ? rowUnit(unitCell) : (columns.headerUnit ?? options.weightUnit);
      const weightKg = Math.round(toKilograms(value, unit) * 10_000) / 10_000;
      if (weightKg < bounds.min || weightKg > bounds.max) {
        throw new CellError(`Weight must be from ${bounds.min} to ${bounds.max} kg: ${weightKg} kg.`);
      }
      yield { kind: 'weight', weight: { date, weightKg, line } };
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      yield { kind: 'issue', line, message: error.message };
    }
  }
  if (!columns) throw new UnknownFormatError('The file is empty.');
}

function rowUnit(text: string): WeightUnit {
  if (text === 'kg' || text === 'kgs') return 'kg';
  if (text === 'lb' || text === 'lbs') return 'lb';
  throw new CellError(`Unit is not kg or lbs: '${text}'.`);
}
