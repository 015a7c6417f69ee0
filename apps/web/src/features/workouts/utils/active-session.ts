import { z } from 'zod';

/**
 * A workout in progress, as kept in the browser so a reload or a closed tab does not lose it.
 * Elapsed time = `accumulatedMs` (finished running stretches) + the current stretch since `runningSince`;
 * a paused session has `runningSince` null. Only instants are stored, so the timer is right after any gap.
 */
export const activeSessionSchema = z.object({
  version: z.literal(1),
  userId: z.string().min(1),
  templateId: z.string().min(1),
  templateName: z.string(),
  /** When the session was first started. */
  startedAt: z.iso.datetime(),
  accumulatedMs: z.number().finite().min(0),
  runningSince: z.iso.datetime().nullable(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export function startSession(
  { userId, templateId, templateName }: { userId: string; templateId: string; templateName: string },
  nowMs: number,
): ActiveSession {
  const now = new Date(nowMs).toISOString();
  return {
    version: 1,
    userId,
    templateId,
    templateName,
    startedAt: now,
    accumulatedMs: 0,
    runningSince: now,
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
    const parsed = activeSessionSchema.safeParse(JSON.parse(raw));
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
