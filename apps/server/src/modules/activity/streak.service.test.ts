import { addDays, currentStreak, longestStreak, startOfLocalDay } from '@momentum/shared';
import { describe, expect, it } from 'vitest';
import { insertMeal, insertProgress, insertWorkout } from '../../test/activity-fixtures.js';
import { registerUser } from '../../test/test-app.js';
import { useTestApp } from '../../test/test-file.js';
import { createStreakService, LIVE_WINDOW_DAYS, withActiveDay } from './streak.service.js';

const t = useTestApp();

/** A streak service whose clock the test moves. */
function serviceAt(initial: Date | string) {
  let now = new Date(initial);
  const service = createStreakService(t.database.db, () => now);
  return {
    service,
    setNow(next: Date | string) {
      now = new Date(next);
    },
  };
}

const newUser = async () => (await registerUser(t.app)).userId;
const noonUtc = (date: string) => `${date}T12:00:00.000Z`;

describe('current streak', () => {
  it('counts consecutive days ending today, across all three kinds of activity', async () => {
    const userId = await newUser();
    await insertWorkout(t.database.db, userId, { finishedAt: noonUtc('2026-06-08') });
    await insertMeal(t.database.db, userId, { date: '2026-06-09' });
    await insertProgress(t.database.db, userId, { date: '2026-06-10' });
    await insertMeal(t.database.db, userId, { date: '2026-06-10' });
    const { service } = serviceAt('2026-06-10T18:00:00Z');
    expect(await service.getStreaks(userId, 'UTC')).toEqual({ current: 3, highest: 3 });
  });

  it.each([
    [
      'stays alive through yesterday while today has no activity yet',
      ['2026-06-07', '2026-06-08', '2026-06-09'],
      '2026-06-10T23:59:00Z',
      { current: 3, highest: 3 },
    ],
    [
      'is 0 once a whole day was missed, while the best run is kept',
      ['2026-06-06', '2026-06-07', '2026-06-08'],
      '2026-06-10T00:01:00Z',
      { current: 0, highest: 3 },
    ],
  ])('%s', async (_case, mealDays, now, streaks) => {
    const userId = await newUser();
    for (const date of mealDays) await insertMeal(t.database.db, userId, { date });
    const { service } = serviceAt(now);
    expect(await service.getStreaks(userId, 'UTC')).toEqual(streaks);
  });

  it('is 0 for a user with no activity, and ignores other users', async () => {
    const userId = await newUser();
    const other = await newUser();
    await insertMeal(t.database.db, other, { date: '2026-06-10' });
    const { service } = serviceAt('2026-06-10T12:00:00Z');
    expect(await service.getStreaks(userId, 'UTC')).toEqual({ current: 0, highest: 0 });
  });

  it('counts days in the user zone across a daylight-saving change', async () => {
    // Berlin moves its clocks from 02:00 to 03:00 on Sunday 2026-03-29: that day lasts 23 hours.
    const tz = 'Europe/Berlin';
    const userId = await newUser();
    const finishes = [
      '2026-03-27T22:30:00Z', // Fri 27th 23:30 CET
      '2026-03-28T22:30:00Z', // Sat 28th 23:30 CET
      '2026-03-29T21:30:00Z', // Sun 29th 23:30 CEST
      '2026-03-29T22:30:00Z', // Mon 30th 00:30 CEST: 29th in UTC
    ];
    for (const finishedAt of finishes)
      await insertWorkout(t.database.db, userId, { finishedAt, timeZone: tz });
    // Tue 31st 00:30 local (still the 30th in UTC): yesterday closed a four-day run.
    const { service, setNow } = serviceAt('2026-03-30T22:30:00Z');
    expect(await service.getStreaks(userId, tz)).toEqual({ current: 4, highest: 4 });
    // Wed 1st 00:30 local: the 31st was missed.
    setNow('2026-03-31T22:30:00Z');
    expect(await service.getStreaks(userId, tz)).toEqual({ current: 0, highest: 4 });
  });

  it('takes "today" in the zone the caller sends', async () => {
    const userId = await newUser();
    await insertMeal(t.database.db, userId, { date: '2026-06-10' });
    await insertMeal(t.database.db, userId, { date: '2026-06-11' });
    // 2026-06-12 05:00 UTC is still the 11th in Los Angeles but already the 12th in Tokyo.
    const { service } = serviceAt('2026-06-12T05:00:00Z');
    expect((await service.getStreaks(userId, 'America/Los_Angeles')).current).toBe(2);
    expect((await service.getStreaks(userId, 'Asia/Tokyo')).current).toBe(2);
    expect((await service.getStreaks(userId, 'Pacific/Kiritimati')).current).toBe(2);
    const later = serviceAt('2026-06-13T05:00:00Z');
    expect((await later.service.getStreaks(userId, 'America/Los_Angeles')).current).toBe(2);
    expect((await later.service.getStreaks(userId, 'Asia/Tokyo')).current).toBe(0);
  });
});

describe('highest streak', () => {
  it('keeps the longest run, also when it lies far outside the recent window', async () => {
    const userId = await newUser();
    const today = '2026-09-01';
    // Ten days in a row about 200 days ago, then three days ending today.
    for (let i = 0; i < 10; i++) await insertMeal(t.database.db, userId, { date: addDays(today, -200 + i) });
    for (let i = 0; i < 3; i++) await insertProgress(t.database.db, userId, { date: addDays(today, -i) });
    const { service } = serviceAt(noonUtc(today));
    expect(await service.getStreaks(userId, 'UTC')).toEqual({ current: 3, highest: 10 });
  });

  it('counts a run that crosses the edge of the recent window whole', async () => {
    const userId = await newUser();
    const today = '2026-09-01';
    const dates = Array.from({ length: LIVE_WINDOW_DAYS + 20 }, (_, i) => addDays(today, -i));
    for (const date of dates) await insertMeal(t.database.db, userId, { date });
    const { service } = serviceAt(noonUtc(today));
    expect(await service.getStreaks(userId, 'UTC')).toEqual({ current: dates.length, highest: dates.length });
  });

  it('follows back-dated additions and deletions of old activity', async () => {
    const userId = await newUser();
    const today = '2026-09-01';
    const runStart = addDays(today, -300);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(await insertMeal(t.database.db, userId, { date: addDays(runStart, i) }));
    await insertMeal(t.database.db, userId, { date: addDays(runStart, 13) });
    const { service } = serviceAt(noonUtc(today));
    expect((await service.getStreaks(userId, 'UTC')).highest).toBe(12);

    // The gap on day 12 is filled: the two runs join into 14 days.
    await insertWorkout(t.database.db, userId, { finishedAt: noonUtc(addDays(runStart, 12)) });
    expect((await service.getStreaks(userId, 'UTC')).highest).toBe(14);

    // Day 5 of the run is deleted: the longest part left is days 6..13.
    await t.database.db.deleteFrom('nutrition_entries').where('id', '=', ids[5]!).execute();
    expect((await service.getStreaks(userId, 'UTC')).highest).toBe(8);

    // An entry moved onto day 5 mends it again.
    await t.database.db
      .updateTable('nutrition_entries')
      .set({ date: addDays(runStart, 5) })
      .where('id', '=', ids[11]!)
      .execute();
    // Day 11 is now empty: days 0..10 make 11.
    expect((await service.getStreaks(userId, 'UTC')).highest).toBe(11);
  });

  it('agrees with the streak rules over all history as days pass and activity comes and goes', async () => {
    const userId = await newUser();
    const start = '2025-01-01';
    // A small deterministic generator keeps the run repeatable.
    let seed = 20261122;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const rows: Array<{ id: string; date: string }> = [];
    let today = addDays(start, 40);
    const { service, setNow } = serviceAt(noonUtc(today));
    for (let step = 0; step < 40; step++) {
      today = addDays(today, Math.floor(random() * 30));
      setNow(noonUtc(today));
      const additions = Math.floor(random() * 6);
      for (let i = 0; i < additions; i++) {
        // Mostly recent days, sometimes a long way back.
        const back = random() < 0.8 ? Math.floor(random() * 5) : Math.floor(random() * 400);
        const date = addDays(today, -back);
        rows.push({ id: await insertMeal(t.database.db, userId, { date }), date });
      }
      if (rows.length > 0 && random() < 0.3) {
        const [removed] = rows.splice(Math.floor(random() * rows.length), 1);
        await t.database.db.deleteFrom('nutrition_entries').where('id', '=', removed!.id).execute();
      }
      const dates = rows.map((row) => row.date).filter((date) => date <= today);
      expect(await service.getStreaks(userId, 'UTC'), `step ${step}, today ${today}`).toEqual({
        current: currentStreak(dates, today),
        highest: longestStreak(dates),
      });
    }
  });
});

describe('a new active day without a read (withActiveDay)', () => {
  it('gives the streaks (and whether anything is dated ahead) a read would give after it, or says a read is needed', async () => {
    const userId = await newUser();
    let seed = 20261127;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const dates: string[] = [];
    let today = '2025-03-01';
    const { service, setNow } = serviceAt(noonUtc(today));
    let advanced = 0;
    for (let step = 0; step < 60; step++) {
      today = addDays(today, Math.floor(random() * 4));
      setNow(noonUtc(today));
      const reading = await service.readStreaks(userId, 'UTC');
      expect(reading.activeAfterToday, `step ${step}: read on ${today}`).toBe(
        dates.some((day) => day > today),
      );
      // Mostly today or the days just before; often a few weeks back, before the window, where a day can join two
      // old runs into the longest; sometimes tomorrow.
      const roll = random();
      const back = roll < 0.6 ? Math.floor(random() * 6) : roll < 0.9 ? 10 + Math.floor(random() * 20) : -1;
      const date = addDays(today, -back);
      await insertMeal(t.database.db, userId, { date });
      dates.push(date);
      const next = withActiveDay(reading, date, today);
      if (next === undefined) continue;
      advanced += 1;
      const known = dates.filter((day) => day <= today);
      expect(
        { current: next.current, highest: next.highest, activeAfterToday: next.activeAfterToday },
        `step ${step}: ${date} on ${today}`,
      ).toEqual({
        current: currentStreak(known, today),
        highest: longestStreak(known),
        activeAfterToday: known.length < dates.length,
      });
    }
    expect(advanced).toBeGreaterThan(30);
  });
});

describe('day boundaries', () => {
  it('counts a workout at 23:30 on the day it finished, in the zone of the user', async () => {
    const tz = 'America/New_York';
    const userId = await newUser();
    const lateSunday = new Date(startOfLocalDay('2026-11-16', tz).getTime() - 30 * 60_000);
    await insertWorkout(t.database.db, userId, { finishedAt: lateSunday, timeZone: tz });
    const { service } = serviceAt(new Date(startOfLocalDay('2026-11-15', tz).getTime() + 23.75 * 3_600_000));
    expect(await service.getStreaks(userId, tz)).toEqual({ current: 1, highest: 1 });
  });
});
