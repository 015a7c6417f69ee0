import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readWeightCsv, type WeightCsvEvent } from './weight-csv.js';

async function readAll(csv: string, weightUnit: 'kg' | 'lb' = 'kg') {
  const events: WeightCsvEvent[] = [];
  for await (const event of readWeightCsv(Readable.from([csv]), { weightUnit })) events.push(event);
  return {
    format: events.find((event) => event.kind === 'format'),
    weights: events.flatMap((event) => (event.kind === 'weight' ? [event.weight] : [])),
    issues: events.flatMap((event) =>
      event.kind === 'issue' ? [{ line: event.line, message: event.message }] : [],
    ),
  };
}

describe('weight history CSV', () => {
  it('takes the unit from the header', async () => {
    const { format, weights } = await readAll('date,weight (lbs)\n2026-01-02,180\n2026-01-03,179.5\n');
    expect(format).toMatchObject({ weightUnit: 'lb', weightUnitFromFile: true });
    expect(weights).toEqual([
      { date: '2026-01-02', weightKg: 81.6466, line: 2 },
      { date: '2026-01-03', weightKg: 81.4198, line: 3 },
    ]);
  });

  it('takes a unit column per row, and the person’s unit when the file has none', async () => {
    const perRow = await readAll('date,weight,unit\n2026-01-02,80,kg\n2026-01-03,176,lbs\n');
    expect(perRow.weights.map((weight) => weight.weightKg)).toEqual([80, 79.8323]);
    const none = await readAll('Date,Weight\n2026-01-02 07:30:00,200\n', 'lb');
    expect(none.format).toMatchObject({ weightUnit: 'lb', weightUnitFromFile: false });
    expect(none.weights).toEqual([{ date: '2026-01-02', weightKg: 90.7185, line: 2 }]);
  });

  it('reports unreadable rows by line and refuses a file without date and weight columns', async () => {
    const { weights, issues } = await readAll(
      'date,weight_kg\n2026-02-30,80\n2026-03-01,\n2026-03-02,8000\n2026-03-03,81,5\n',
    );
    expect(issues.map((issue) => issue.line)).toEqual([2, 3, 4]);
    expect(issues[2]!.message).toMatch(/^Weight must be from 20 to 500 kg/);
    expect(weights).toEqual([{ date: '2026-03-03', weightKg: 81, line: 5 }]);
    await expect(readAll('day,kilos\n2026-01-01,80\n')).rejects.toThrow(/not a weight history/);
  });
});
