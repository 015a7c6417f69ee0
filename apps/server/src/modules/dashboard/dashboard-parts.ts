import {
  DEFAULT_WEEKLY_TARGETS,
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
import { createNotificationsService } from '../notifications/notifications.service.js';
import type { AchievementsService } from '../progress/achievements.service.js';
import { createUserSettingsService } from '../user-settings/user-settings.service.js';
import { toUserDto } from '../users/user.mapper.js';
import type { UserRow } from '../users/users.repository.js';
import { createUsersService } from '../users/users.service.js';
import { createWorkoutsService } from '../workouts/workouts.service.js';
import type { AddedMeals } from './added-meals.js';
import {
  createDashboardService,
  newestOf,
  RECENT_KINDS,
  roundedNutrition,
  withAddedMeal,
  type NutritionWeekSums,
  type RecentKind,
} from './dashboard.service.js';
import { createWeeklyTargetsRepository } from './weekly-targets.repository.js';
import { createScheduleService } from './schedule.service.js';
import { viewContextOf, type ViewContext } from './view-context.js';
import { createDataVersionCache, createKeptValues, KEPT_USERS } from '../../lib/kept-values.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The dashboard parts kept per user (one per app instance). */
    dashboardParts: DashboardPartsCache;
  }
}

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
 */
export type DashboardParts = ReturnType<typeof computeParts>;

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

/** The sources of every user's parts, each kept at the zone, day and versions of the areas it reads. */
type KeptSources = ReturnType<typeof createDataVersionCache>;
const SOURCES_PER_USER = Object.keys(SOURCE_AREAS).length;

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
  const sources = createDataVersionCache({ maxEntries: keptUsers * SOURCES_PER_USER });
  const derived = createDerivedParts();
  const services = readServices(db);
  return {
    of(context: ViewContext): DashboardParts {
      const key = `${context.dataVersion}|${context.timeZone}|${context.today}`;
      return kept.get(context.userId, key, () =>
        computeParts(db, shared, services, context, { sources, derived }),
      );
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
 * Parts built from kept values alone, remembered by the identity of those values: while the user's row, the
 * streaks or the week's workouts stay kept, the part built from them is the same frozen object at the next data
 * version too, so its JSON is written once (frozen-answer-serializer.ts). After a meal only the parts the meal
 * changed are new objects.
 */
function createDerivedParts() {
  type Node = { parts: Map<string, unknown>; next: WeakMap<object, Node> };
  const root = new WeakMap<object, Node>();
  /** `build()`'s part named `name`, made once per combination of `inputs` (by identity) and deep-frozen. */
  return <T>(name: string, inputs: readonly [object, ...object[]], build: () => T): T => {
    let level = root;
    let node: Node | undefined;
    for (const input of inputs) {
      node = level.get(input);
      if (!node) {
        node = { parts: new Map(), next: new WeakMap() };
        level.set(input, node);
      }
      level = node.next;
    }
    const { parts } = node!;
    if (!parts.has(name)) parts.set(name, deepFreeze(build()));
    return parts.get(name) as T;
  };
}
type DerivedParts = ReturnType<typeof createDerivedParts>;

/**
 * Remembers the promise of `compute`, its value deep-frozen; a failure is not remembered, so the next ask tries
 * again.
 */
function once<T>(compute: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= compute().then(deepFreeze, (error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * `compute` as a source of the parts: the value kept in `sources` under `name` while the zone, the day and the
 * versions of the areas it reads are those it was asked at, else computed afresh and kept.
 */
function keptSource<T>(
  sources: KeptSources,
  { userId, timeZone, today, areaVersions }: ViewContext,
  name: SourceName | `${SourceName}:${string}`,
  areas: readonly DataArea[],
  compute: () => Promise<T>,
  from: readonly SourceAdvance<T>[] = [],
): () => Promise<T> {
  const keyAt = (versions: AreaVersions) => `${timeZone}|${today}|${areaVersionsKey(areas, versions)}`;
  return once(() =>
    sources.get(
      userId,
      keyAt(areaVersions),
      name,
      compute,
      from.map(({ areaVersions: before, advance }) => ({ version: keyAt(before), advance })),
    ),
  );
}

/** Versions before a context's, and how a source kept at them becomes the source at the context's. */
type SourceAdvance<T> = { areaVersions: AreaVersions; advance: (value: T) => T | Promise<T> };

/** The app's services the parts share with the rest of the app. */
type SharedServices = { achievements: AchievementsService; keptStreaks: KeptStreaks; addedMeals: AddedMeals };

/** The services the parts read through that need no clock: made once, not once per answer. */
function readServices(db: Db) {
  return {
    users: createUsersService(db),
    workouts: createWorkoutsService(db),
    weeklyTargets: createWeeklyTargetsRepository(db),
    settings: createUserSettingsService(db),
    notifications: createNotificationsService(db),
  };
}

function computeParts(
  db: Db,
  { achievements, keptStreaks, addedMeals }: SharedServices,
  { users, workouts, weeklyTargets, settings, notifications }: ReturnType<typeof readServices>,
  context: ViewContext,
  { sources, derived }: { sources: KeptSources; derived: DerivedParts },
) {
  const { userId, timeZone, now, today, dataVersion, areaVersions } = context;
  // Every part sees the same instant, the one its key's day was taken from.
  const clock = () => now;
  const dashboard = createDashboardService(db, clock);
  const schedules = createScheduleService(db, clock);

  const source = <T>(
    name: SourceName,
    compute: () => Promise<T>,
    variant?: string,
    from?: readonly SourceAdvance<T>[],
  ) =>
    keptSource(
      sources,
      context,
      variant === undefined ? name : `${name}:${variant}`,
      SOURCE_AREAS[name],
      compute,
      from,
    );
  /** Quick meals this instance wrote took the nutrition version here (added-meals.ts): the ways from before them. */
  const mealRoutes = addedMeals.routesTo(userId, areaVersions);
  /** The recent meals before those meals, and them. */
  const mealsAdvance = (limit: number): SourceAdvance<ActivityItem[]>[] =>
    mealRoutes.map((route) => ({
      areaVersions: route.areaVersions,
      advance: (meals) => route.meals.reduce((list, meal) => withAddedMeal(list, meal.item, limit), meals),
    }));
  const readNutritionWeek = () => dashboard.nutritionSumsThisWeek(userId, timeZone);
  /** The week's nutrition sums before those meals, and theirs (read again when the sums may hold them). */
  const nutritionWeekAdvance: SourceAdvance<NutritionWeekSums>[] = mealRoutes.map((route) => ({
    areaVersions: route.areaVersions,
    advance: (sums) =>
      dashboard.withMealsThisWeek(sums, route.areaVersions.nutrition_version, route.meals, timeZone) ??
      readNutritionWeek(),
  }));
  const user = source<UserRow>('user', () => users.requireUserInZone(userId, timeZone));
  const streakFigures = once(() => keptStreaks.of(context));
  const workoutWeek = source('workoutWeek', () => dashboard.workoutsThisWeek(userId, timeZone));
  const nutritionWeek = source('nutritionWeek', readNutritionWeek, undefined, nutritionWeekAdvance);
  const targets = source('targets', () => weeklyTargets.findTargets(userId));
  const recentByLimit = new Map<number, () => Promise<DashboardResponse['recentActivity']>>();

  /** Each weekly target's value, with the kept week's figures it is read from. */
  const weekFigure =
    <Week extends object>(week: () => Promise<Week>, figure: (figures: Week) => number) =>
    async () => {
      const figures = await week();
      return { week: figures, value: figure(figures) };
    };
  const weeklyTargetValue: Record<WeeklyTargetKind, () => Promise<{ week: object; value: number }>> = {
    workouts: weekFigure(workoutWeek, (week) => week.count),
    calories: weekFigure(workoutWeek, (week) => week.caloriesBurned),
    'calories-intake': weekFigure(nutritionWeek, (week) => roundedNutrition(week).calories),
    protein: weekFigure(nutritionWeek, (week) => roundedNutrition(week).protein),
  };

  /** A part built from one kept value alone: the same object for as long as that value is kept. */
  const partOf = <Input extends object, Part>(
    name: string,
    input: () => Promise<Input>,
    build: (value: Input) => Part,
  ) =>
    once(async () => {
      const value = await input();
      return derived(name, [value], () => build(value));
    });

  const parts = {
    profile: partOf('profile', user, (row) => ({ user: toUserDto(row) })),
    summary: once(async () => {
      const [row, figures] = await Promise.all([user(), streakFigures()]);
      return derived('summary', [row, figures], () => ({
        streak: figures.current,
        highestStreak: figures.highest,
        startWeightKg: row.start_weight_kg,
      }));
    }),
    streak: partOf('streak', streakFigures, (figures) => ({ streak: figures.current })),
    personalRecord: partOf('personalRecord', streakFigures, (figures) => ({
      personalRecord: figures.highest,
    })),
    calories: partOf('calories', workoutWeek, (week) => ({ totalCalories: week.caloriesBurned })),
    workouts: partOf('workouts', workoutWeek, (week) => ({ workoutsThisWeek: week.count })),
    latestWeight: source('latestWeight', async () => ({ weight: await dashboard.latestWeight(userId) })),
    recentActivity(limit: number = RECENT_ACTIVITY_LIMIT) {
      let part = recentByLimit.get(limit);
      if (!part) {
        // Each kind kept on its own: after a meal only the meals are read again.
        const lists = RECENT_KINDS.map((kind) =>
          source(
            RECENT_SOURCE[kind],
            () => dashboard.recentOfKind[kind](userId, limit),
            String(limit),
            kind === 'meal' ? mealsAdvance(limit) : undefined,
          ),
        );
        part = once(async () => {
          const [first, ...others] = await Promise.all(lists.map((list) => list()));
          return derived(`recentActivity:${limit}`, [first!, ...others], () => ({
            items: newestOf([first!, ...others], limit),
          }));
        });
        recentByLimit.set(limit, part);
      }
      return part();
    },
    weeklyTarget: (kind: WeeklyTargetKind): Promise<WeeklyTarget> => targetOf[kind](),
    schedule: source('schedule', async () => ({ items: await schedules.getWeek(userId, timeZone) })),
    templates: source('templates', () => workouts.listTemplates(userId)),
    // The signed-in shell's own reads, so that opening the dashboard is one request (issue 14).
    settings: source('settings', () => settings.get(userId)),
    unreadNotifications: source('unreadNotifications', async () => ({
      unreadCount: await notifications.unreadCount(userId),
    })),
    announcements: once(async () => {
      // The streaks' longest run up to today lets the evaluation skip reading the whole history for streaks.
      const { highest, activeAfterToday } = await streakFigures();
      const pending = await achievements.pendingAnnouncements(userId, {
        dataVersion,
        areaVersions,
        streaks: { today, highest, activeAfterToday },
      });
      // The same list while the stored achievements are (achievements.service.ts): the same part too.
      return derived('announcements', [pending], () => ({ items: pending }));
    }),
    /** GET /api/dashboard: every part above. */
    all: once(async (): Promise<DashboardResponse> => {
      const [profile, summary, streak, personalRecord, calories, workoutsPart, latestWeight, recentActivity] =
        await Promise.all([
          parts.profile(),
          parts.summary(),
          parts.streak(),
          parts.personalRecord(),
          parts.calories(),
          parts.workouts(),
          parts.latestWeight(),
          parts.recentActivity(),
        ]);
      const [targetList, schedule, templates, settingsPart, unreadNotifications, announcements] =
        await Promise.all([
          Promise.all(WEEKLY_TARGET_KINDS.map((kind) => targetOf[kind]())),
          parts.schedule(),
          parts.templates(),
          parts.settings(),
          parts.unreadNotifications(),
          parts.announcements(),
        ]);
      const [firstTarget, ...otherTargets] = targetList;
      const goals = derived('goals', [firstTarget!, ...otherTargets], () =>
        Object.fromEntries(WEEKLY_TARGET_KINDS.map((kind, index) => [kind, targetList[index]])),
      ) as DashboardResponse['goals'];
      return {
        profile,
        summary,
        streak,
        personalRecord,
        calories,
        workouts: workoutsPart,
        latestWeight,
        recentActivity,
        goals,
        schedule,
        templates,
        settings: settingsPart,
        unreadNotifications,
        announcements,
      };
    }),
  };

  const targetOf = Object.fromEntries(
    WEEKLY_TARGET_KINDS.map((kind) => [
      kind,
      once(async (): Promise<WeeklyTarget> => {
        const [{ week, value }, set] = await Promise.all([weeklyTargetValue[kind](), targets()]);
        return derived(`goal:${kind}`, [week, set], () => ({
          value,
          target: set[kind] ?? DEFAULT_WEEKLY_TARGETS[kind],
        }));
      }),
    ]),
  ) as Record<WeeklyTargetKind, () => Promise<WeeklyTarget>>;

  return parts;
}
