import type { FastifyRequest } from 'fastify';
import {
  isValidTimeZone,
  resolveCalendarDay,
  TIMEZONE_HEADER,
  type CalendarDayInput,
} from '@momentum/shared';

const timeZoneHeader = TIMEZONE_HEADER.toLowerCase();

/**
 * The day a calendar-day field of this request names (packages/shared calendar-day.ts): a date-time counts for
 * the day it falls on in the zone the caller sent in X-Timezone, or on its own clock when the caller sent none.
 * Every route with such a field resolves it here, before the service stores it.
 */
export function calendarDayOf(request: FastifyRequest, input: CalendarDayInput): string {
  const header = request.headers[timeZoneHeader];
  // request.timeZone falls back to UTC, which would overrule a date-time's own offset: only a named zone counts.
  return resolveCalendarDay(input, isValidTimeZone(header) ? header : undefined);
}
