import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { resolveTokenSecret } from './modules/auth/token-secret.js';
import { createDashboardParts } from './modules/dashboard/dashboard-parts.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { exercisesRoutes } from './modules/exercises/exercises.routes.js';
import { syncExerciseLibrary } from './modules/exercises/library-sync.js';
import { foodsRoutes } from './modules/foods/foods.routes.js';
import { syncFoodDatabase } from './modules/foods/food-sync.js';
import { goalsRoutes } from './modules/goals/goals.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { importRoutes } from './modules/import/import.routes.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { exportRoutes } from './modules/export/export.routes.js';
import { imagesRoutes } from './modules/images/images.routes.js';
import { nutritionRoutes } from './modules/nutrition/nutrition.routes.js';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.js';
import { progressRoutes } from './modules/progress/progress.routes.js';
import { createKeptStreaks } from './modules/activity/kept-streaks.js';
import { achievementsPlugin } from './modules/progress/achievements-plugin.js';
import { registerAddedMeals } from './modules/dashboard/added-meals.js';
import { registerViewContext } from './modules/dashboard/view-context.js';
import { socialRoutes } from './modules/social/social.routes.js';
import { userSettingsRoutes } from './modules/user-settings/user-settings.routes.js';
import { friendsRoutes } from './modules/friends/friends.routes.js';
import { presencePlugin } from './modules/friends/presence.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { competitionRoutes } from './modules/competition/competition.routes.js';
import { workoutsRoutes } from './modules/workouts/workouts.routes.js';
import { authenticationPlugin } from './plugins/authentication.js';
import { databasePlugin } from './plugins/database.js';
import { registerCompression } from './plugins/compression.js';
import { answerError, registerErrorHandling, registerNotFound } from './plugins/errors.js';
import { serializerCompilerKeepingFrozen } from './plugins/frozen-answer-serializer.js';
import { registerIdempotency } from './plugins/idempotency.js';
import { registerRefuseNulText } from './plugins/refuse-nul-text.js';
import { requestValidatorCompiler } from './plugins/request-validator.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders, withSecurityHeaders } from './plugins/security-headers.js';
import { registerStaticApp } from './plugins/static-app.js';

export type BuildOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Close the database when the app closes (the app owns it). */
  closeDatabase?: boolean;
  logger?: boolean;
  /** Where log lines go instead of stdout (the security suite reads them). */
  logStream?: { write(line: string): void };
  /** Called with every route as it is registered (the security suite's route catalogue lists them). */
  onRoute?: (route: RouteOptions) => void;
};

const REDACTED = [
  'req.headers.authorization',
  'req.body.password',
  'req.body.refresh',
  'res.body.token',
  'res.body.refresh',
];

export async function buildApp({
  config,
  database,
  closeDatabase = true,
  logger = true,
  logStream,
  onRoute,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: { paths: REDACTED, censor: '[redacted]' },
          ...(logStream ? { stream: logStream } : {}),
        }
      : false,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    // Fastify's own refusals before routing (a URL that does not decode, a path parameter over its length) are
    // answered as every other error, with the security headers (their reply passes no route's send hooks);
    // Fastify would otherwise write them to the socket itself, with neither.
    frameworkErrors: (error, request, reply) => answerError(error, request, withSecurityHeaders(reply)),
    // Clients never learn which framework answers.
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(serializerCompilerKeepingFrozen);
  registerErrorHandling(app);
  registerRefuseNulText(app);

  await app.register(databasePlugin, { handle: database, closeWithApp: closeDatabase });
  // Before any route: it reads each route's `idempotent` option as the route is registered.
  registerIdempotency(app);
  const secret = await resolveTokenSecret(database.db, config.jwtSecret);
  await syncExerciseLibrary(database.db);
  await syncFoodDatabase(database.db);

  registerSecurityHeaders(app);
  registerCompression(app);
  await registerOpenApi(app);
  await app.register(authenticationPlugin, { secret });
  registerViewContext(app);
  registerAddedMeals(app);
  app.decorate('keptStreaks', createKeptStreaks(database.db, { addedMeals: app.addedMeals }));
  // Before the routes: its after-write check reaches only routes registered after it.
  await app.register(achievementsPlugin);
  app.decorate(
    'dashboardParts',
    createDashboardParts(database.db, {
      achievements: app.achievements,
      keptStreaks: app.keptStreaks,
      addedMeals: app.addedMeals,
    }),
  );

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth', secret, limits: config.limits });
  for (const routes of [
    onboardingRoutes,
    imagesRoutes,
    workoutsRoutes,
    exercisesRoutes,
    dashboardRoutes,
    nutritionRoutes,
    progressRoutes,
    goalsRoutes,
    userSettingsRoutes,
    importRoutes,
    accountRoutes,
    exportRoutes,
    foodsRoutes,
  ]) {
    await app.register(routes, { prefix: '/api' });
  }
  await app.register(socialRoutes, { prefix: '/api', limits: config.limits });
  await app.register(presencePlugin);
  for (const routes of [friendsRoutes, notificationsRoutes, competitionRoutes])
    await app.register(routes, { prefix: '/api' });

  registerNotFound(app, (await registerStaticApp(app, config.webDist)) ?? undefined);

  return app;
}
