import { describe, expect, it } from 'vitest';
import {
  caloriesToSave,
  elapsedMsOf,
  finishInstants,
  isPaused,
  parseStoredSession,
  pauseSession,
  resumeSession,
  startSession,
} from './active-session';
import { ACTIVE_SESSION_KEY, readActiveSession, writeActiveSession } from './active-session-store';
import { T0, SEC, MIN } from '../testing/clock';

const start = () => startSession({ userId: 'u1', templateId: 't1', templateName: 'Leg Day' }, T0);

describe('active session', () => {
  it('counts time while running', () => {
    const session = start();
    expect(isPaused(session)).toBe(false);
    expect(elapsedMsOf(session, T0)).toBe(0);
    expect(elapsedMsOf(session, T0 + 90 * SEC)).toBe(90 * SEC);
  });

  it('stops counting while paused and restarts from the resume', () => {
    const paused = pauseSession(start(), T0 + 5 * MIN);
    expect(isPaused(paused)).toBe(true);
    expect(elapsedMsOf(paused, T0 + 60 * MIN)).toBe(5 * MIN);
    const resumed = resumeSession(paused, T0 + 60 * MIN);
    expect(elapsedMsOf(resumed, T0 + 62 * MIN)).toBe(7 * MIN);
    // Pausing twice or resuming a running session changes nothing.
    expect(pauseSession(paused, T0 + 70 * MIN)).toBe(paused);
    expect(resumeSession(resumed, T0 + 70 * MIN)).toBe(resumed);
  });

  it('never runs backwards when the clock is set back', () => {
    expect(elapsedMsOf(start(), T0 - 10 * MIN)).toBe(0);
  });

  it('sends a start placed the trained time before the finish, so pauses do not count', () => {
    const session = resumeSession(pauseSession(start(), T0 + 10 * MIN), T0 + 40 * MIN);
    const instants = finishInstants(session, T0 + 50 * MIN);
    expect(instants).toEqual({
      startedAt: new Date(T0 + 30 * MIN).toISOString(),
      finishedAt: new Date(T0 + 50 * MIN).toISOString(),
    });
  });

  it('reads back only a well-formed stored session', () => {
    const session = start();
    expect(parseStoredSession(JSON.stringify(session))).toEqual(session);
    expect(parseStoredSession(null)).toBeNull();
    expect(parseStoredSession('{not json')).toBeNull();
    expect(parseStoredSession(JSON.stringify({ ...session, accumulatedMs: -1 }))).toBeNull();
    expect(parseStoredSession(JSON.stringify({ ...session, version: 3 }))).toBeNull();
  });

  it('still reads a session stored before sets were logged (version 1), with nothing logged yet', () => {
    const v1 = {
      version: 1,
      userId: 'u1',
      templateId: 't1',
      templateName: 'Leg Day',
      startedAt: new Date(T0).toISOString(),
      accumulatedMs: 5 * MIN,
      runningSince: null,
    };
    const read = parseStoredSession(JSON.stringify(v1));
    expect(read).toEqual({ ...v1, version: 2, exercises: null, rest: null });
    expect(elapsedMsOf(read!, T0 + 60 * MIN)).toBe(5 * MIN);
  });

  it('keeps what was typed and the running rest across a reload', () => {
    const session = {
      ...start(),
      exercises: [
        {
          id: 'e1',
          exerciseId: 'ex-bench',
          name: 'Bench Press',
          kind: 'weight_reps' as const,
          restSeconds: 90,
          notes: '',
          sets: [
            {
              id: 's1',
              type: 'warmup' as const,
              weightKg: '40',
              reps: '10',
              durationS: '',
              distanceM: '',
              completed: true,
            },
            {
              id: 's2',
              type: 'normal' as const,
              weightKg: '62.',
              reps: '',
              durationS: '',
              distanceM: '',
              completed: false,
            },
          ],
        },
      ],
      rest: { endsAt: new Date(T0 + 90 * SEC).toISOString(), totalS: 90, exerciseName: 'Bench Press' },
    };
    writeActiveSession(session);
    expect(readActiveSession()).toEqual(session);
    writeActiveSession(null);
  });

  it('is kept under its own key, apart from the tokens', () => {
    localStorage.setItem('accessToken', 'a');
    writeActiveSession(start());
    expect(JSON.parse(localStorage.getItem(ACTIVE_SESSION_KEY) ?? 'null')).toMatchObject({
      templateId: 't1',
    });
    expect(readActiveSession()).toMatchObject({ templateId: 't1' });
    expect(readActiveSession()).toBe(readActiveSession());
    writeActiveSession(null);
    expect(localStorage.getItem(ACTIVE_SESSION_KEY)).toBeNull();
    expect(localStorage.getItem('accessToken')).toBe('a');
  });
});

describe('caloriesToSave', () => {
  it('uses the number entered, or the estimate when it is empty or zero', () => {
    expect(caloriesToSave('350', 200)).toBe(350);
    expect(caloriesToSave(' 12.5 ', 200)).toBe(12.5);
    expect(caloriesToSave('', 200)).toBe(200);
    expect(caloriesToSave('  ', 200)).toBe(200);
    expect(caloriesToSave('0', 200)).toBe(200);
    expect(caloriesToSave('abc', 200)).toBe(200);
  });
});
