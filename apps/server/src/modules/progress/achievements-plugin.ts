import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { todayIn } from '@momentum/shared';
import { afterSettled } from '../../plugins/after-settled.js';
import { createActivityItems } from '../social/activity-items.js';
import {
  createAchievementsService,
  type AchievementsService,
  type WriteKind,
} from './achievements.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The achievements service (one per app instance, so one cache of evaluated lists). */
    achievements: AchievementsService;
  }
}

/**
 * The routes whose writes can earn an achievement or a streak milestone (issues 16 and 17): workouts, meals,
 * weigh-ins and measurements, goals, imports, each with the kind of data it writes (what it can earn). Every one
 * of them also counts as an active day for the streak.
 */
const EARNING_PREFIXES: readonly (readonly [string, WriteKind])[] = [
  ['/api/workouts', 'workouts'],
  ['/api/import', 'workouts'],
  ['/api/nutrition', 'nutrition'],
  ['/api/progress', 'progress'],
  ['/api/goals', 'goals'],
];
const EARNING_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** Evaluates by itself. */
const ANNOUNCEMENTS = '/api/progress/achievements/announcements';

/** The kind of data a successful earning write wrote, or undefined for any other request. */
function writtenKind(request: FastifyRequest, statusCode: number): WriteKind | undefined {
  const url = request.routeOptions.url;
  if (
    request.userId === '' ||
    statusCode >= 300 ||
    !EARNING_METHODS.has(request.method) ||
    url === undefined ||
    url === ANNOUNCEMENTS
  ) {
    return undefined;
  }
  return EARNING_PREFIXES.find(([prefix]) => url.startsWith(prefix))?.[1];
}

/**
 * Decorates the app with the one achievements service, and after each successful write that counts, before its
 * answer leaves, stores any newly earned achievement and posts it and any streak milestone (7, 30, 100 days) to
 * the person's friends. So a weigh-in, a meal or a completed goal earns as a finished workout does, whether or not
 * the app asks for announcements. Register it before the routes: hooks reach only routes registered after them.
 */
export const achievementsPlugin = fp(
  async (app: FastifyInstance) => {
    const achievements = createAchievementsService(app.db);
    const activityItems = createActivityItems(app.db);
    app.decorate('achievements', achievements);
    /** Best effort: the write is stored; the next write or visit checks again. */
    async function checkWrite(request: FastifyRequest, kind: WriteKind): Promise<void> {
      try {
        const { userId, timeZone } = request;
        // Today before the streaks: the streaks then cover at least every day up to it (see LongestRunHint).
        // Kept per zone until its midnight (no Intl work per write).
        const now = new Date();
        const today = todayIn(now, timeZone);
        // Read after the write committed, so streaks kept at these versions include it: the dashboard that
        // follows finds them kept (and a write that adds no active day, a goal, finds them so here).
        // The versions as the write committed them, where it read them in its own transaction: a write by the
        // same person that lands meanwhile keeps what is read below at this older version, which nothing asks for
        // again once theirs has moved on (versions only grow).
        const areaVersions = request.committedVersions ?? (await app.committedVersionsOf(userId));
        if (!areaVersions) return;
        app.addedMeals.settle(request, areaVersions);
        const streaks = await app.keptStreaks.of({ userId, timeZone, today, now, areaVersions });
        const { highest, activeAfterToday } = streaks;
        await achievements.checkAfterWrite(userId, {
          kind,
          streaks: { today, highest, activeAfterToday },
          areaVersions,
        });
        await activityItems.streakReached(userId, timeZone, streaks);
      } catch (error) {
        request.log.warn({ err: error }, 'could not check achievements after a write');
      }
    }
    // A callback hook: every other request (the reads, the 304s) passes with no promise and microtask.
    app.addHook('onSend', (request, reply, payload, done) => {
      const kind = writtenKind(request, reply.statusCode);
      if (kind === undefined) return done(null, payload);
      afterSettled(checkWrite(request, kind), (_, onward) => onward(null, payload), done);
    });
  },
  {
    name: 'achievements',
    dependencies: ['authentication'],
    decorators: { fastify: ['keptStreaks', 'addedMeals'] },
  },
);
