import { z } from 'zod';
import { LOGGED_EXERCISES_MAX, sessionExerciseSchema } from './session-exercises';
import { restTimerSchema } from './rest-timer';

/**
 * A workout in progress, as kept in the browser so a reload or a closed tab does not lose it.
 * Elapsed time = `accumulatedMs` (finished running stretches) + the current stretch since `runningSince`;
 * a paused session has `runningSince` null. Only instants are stored, so the timer is right after any gap.
 */
const sessionClockShape = {
  userId: z.string().min(1),
  templateId: z.string().min(1),
  templateName: z.string(),
  /** When the session was first started. */
  startedAt: z.iso.datetime(),
  accumulatedMs: z.number().finite().min(0),
  runningSince: z.iso.datetime().nullable(),
};

/** Version 1 (before set logging): only the clock. Still read, so a workout running across an update survives. */
const storedSessionV1Schema = z.object({ version: z.literal(1), ...sessionClockShape });

/**
 * Version 2 adds what was typed set by set and the running rest. `exercises` is null until the page has laid out
 * the template's plan (with last time's values), so that happens once per workout, not on every visit.
 */
export const activeSessionSchema = z.object({
  version: z.literal(2),
  ...sessionClockShape,
  exercises: z.array(sessionExerciseSchema).max(LOGGED_EXERCISES_MAX).nullable(),
  rest: restTimerSchema.nullable(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

const storedSessionSchema = z.union([
  activeSessionSchema,
  storedSessionV1Schema.transform((v1): ActiveSession => ({
    ...v1,
    version: 2,
    exercises: null,
    rest: null,
  })),
]);

export function startSession(
  { userId, templateId, templateName }: { userId: string; templateId: string; templateName: string },
  nowMs: number,
): ActiveSession {
  const now = new Date(nowMs).toISOString();
  return {
    version: 2,
    userId,
    templateId,
    templateName,
    startedAt: now,
    accumulatedMs: 0,
    runningSince: now,
    exercises: null,
    rest: null,
  };
}

export function isPaused(session: ActiveSession): boolean {
  return session.runningSince === null;
}

/** Milliseconds of actual training; a clock set back never makes it shrink below what was banked. */
export function elapsedMsOf(session: ActiveSession, nowMs: number): number {
  if (session.runningSince === null) return session.accumulatedMs;
  return session.accumulatedMs + Math.max(0, nowMs - Date.parse(session.runningSince));
}

export function pauseSession(session: ActiveSession, nowMs: number): ActiveSession {
  if (session.runningSince === null) return session;
  return { ...session, accumulatedMs: elapsedMsOf(session, nowMs), runningSince: null };
}

/** Resume restarts the clock from now (spec §4). */
export function resumeSession(session: ActiveSession, nowMs: number): ActiveSession {
  if (session.runningSince !== null) return session;
  return { ...session, runningSince: new Date(nowMs).toISOString() };
}

/**
 * The instants sent when the log is saved. The server counts the minutes between them, so the start is placed
 * the elapsed time before the finish: pauses do not count as training.
 */
export function finishInstants(
  session: ActiveSession,
  nowMs: number,
): { startedAt: string; finishedAt: string } {
  const elapsed = Math.round(elapsedMsOf(session, nowMs));
  return { startedAt: new Date(nowMs - elapsed).toISOString(), finishedAt: new Date(nowMs).toISOString() };
}

/** Reads a stored session; anything unreadable counts as none. */
export function parseStoredSession(raw: string | null): ActiveSession | null {
  if (!raw) return null;
  try {
    const parsed = storedSessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What the finish dialog adds to the session when the log is saved. */
export type FinishValues = { caloriesBurned: number; notes: string };

/** Calories saved with a log: the number entered, or the estimate when it is empty or zero (spec §5). */
export function caloriesToSave(entered: string, estimate: number): number {
  const value = Number(entered.trim());
  if (entered.trim() === '' || !Number.isFinite(value) || value === 0) return estimate;
  return value;
}
