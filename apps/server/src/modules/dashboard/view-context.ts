import type { FastifyRequest } from 'fastify';
import { addDays, localDateOf, startOfLocalDay } from '@momentum/shared';

/**
 * What a signed-in read of the user's own data depends on besides the request's path: whose data, as of which
 * data version, and which calendar day in which zone (the streak and "this week" move at midnight without a
 * write). The ETag and the kept dashboard parts are both keyed by it.
 */
export type ViewContext = {
  userId: string;
  dataVersion: number;
  timeZone: string;
  /** The instant the request is answered as of. */
  now: Date;
  /** now's calendar date in timeZone. */
  today: string;
};

const contexts = new WeakMap<FastifyRequest, ViewContext>();

/** Per zone, the local date and the instants it lasts [from, until): most requests skip the Intl work. */
const dayOfZone = new Map<string, { date: string; from: number; until: number }>();
const ZONES_KEPT = 1000;

/** localDateOf(now, timeZone), remembered per zone until that day ends. */
export function todayIn(now: Date, timeZone: string): string {
  const ms = now.getTime();
  const known = dayOfZone.get(timeZone);
  if (known && known.from <= ms && ms < known.until) return known.date;
  const date = localDateOf(now, timeZone);
  if (dayOfZone.size >= ZONES_KEPT) dayOfZone.clear();
  dayOfZone.set(timeZone, {
    date,
    from: startOfLocalDay(date, timeZone).getTime(),
    until: startOfLocalDay(addDays(date, 1), timeZone).getTime(),
  });
  return date;
}

/** The request's context, the same object for every ask (so the tag and the answer agree on the day). */
export function viewContextOf(request: FastifyRequest): ViewContext {
  let context = contexts.get(request);
  if (!context) {
    const now = new Date();
    context = {
      userId: request.userId,
      dataVersion: request.dataVersion,
      timeZone: request.timeZone,
      now,
      today: todayIn(now, request.timeZone),
    };
    contexts.set(request, context);
  }
  return context;
}
