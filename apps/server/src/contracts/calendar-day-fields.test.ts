import { CALENDAR_DAY_FORMS } from '@momentum/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../test/test-app.js';
import { useTestApp, useUser } from '../test/test-file.js';

/**
 * Every request field that names a calendar day (issue 12), on whichever database the suite runs on: both forms
 * are taken and stored as the caller's day, and anything else is a 400 naming the field that stores nothing.
 */

const t = useTestApp();
const me = useUser(t);

const NEW_YORK = 'America/New_York';

type DayField = {
  route: string;
  /** The field as the API names it, and how its messages start. */
  field: string;
  label: string;
  /** Sends `value` in the field; answers the response. */
  send(value: unknown, timeZone?: string): ReturnType<typeof as>;
  /** The stored day of what a 2xx answer created or changed. */
  storedDay(answer: { _id: string }): Promise<string | undefined>;
  /** A fingerprint of everything the field's table holds for the caller, to show nothing changed. */
  snapshot(): Promise<unknown>;
};

const meal = { type: 'lunch', items: [{ name: 'Rice', calories: 200 }] };
const goal = { title: 'Run 5 km', category: 'cardio', targetValue: 5, unit: 'km', priority: 'high' };

const rowsOf = (table: 'nutrition_entries' | 'progress_entries' | 'goals') =>
  t.database.db.selectFrom(table).selectAll().where('user_id', '=', me.userId).orderBy('id').execute();

/** A POST to `url` of `body` and a `date`: the day of the new row of `table`. */
const newRowDated = (
  table: 'nutrition_entries' | 'progress_entries',
  url: string,
  body: object,
): DayField => ({
  route: `POST ${url}`,
  field: 'date',
  label: 'Date',
  send: (date, timeZone) => as(t.app, me, { method: 'POST', url, payload: { date, ...body }, timeZone }),
  storedDay: async ({ _id }) =>
    (await t.database.db.selectFrom(table).select('date').where('id', '=', _id).executeTakeFirst())?.date,
  snapshot: () => rowsOf(table),
});

/** The stored deadline of a goal. */
const storedDeadline = async ({ _id }: { _id: string }) =>
  (await t.database.db.selectFrom('goals').select('deadline').where('id', '=', _id).executeTakeFirst())
    ?.deadline;

let goalToEdit = '';

const FIELDS: DayField[] = [
  newRowDated('nutrition_entries', '/api/nutrition', { meals: [meal] }),
  newRowDated('progress_entries', '/api/progress', { measurements: { weight: 80 } }),
  {
    route: 'POST /api/goals',
    field: 'deadline',
    label: 'Deadline',
    send: (deadline, timeZone) =>
      as(t.app, me, { method: 'POST', url: '/api/goals', payload: { ...goal, deadline }, timeZone }),
    storedDay: storedDeadline,
    snapshot: () => rowsOf('goals'),
  },
  {
    route: 'PUT /api/goals/:id',
    field: 'deadline',
    label: 'Deadline',
    send: (deadline, timeZone) =>
      as(t.app, me, { method: 'PUT', url: `/api/goals/${goalToEdit}`, payload: { deadline }, timeZone }),
    storedDay: storedDeadline,
    snapshot: async () =>
      t.database.db.selectFrom('goals').selectAll().where('id', '=', goalToEdit).executeTakeFirst(),
  },
];

beforeAll(async () => {
  const response = await as(t.app, me, {
    method: 'POST',
    url: '/api/goals',
    payload: { ...goal, title: 'Edited', deadline: '2030-01-01' },
  });
  goalToEdit = response.json<{ _id: string }>()._id;
});

/** [what is sent, the X-Timezone sent with it (none when undefined), the day it must be stored and answered as] */
const ACCEPTED: Array<[string, string | undefined, string]> = [
  ['2026-11-23', undefined, '2026-11-23'],
  ['2026-11-23', 'Pacific/Kiritimati', '2026-11-23'],
  // 23:30 in New York on the 23rd is the 23rd, however it is written.
  ['2026-11-23T23:30:00.000-05:00', NEW_YORK, '2026-11-23'],
  ['2026-11-23T23:30:00.000-05:00', undefined, '2026-11-23'],
  ['2026-11-24T04:30:00Z', NEW_YORK, '2026-11-23'],
  ['2026-11-24T04:30:00.000Z', undefined, '2026-11-24'],
  // What new Date().toISOString() gives, read where the caller is.
  ['2026-11-23T14:05:00.000Z', 'Asia/Tokyo', '2026-11-23'],
  ['2026-11-23T20:00:00.000Z', 'Asia/Tokyo', '2026-11-24'],
  // A date-time without a zone is the caller's own wall clock.
  ['2026-11-23T23:30:00', 'Asia/Tokyo', '2026-11-23'],
];

const REFUSED: Array<[string, unknown]> = [
  ['an impossible day', '2026-02-30'],
  ['hour 25', '2026-11-23T25:00Z'],
  ['a word', 'yesterday'],
  ['a number', 20261123],
  ['an empty string', ''],
  ['null', null],
];

describe.each(FIELDS.map((spec) => [`${spec.route} ${spec.field}`, spec] as const))('%s', (_name, spec) => {
  it.each(ACCEPTED)('takes %s (X-Timezone %s) as %s', async (value, timeZone, day) => {
    const response = await spec.send(value, timeZone);
    expect(response.statusCode, response.body).toBeLessThan(300);
    const answer = response.json<Record<string, string> & { _id: string }>();
    expect(answer[spec.field]).toBe(day);
    expect(await spec.storedDay(answer)).toBe(day);
  });

  it.each(REFUSED)(
    'refuses %s with a 400 naming the field and both forms, storing nothing',
    async (_case, value) => {
      const before = await spec.snapshot();
      const response = await spec.send(value, NEW_YORK);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        message: `${spec.field}: ${spec.label} must be ${CALENDAR_DAY_FORMS}.`,
        fields: { [spec.field]: `${spec.label} must be ${CALENDAR_DAY_FORMS}.` },
      });
      expect(await spec.snapshot()).toEqual(before);
    },
  );
});
