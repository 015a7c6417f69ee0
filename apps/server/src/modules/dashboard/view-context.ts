import type { FastifyRequest } from 'fastify';
import { todayIn } from '@momentum/shared';
import type { AreaVersions } from '../../db/data-areas.js';

/**
 * What a signed-in read of the user's own data depends on besides the request's path: whose data, as of which
 * data version, and which calendar day in which zone (the streak and "this week" move at midnight without a
 * write). The ETag and the kept dashboard parts are both keyed by it.
 */
export type ViewContext = {
  userId: string;
  dataVersion: number;
  /** Read with the data version: what an answer built from some areas only is kept by. */
  areaVersions: AreaVersions;
  timeZone: string;
  /** The instant the request is answered as of. */
  now: Date;
  /** now's calendar date in timeZone. */
  today: string;
};

const contexts = new WeakMap<FastifyRequest, ViewContext>();

/** The request's context, the same object for every ask (so the tag and the answer agree on the day). */
export function viewContextOf(request: FastifyRequest): ViewContext {
  let context = contexts.get(request);
  if (!context) {
    const now = new Date();
    context = {
      userId: request.userId,
      dataVersion: request.dataVersion,
      areaVersions: request.areaVersions,
      timeZone: request.timeZone,
      now,
      today: todayIn(now, request.timeZone),
    };
    contexts.set(request, context);
  }
  return context;
}
