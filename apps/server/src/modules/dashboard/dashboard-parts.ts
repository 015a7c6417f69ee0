import {
  DEFAULT_WEEKLY_TARGETS,
  type AchievementAnnouncements,
  WEEKLY_TARGET_KINDS,
  RECENT_ACTIVITY_LIMIT,
  type ActivityItem,
  type DashboardResponse,
  type WeeklyTargetKind,
  type WeeklyTarget,
} from '@momentum/shared';
import type { FastifyRequest } from 'fastify';
import { areaVersionsKey, type AreaVersions, type DataArea } from '../../db/data-areas.js';
import type { Db } from '../../db/database.js';
import type { KeptStreaks } from '../activity/kept-streaks.js';
import type { StreakReading } from '../activity/streak.service.js';
import { createNotificationsService } from '../notifications/notifications.service.js';
import type { AchievementsService } from '../progress/achievements.service.js';
import { createUserSettingsService } from '../user-settings/user-settings.service.js';
import { toUserDto } from '../users/user.mapper.js';
import type { UserRow } from '../users/users.repository.js';
import { createUsersService } from '../users/users.service.js';
import { createWorkoutsService } from '../workouts/workouts.service.js';
import type { AddedMeals, MealsRoute } from './added-meals.js';
import {
  createDashboardService,
  newestOf,
  RECENT_KINDS,
  withAddedMeal,
  type NutritionWeekSums,
  type RecentKind,
} from './dashboard.service.js';
import { createWeeklyTargetsRepository } from './weekly-targets.repository.js';
import { WEEKLY_TARGET_VALUE, weeklyTargetValue, type WorkoutWeek } from './weekly-targets.service.js';
import { createScheduleService } from './schedule.service.js';
import { viewContextOf, type ViewContext } from './view-context.js';
import {
  createKeptPromises,
  createKeptValues,
  KEPT_USERS,
  type KeptPromises,
} from '../../lib/kept-values.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The dashboard parts kept per user (one per app instance). */
    dashboardParts: DashboardPartsCache;
  }
}

/** The data areas each source of the parts reads; a source reading another area must name it here. */
const SOURCE_AREAS = {
  user: ['profile'],
  workoutWeek: ['training'],
  nutritionWeek: ['nutrition'],
  targets: ['plan'],
  latestWeight: ['body'],
  recentWorkouts: ['training'],
  recentMeals: ['nutrition'],
  recentWeights: ['body'],
  schedule: ['plan', 'training'],
  templates: ['plan'],
  settings: ['settings'],
  unreadNotifications: ['notifications'],
} as const satisfies Record<string, readonly DataArea[]>;
type SourceName = keyof typeof SOURCE_AREAS;

const RECENT_SOURCE = {
  workout: 'recentWorkouts',
  meal: 'recentMeals',
  weight: 'recentWeights',
} as const satisfies Record<RecentKind, SourceName>;

/** Room for every source, and the recent lists of a few limits besides the dashboard's. */
const KEPT_SOURCES_PER_PERSON = 32;
/** One person's parts as last built, by name, with the kept values they were built from (derivedIn). */
type BuiltParts = Map<string, { inputs: readonly object[]; part: unknown }>;
/**
 * What is kept of one person for one zone and day, across their data versions: their sources by name, each at the
 * key of the versions of the areas it read (areaVersionsKey), and the builders of their parts (with the parts last
 * built). One record per person, not an entry per person and source in a map of thousands under a key made on each
 * ask: after a meal each kept source is found by one lookup in a dozen and one comparison of numbers. An answer at
 * a new version makes only what is its own.
 */
type Person = { sources: KeptPromises; build: PartBuilders };

/**
 * `achievements`: the app's one service, so the dashboard and GET /progress/achievements share its evaluations;
 * `keptStreaks`: the app's, which the check after each write fills (the streaks are a source kept elsewhere).
 */
export function createDashboardParts(
  db: Db,
  shared: SharedServices,
  { keptUsers = KEPT_USERS }: { keptUsers?: number } = {},
) {
  const kept = createKeptValues<DashboardParts>({ maxSlots: keptUsers });
  const personOf = createKeptValues<Person>({ maxSlots: keptUsers });
  const services = readServices(db);
  return {
    of(context: ViewContext): DashboardParts {
      const { userId, dataVersion, timeZone, today } = context;
      return kept.get(userId, `${dataVersion}|${timeZone}|${today}`, () => {
        const person = personOf.get(userId, `${timeZone}|${today}`, () => ({
          sources: createKeptPromises({ maxSlots: KEPT_SOURCES_PER_PERSON }),
          build: createPartBuilders(derivedIn(new Map())),
        }));
        return new DashboardParts(shared, services, context, person);
      });
    },
  };
}
export type DashboardPartsCache = ReturnType<typeof createDashboardParts>;

/** The parts as of a signed-in request's context. */
export function dashboardPartsOf(request: FastifyRequest): DashboardParts {
  return request.server.dashboardParts.of(viewContextOf(request));
}

/** Freezes a part and everything in it: it is shared by every request at its key (and serialised once). */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * `build()`'s part named `name`, deep-frozen, or the part last built under that name when it was built from the
 * same `inputs` (kept values, by identity): while the user's row, the streaks or the week's workouts stay kept,
 * the part built from them is the same frozen object at the next data version too, so its JSON is written once
 * (frozen-answer-serializer.ts). After a meal only the parts the meal changed are new objects.
 */
function derivedIn(built: BuiltParts) {
  return <T>(name: string, inputs: readonly object[], build: () => T): T => {
    const last = built.get(name);
    if (last && sameObjects(last.inputs, inputs)) return last.part as T;
    const part = deepFreeze(build());
    built.set(name, { inputs, part });
    return part;
  };
}
type DerivedParts = ReturnType<typeof derivedIn>;

function sameObjects(a: readonly object[], b: readonly object[]): boolean {
  if (a.length !== b.length) return false;
  for (let at = 0; at < a.length; at++) if (a[at] !== b[at]) return false;
  return true;
}

/**
 * A promise remembered once made; a failure is not remembered, so the next ask makes it again. For what is asked
 * once per answer: the streaks, the announcements (an evaluation) and the whole answer (one object, so its text is
 * written once).
 */
class Remembered<T> {
  #pending: Promise<T> | undefined;

  get(make: () => Promise<T>): Promise<T> {
    this.#pending ??= make().catch((error: unknown) => {
      this.#pending = undefined;
      throw error;
    });
    return this.#pending;
  }
}

/** Versions before a context's, and how a source kept at them becomes the source at the context's. */
type SourceAdvance<T> = { areaVersions: AreaVersions; advance: (value: T) => T | Promise<T> };

/**
 * The names the recent lists of each limit are kept under, and their part's, made once per limit (a limit is 1
 * to 50): a name made on each ask would be a new string to hash on each lookup.
 */
const recentSourceNames = new Map<number, Record<RecentKind | 'part', string>>();
const recentSourceNamesAt = (limit: number) => {
  let names = recentSourceNames.get(limit);
  if (!names) {
    names = {
      workout: `${RECENT_SOURCE.workout}:${limit}`,
      meal: `${RECENT_SOURCE.meal}:${limit}`,
      weight: `${RECENT_SOURCE.weight}:${limit}`,
      part: `recentActivity:${limit}`,
    };
    recentSourceNames.set(limit, names);
  }
  return names;
};

type WeeklyTargetSet = Partial<Record<WeeklyTargetKind, number>>;
const GOAL_PART_NAME = Object.fromEntries(
  WEEKLY_TARGET_KINDS.map((kind) => [kind, `goal:${kind}`]),
) as Record<WeeklyTargetKind, string>;

/**
 * Each part that is built (not read) from the sources' values, as a function of them: the same frozen object for
 * as long as those values are kept (derivedIn).
 */
function createPartBuilders(derived: DerivedParts) {
  return {
    profile: (row: UserRow) => derived('profile', [row], () => ({ user: toUserDto(row) })),
    summary: (row: UserRow, figures: StreakReading) =>
      derived('summary', [row, figures], () => ({
        streak: figures.current,
        highestStreak: figures.highest,
        startWeightKg: row.start_weight_kg,
      })),
    streak: (figures: StreakReading) => derived('streak', [figures], () => ({ streak: figures.current })),
    personalRecord: (figures: StreakReading) =>
      derived('personalRecord', [figures], () => ({ personalRecord: figures.highest })),
    calories: (week: WorkoutWeek) =>
      derived('calories', [week], () => ({ totalCalories: week.caloriesBurned })),
    workouts: (week: WorkoutWeek) => derived('workouts', [week], () => ({ workoutsThisWeek: week.count })),
    recentActivity: (limit: number, lists: readonly ActivityItem[][]) =>
      derived(recentSourceNamesAt(limit).part, lists, () => ({ items: newestOf(lists, limit) })),
    /** `figures`: the week WEEKLY_TARGET_VALUE names for `kind`. */
    goal: (kind: WeeklyTargetKind, figures: WorkoutWeek | NutritionWeekSums, set: WeeklyTargetSet) =>
      derived(GOAL_PART_NAME[kind], [figures, set], () => ({
        value: weeklyTargetValue(kind, figures),
        target: set[kind] ?? DEFAULT_WEEKLY_TARGETS[kind],
      })),
    goals: (targets: readonly WeeklyTarget[]) =>
      derived(
        'goals',
        targets,
        () =>
          Object.fromEntries(
            WEEKLY_TARGET_KINDS.map((kind, index) => [kind, targets[index]]),
          ) as DashboardResponse['goals'],
      ),
    // The same list while the stored achievements are (achievements.service.ts): the same part too.
    announcements: (pending: AchievementAnnouncements['items']) =>
      derived('announcements', [pending], () => ({ items: pending })),
  };
}
type PartBuilders = ReturnType<typeof createPartBuilders>;

/** The app's services the parts share with the rest of the app. */
type SharedServices = { achievements: AchievementsService; keptStreaks: KeptStreaks; addedMeals: AddedMeals };

/** The services the parts read through: made once, not once per answer (each read is given the answer's instant). */
function readServices(db: Db) {
  return {
    dashboard: createDashboardService(db),
    schedules: createScheduleService(db),
    users: createUsersService(db),
    workouts: createWorkoutsService(db),
    weeklyTargets: createWeeklyTargetsRepository(db),
    settings: createUserSettingsService(db),
    notifications: createNotificationsService(db),
  };
}

type ReadServices = ReturnType<typeof readServices>;

/**
 * The parts of the dashboard (each the body of one spec call) for one user as of one data version, time zone
 * and day, each computed at most once: the week's totals and the streak feed several parts but are read once,
 * and the 14 spec calls of one visit share what the first of them computed.
 *
 * Kept per user for as long as the key (data version, zone, day) holds. The versions are read from the
 * database on every request before the parts are asked for (DESIGN §8), so a write through any instance moves
 * every instance to new parts; parts computed after the versions were read are at least as new as them.
 *
 * What the parts are built from (the user's row, the week's workouts, the templates...) is kept longer: for as
 * long as the versions of the data areas it reads hold (SOURCE_AREAS, docs/decisions/0028-data-areas.md), so
 * after a meal the new parts read the week's meals and the recent meals again, not the templates. The streaks are
 * the app's kept streaks (activity/kept-streaks.ts), which the meal's own check has read already.
 *
 * A part is built from its sources' values by a plain function (createPartBuilders), the same frozen object while
 * those values are the same objects. GET /api/dashboard awaits every source at once and builds every part: after
 * a write it makes a new answer from a dozen kept promises, with no promise of its own per part.
 *
 * A class, so that what one version keeps until the next is this object and the few promises it remembers, not a
 * closure per part: an answer after a write is often asked once before its person writes again
 * (docs/decisions/0034-what-an-answer-after-a-write-keeps.md).
 */
export class DashboardParts {
  /** Quick meals this instance wrote took the nutrition version here (added-meals.ts): the ways from before them. */
  #mealRoutes: MealsRoute[] | undefined;
  readonly #streaks = new Remembered<StreakReading>();
  readonly #announcements = new Remembered<ReturnType<PartBuilders['announcements']>>();
  readonly #all = new Remembered<DashboardResponse>();

  constructor(
    private readonly shared: SharedServices,
    private readonly services: ReadServices,
    /** Every part sees the same instant, `now`, the one its key's day was taken from. */
    private readonly context: ViewContext,
    private readonly person: Person,
  ) {}

  async profile() {
    return this.person.build.profile(await this.#user());
  }

  async summary() {
    const [row, figures] = await Promise.all([this.#user(), this.#streakFigures()]);
    return this.person.build.summary(row, figures);
  }

  async streak() {
    return this.person.build.streak(await this.#streakFigures());
  }

  async personalRecord() {
    return this.person.build.personalRecord(await this.#streakFigures());
  }

  async calories() {
    return this.person.build.calories(await this.#workoutWeek());
  }

  async workouts() {
    return this.person.build.workouts(await this.#workoutWeek());
  }

  latestWeight() {
    const { dashboard } = this.services;
    const { userId } = this.context;
    return this.#source('latestWeight', async () => ({ weight: await dashboard.latestWeight(userId) }));
  }

  async recentActivity(limit: number = RECENT_ACTIVITY_LIMIT) {
    return this.person.build.recentActivity(limit, await Promise.all(this.#recentLists(limit)));
  }

  async weeklyTarget(kind: WeeklyTargetKind): Promise<WeeklyTarget> {
    const week = WEEKLY_TARGET_VALUE[kind].week === 'workout' ? this.#workoutWeek() : this.#nutritionWeek();
    const [figures, set] = await Promise.all([week, this.#targets()]);
    return this.person.build.goal(kind, figures, set);
  }

  schedule() {
    const { schedules } = this.services;
    const { userId, timeZone, now } = this.context;
    return this.#source('schedule', async () => ({ items: await schedules.getWeek(userId, timeZone, now) }));
  }

  templates() {
    const { workouts } = this.services;
    return this.#source('templates', () => workouts.listTemplates(this.context.userId));
  }

  // The signed-in shell's own reads, so that opening the dashboard is one request (issue 14).
  settings() {
    const { settings } = this.services;
    return this.#source('settings', () => settings.get(this.context.userId));
  }

  unreadNotifications() {
    const { notifications } = this.services;
    const { userId } = this.context;
    return this.#source('unreadNotifications', async () => ({
      unreadCount: await notifications.unreadCount(userId),
    }));
  }

  announcements() {
    return this.#announcements.get(async () => {
      const { userId, today, dataVersion, areaVersions } = this.context;
      // The streaks' longest run up to today lets the evaluation skip reading the whole history for streaks.
      const { highest, activeAfterToday } = await this.#streakFigures();
      const pending = await this.shared.achievements.pendingAnnouncements(userId, {
        dataVersion,
        areaVersions,
        streaks: { today, highest, activeAfterToday },
      });
      return this.person.build.announcements(pending);
    });
  }

  /** GET /api/dashboard: every part above, as one frozen object (its text is written once). */
  all() {
    return this.#all.get(async (): Promise<DashboardResponse> => {
      const { build } = this.person;
      const [
        row,
        figures,
        workoutFigures,
        nutritionFigures,
        set,
        latestWeight,
        schedule,
        templates,
        settings,
        unreadNotifications,
        announcements,
        ...recent
      ] = await Promise.all([
        this.#user(),
        this.#streakFigures(),
        this.#workoutWeek(),
        this.#nutritionWeek(),
        this.#targets(),
        this.latestWeight(),
        this.schedule(),
        this.templates(),
        this.settings(),
        this.unreadNotifications(),
        this.announcements(),
        ...this.#recentLists(RECENT_ACTIVITY_LIMIT),
      ]);
      const goals = WEEKLY_TARGET_KINDS.map((kind) =>
        build.goal(
          kind,
          WEEKLY_TARGET_VALUE[kind].week === 'workout' ? workoutFigures : nutritionFigures,
          set,
        ),
      );
      return Object.freeze({
        profile: build.profile(row),
        summary: build.summary(row, figures),
        streak: build.streak(figures),
        personalRecord: build.personalRecord(figures),
        calories: build.calories(workoutFigures),
        workouts: build.workouts(workoutFigures),
        latestWeight,
        recentActivity: build.recentActivity(RECENT_ACTIVITY_LIMIT, recent as ActivityItem[][]),
        goals: build.goals(goals),
        schedule,
        templates,
        settings,
        unreadNotifications,
        announcements,
      });
    });
  }

  /**
   * `compute` as a source of the parts: the value kept in the person's sources under `keptAs` while the versions
   * of the areas `name` reads are this answer's, else advanced from a kept value through `from` (asked only then),
   * else computed afresh; deep-frozen (the parts share it). A source kept is answered as the very promise kept: no
   * promise is made per answer for it.
   */
  #source<T>(
    name: SourceName,
    compute: () => Promise<T>,
    { keptAs = name, from }: { keptAs?: string; from?: () => readonly SourceAdvance<T>[] } = {},
  ): Promise<T> {
    const areas = SOURCE_AREAS[name];
    return this.person.sources.get(
      keptAs,
      areaVersionsKey(areas, this.context.areaVersions),
      async () => deepFreeze(await compute()),
      from &&
        (() =>
          from().map(({ areaVersions: before, advance }) => ({
            version: areaVersionsKey(areas, before),
            advance: async (value: T) => deepFreeze(await advance(value)),
          }))),
    );
  }

  #user() {
    const { users } = this.services;
    const { userId, timeZone } = this.context;
    return this.#source<UserRow>('user', () => users.requireUserInZone(userId, timeZone));
  }

  // Asked once per answer: several parts and the announcements are built from it.
  #streakFigures() {
    return this.#streaks.get(() => this.shared.keptStreaks.of(this.context));
  }

  #workoutWeek() {
    const { dashboard } = this.services;
    const { userId, timeZone, now } = this.context;
    return this.#source('workoutWeek', () => dashboard.workoutsThisWeek(userId, timeZone, now));
  }

  #nutritionWeek() {
    const { dashboard } = this.services;
    const { userId, timeZone, now } = this.context;
    const read = () => dashboard.nutritionSumsThisWeek(userId, timeZone, now);
    return this.#source('nutritionWeek', read, {
      // The week's sums before the meals, and theirs (read again when the sums may hold them).
      from: () =>
        this.#routes().map((route): SourceAdvance<NutritionWeekSums> => ({
          areaVersions: route.areaVersions,
          advance: (sums) =>
            dashboard.withMealsThisWeek(
              sums,
              route.areaVersions.nutrition_version,
              route.meals,
              timeZone,
              now,
            ) ?? read(),
        })),
    });
  }

  #targets() {
    const { weeklyTargets } = this.services;
    return this.#source('targets', () => weeklyTargets.findTargets(this.context.userId));
  }

  /** Each kind kept on its own: after a meal only the meals are read again. */
  #recentLists(limit: number) {
    const { dashboard } = this.services;
    const { userId } = this.context;
    const names = recentSourceNamesAt(limit);
    return RECENT_KINDS.map((kind) =>
      this.#source(RECENT_SOURCE[kind], () => dashboard.recentOfKind[kind](userId, limit), {
        keptAs: names[kind],
        // The recent meals before the meals, and them.
        from:
          kind === 'meal'
            ? () =>
                this.#routes().map((route): SourceAdvance<ActivityItem[]> => ({
                  areaVersions: route.areaVersions,
                  advance: (meals) =>
                    route.meals.reduce((list, meal) => withAddedMeal(list, meal.item, limit), meals),
                }))
            : undefined,
      }),
    );
  }

  #routes() {
    this.#mealRoutes ??= this.shared.addedMeals.routesTo(this.context.userId, this.context.areaVersions);
    return this.#mealRoutes;
  }
}
