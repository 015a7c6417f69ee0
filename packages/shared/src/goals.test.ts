import { describe, expect, it } from 'vitest';
import { daysLeftLabel } from './format.js';
import {
  averageGoalPercent,
  goalCreateBodySchema,
  goalEditBodySchema,
  goalPercent,
  isGoalReached,
  timeTakenLabel,
} from './goals.js';

const cardio = (currentValue: number, targetValue = 100) => ({
  category: 'cardio' as const,
  currentValue,
  targetValue,
});
const weightLoss = (currentValue: number, startValue: number | null, targetValue = 80) => ({
  category: 'weight-loss' as const,
  currentValue,
  startValue,
  targetValue,
});

describe('isGoalReached', () => {
  it('counts up for strength, cardio and habit goals', () => {
    expect(isGoalReached(cardio(99.9))).toBe(false);
    expect(isGoalReached(cardio(100))).toBe(true);
    expect(isGoalReached({ category: 'habit', currentValue: 31, targetValue: 30 })).toBe(true);
    expect(isGoalReached({ category: 'strength', currentValue: 0, targetValue: 30 })).toBe(false);
  });

  it('counts down for weight loss: reached at or below the target weight', () => {
    expect(isGoalReached(weightLoss(80.1, 90))).toBe(false);
    expect(isGoalReached(weightLoss(80, 90))).toBe(true);
    expect(isGoalReached(weightLoss(75, 90))).toBe(true);
  });
});

describe('goalPercent', () => {
  it('is current over target as a whole percent', () => {
    expect(goalPercent(cardio(40))).toBe(40);
    expect(goalPercent(cardio(1, 3))).toBe(33);
    expect(goalPercent(cardio(0))).toBe(0);
  });

  it('caps at 100', () => {
    expect(goalPercent(cardio(100))).toBe(100);
    expect(goalPercent(cardio(250))).toBe(100);
  });

  it('shows 100 only once reached: 99.6 of 100 is 99', () => {
    expect(goalPercent(cardio(99.6))).toBe(99);
  });

  it('measures weight loss from the start weight towards the target', () => {
    expect(goalPercent(weightLoss(90, 90))).toBe(0);
    expect(goalPercent(weightLoss(85, 90))).toBe(50);
    expect(goalPercent(weightLoss(82.5, 90))).toBe(75);
    expect(goalPercent(weightLoss(80, 90))).toBe(100);
    expect(goalPercent(weightLoss(70, 90))).toBe(100);
  });

  it('never goes below 0 when weight goes up, and is 0 without a start', () => {
    expect(goalPercent(weightLoss(95, 90))).toBe(0);
    expect(goalPercent(weightLoss(85, null))).toBe(0);
  });
});

describe('averageGoalPercent', () => {
  it('is 0 with no goals', () => {
    expect(averageGoalPercent([])).toBe(0);
  });

  it('is the mean of the capped percentages, rounded', () => {
    // 100 (capped from 300), 50 and 0: 150 / 3 = 50, not (300 + 50 + 0) / 3.
    expect(averageGoalPercent([cardio(300), cardio(50), cardio(0)])).toBe(50);
    expect(averageGoalPercent([cardio(10), cardio(15)])).toBe(13); // 12.5
    expect(averageGoalPercent([cardio(40), weightLoss(85, 90)])).toBe(45);
  });
});

describe('timeTakenLabel', () => {
  it('counts calendar days from creation to completion', () => {
    expect(timeTakenLabel('2026-05-01T10:00:00Z', '2026-05-13T09:00:00Z', 'UTC')).toBe('12 days');
    expect(timeTakenLabel('2026-05-01T10:00:00Z', '2026-05-02T09:00:00Z', 'UTC')).toBe('1 day');
    expect(timeTakenLabel('2026-05-01T10:00:00Z', '2026-05-01T11:00:00Z', 'UTC')).toBe('0 days');
  });

  it('counts days in the given zone: across local midnight is a day even an hour apart', () => {
    // 23:30 and 00:30 in Tokyo (UTC+9), both on 2026-05-01 in UTC.
    const before = '2026-05-01T14:30:00Z';
    const after = '2026-05-01T15:30:00Z';
    expect(timeTakenLabel(before, after, 'Asia/Tokyo')).toBe('1 day');
    expect(timeTakenLabel(before, after, 'UTC')).toBe('0 days');
  });
});

describe("days left and 'Overdue' across midnight in a non-UTC zone", () => {
  const tz = 'Australia/Sydney'; // UTC+10 in May
  const deadline = '2026-05-14';

  it('has one day left until local midnight, then turns Overdue on the deadline day', () => {
    // 23:59 on the 13th in Sydney, still the 13th in UTC.
    expect(daysLeftLabel(deadline, new Date('2026-05-13T13:59:00Z'), tz)).toBe('1 day left');
    // 00:01 on the 14th in Sydney while UTC still reads the 13th: no whole day is left.
    expect(daysLeftLabel(deadline, new Date('2026-05-13T14:01:00Z'), tz)).toBe('Overdue');
    expect(daysLeftLabel(deadline, new Date('2026-05-13T14:01:00Z'), 'UTC')).toBe('1 day left');
  });

  it('rounds a part day up: a deadline two days away at 00:01 is 2 days left', () => {
    expect(daysLeftLabel('2026-05-16', new Date('2026-05-13T14:01:00Z'), tz)).toBe('2 days left');
  });
});

describe('goalCreateBodySchema', () => {
  const valid = {
    title: 'Run 100 km',
    category: 'cardio',
    targetValue: 100,
    unit: 'km',
    deadline: '2027-03-31',
    priority: 'high',
    description: '',
  };
  const fieldsOf = (input: unknown) => {
    const result = goalCreateBodySchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
  };

  it('accepts a complete goal and trims its texts', () => {
    const parsed = goalCreateBodySchema.parse({ ...valid, title: '  Run  ', unit: ' km ' });
    expect(parsed).toMatchObject({ title: 'Run', unit: 'km' });
  });

  it('names the field of each problem', () => {
    expect(fieldsOf({ ...valid, title: '' })).toEqual(['title']);
    expect(fieldsOf({ ...valid, targetValue: Number.NaN })).toEqual(['targetValue']);
    expect(fieldsOf({ ...valid, targetValue: Number.POSITIVE_INFINITY })).toEqual(['targetValue']);
    expect(fieldsOf({ ...valid, deadline: '2026-02-29' })).toEqual(['deadline']);
    expect(fieldsOf({ ...valid, deadline: '2028-02-29' })).toEqual([]);
    expect(fieldsOf({ ...valid, category: 'Weight Loss' })).toEqual(['category']);
    expect(fieldsOf({ ...valid, followsWeight: true })).toEqual(['followsWeight']);
    expect(fieldsOf({ ...valid, category: 'weight-loss', followsWeight: true })).toEqual([]);
  });
});

describe('goalEditBodySchema', () => {
  it('needs at least one field', () => {
    expect(goalEditBodySchema.safeParse({}).success).toBe(false);
    expect(goalEditBodySchema.safeParse({ currentValue: 3 }).success).toBe(true);
  });
});
