import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/**
 * Where a request keeps its context once asked. A request decoration, not a WeakMap of requests: every request
 * put an entry in such a map, and each scavenge had to clear all of them (decision 0033).
 */
const VIEW_CONTEXT: unique symbol = Symbol('viewContext');

declare module 'fastify' {
  interface FastifyRequest {
    [VIEW_CONTEXT]: ViewContext | null;
  }
}

/** Gives every request the slot `viewContextOf` fills (declared up front, so all requests keep one shape). */
export function registerViewContext(app: FastifyInstance): void {
  app.decorateRequest(VIEW_CONTEXT, null);
}

/** The request's context, the same object for every ask (so the tag and the answer agree on the day). */
export function viewContextOf(request: FastifyRequest): ViewContext {
  let context = request[VIEW_CONTEXT];
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
    request[VIEW_CONTEXT] = context;
  }
  return context;
}
