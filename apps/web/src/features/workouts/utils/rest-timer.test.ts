import { describe, expect, it } from 'vitest';
import {
  adjustRest,
  formatRest,
  isRestOver,
  REST_MAX_S,
  restAnnouncement,
  restProgress,
  restRemainingMs,
  spokenDuration,
  startRest,
} from './rest-timer';
import { T0, SEC } from '../testing/clock';

describe('rest timer maths', () => {
  it('counts down from the end instant, whatever happened in between', () => {
    const rest = startRest('Bench Press', 90, T0)!;
    expect(rest).toEqual({ endsAt: '2026-05-01T10:01:30.000Z', totalS: 90, exerciseName: 'Bench Press' });
    expect(restRemainingMs(rest, T0)).toBe(90 * SEC);
    // A tab asleep for a minute reads the right time on waking: nothing was counted by ticks.
    expect(restRemainingMs(rest, T0 + 60 * SEC)).toBe(30 * SEC);
    expect(isRestOver(rest, T0 + 89_999)).toBe(false);
    expect(isRestOver(rest, T0 + 90 * SEC)).toBe(true);
    expect(restRemainingMs(rest, T0 + 10 * 60 * SEC)).toBe(0);
  });

  it('starts no rest for zero seconds and caps one at an hour', () => {
    expect(startRest('Plank', 0, T0)).toBeNull();
    expect(startRest('Plank', 5 * 60 * 60, T0)?.totalS).toBe(REST_MAX_S);
  });

  it('reads m:ss, rounding partial seconds up', () => {
    expect(formatRest(90 * SEC)).toBe('1:30');
    expect(formatRest(65 * SEC)).toBe('1:05');
    expect(formatRest(1200)).toBe('0:02');
    expect(formatRest(59_001)).toBe('1:00');
    expect(formatRest(0)).toBe('0:00');
    expect(formatRest(-5)).toBe('0:00');
    expect(formatRest(12 * 60 * SEC)).toBe('12:00');
  });

  it('adds and takes off 15 seconds from what is left, and ends when nothing is left', () => {
    const rest = startRest('Squat', 60, T0)!;
    const later = T0 + 20 * SEC; // 40 s left
    const longer = adjustRest(rest, 15, later)!;
    expect(restRemainingMs(longer, later)).toBe(55 * SEC);
    expect(longer.totalS).toBe(75);
    const shorter = adjustRest(longer, -15, later)!;
    expect(restRemainingMs(shorter, later)).toBe(40 * SEC);
    expect(shorter.totalS).toBe(60);
    // 10 s left, minus 15 s: the rest is over, like Skip.
    expect(adjustRest(rest, -15, T0 + 50 * SEC)).toBeNull();
    expect(adjustRest(rest, -15, T0 + 45 * SEC)).toBeNull();
  });

  it('never adds past an hour from now', () => {
    const rest = startRest('Squat', REST_MAX_S - 5, T0)!;
    const capped = adjustRest(rest, 15, T0)!;
    expect(restRemainingMs(capped, T0)).toBe(REST_MAX_S * SEC);
  });

  it('tracks the share of the rest taken', () => {
    const rest = startRest('Row', 100, T0)!;
    expect(restProgress(rest, T0)).toBe(0);
    expect(restProgress(rest, T0 + 25 * SEC)).toBe(0.25);
    expect(restProgress(rest, T0 + 500 * SEC)).toBe(1);
  });

  it('announces the start, the last ten seconds and the end, and nothing in between', () => {
    const rest = startRest('Bench Press', 90, T0)!;
    const start = 'Resting 1 minute 30 seconds after Bench Press.';
    expect(restAnnouncement(rest, T0)).toBe(start);
    // The same words for every second until ten are left, so a live region stays quiet.
    expect(restAnnouncement(rest, T0 + 45 * SEC)).toBe(start);
    expect(restAnnouncement(rest, T0 + 79 * SEC)).toBe(start);
    expect(restAnnouncement(rest, T0 + 80 * SEC)).toBe('10 seconds of rest left.');
    expect(restAnnouncement(rest, T0 + 85 * SEC)).toBe('10 seconds of rest left.');
    expect(restAnnouncement(rest, T0 + 90 * SEC)).toBe('Rest over. Time for the next set.');
    // A rest of ten seconds or less gets no separate warning.
    const short = startRest('Plank', 10, T0)!;
    expect(restAnnouncement(short, T0 + 2 * SEC)).toBe('Resting 10 seconds after Plank.');
  });

  it('says durations in words', () => {
    expect(spokenDuration(60)).toBe('1 minute');
    expect(spokenDuration(61)).toBe('1 minute 1 second');
    expect(spokenDuration(150)).toBe('2 minutes 30 seconds');
    expect(spokenDuration(0)).toBe('0 seconds');
  });
});
