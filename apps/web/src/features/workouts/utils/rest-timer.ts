import { z } from 'zod';

/**
 * The rest between sets, kept as the instant it ends: the countdown is read off the clock, so it stays right
 * after the tab slept, the phone locked or the page reloaded (timers are throttled in the background).
 */
export const REST_STEP_S = 15;
/** Longer than anyone rests between sets; stops +15 s from running away. */
export const REST_MAX_S = 60 * 60;

export const restTimerSchema = z.object({
  /** When the rest is over. */
  endsAt: z.iso.datetime(),
  /** The rest as last set, seconds (the start length plus every adjustment): the countdown's full scale. */
  totalS: z
    .number()
    .int()
    .min(1)
    .max(2 * REST_MAX_S),
  /** Whose rest it is, for the label. */
  exerciseName: z.string(),
});
export type RestTimer = z.infer<typeof restTimerSchema>;

export function startRest(exerciseName: string, seconds: number, nowMs: number): RestTimer | null {
  const totalS = Math.min(REST_MAX_S, Math.max(0, Math.round(seconds)));
  if (totalS === 0) return null;
  return { endsAt: new Date(nowMs + totalS * 1000).toISOString(), totalS, exerciseName };
}

export function restRemainingMs(rest: RestTimer, nowMs: number): number {
  return Math.max(0, Date.parse(rest.endsAt) - nowMs);
}

export function isRestOver(rest: RestTimer, nowMs: number): boolean {
  return restRemainingMs(rest, nowMs) === 0;
}

/**
 * −15 s / +15 s. Taking off more than is left ends the rest (null), like Skip; adding never goes past an hour
 * from now.
 */
export function adjustRest(rest: RestTimer, deltaS: number, nowMs: number): RestTimer | null {
  const remainingMs = restRemainingMs(rest, nowMs);
  const nextMs = Math.min(REST_MAX_S * 1000, remainingMs + deltaS * 1000);
  if (nextMs <= 0) return null;
  const addedS = (nextMs - remainingMs) / 1000;
  return {
    ...rest,
    endsAt: new Date(nowMs + nextMs).toISOString(),
    totalS: Math.min(2 * REST_MAX_S, Math.max(1, Math.round(rest.totalS + addedS))),
  };
}

/** 'm:ss', counting whole seconds up (1.2 s left reads 0:02), so 0:00 shows only once the rest is over. */
export function formatRest(ms: number): string {
  const totalSeconds = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** '1 minute 30 seconds': how a screen reader should say a rest length. */
export function spokenDuration(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  if (rest > 0 || minutes === 0) parts.push(`${rest} ${rest === 1 ? 'second' : 'seconds'}`);
  return parts.join(' ');
}

/** Moments worth announcing to a screen reader (not every second): the last ten seconds, then the end. */
export const REST_WARNING_S = 10;

/**
 * What the live region should say at this remaining time. It changes only at the start, when ten seconds are
 * left, and at the end, so assistive technology is not flooded.
 */
export function restAnnouncement(rest: RestTimer, nowMs: number): string {
  const remainingMs = restRemainingMs(rest, nowMs);
  if (remainingMs === 0) return 'Rest over. Time for the next set.';
  if (remainingMs <= REST_WARNING_S * 1000 && rest.totalS > REST_WARNING_S) {
    return `${REST_WARNING_S} seconds of rest left.`;
  }
  return `Resting ${spokenDuration(rest.totalS)} after ${rest.exerciseName}.`;
}

/** Share of the rest already taken, 0–1, for the countdown's bar. */
export function restProgress(rest: RestTimer, nowMs: number): number {
  if (rest.totalS <= 0) return 1;
  return Math.min(1, Math.max(0, 1 - restRemainingMs(rest, nowMs) / (rest.totalS * 1000)));
}
