import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ComponentType } from 'react';
import {
  createBrowserRouter,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  type RouteObject,
} from 'react-router';
import { RouteError } from '@/components/errors/route-error';
import { PageLoading } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RequireAuth, RequireGuest } from '@/features/auth/components/auth-guards';
import { AppLayout } from './routes/app-layout';
import { useSessionSync, type AppDataRouter } from './session-sync';

type RouteModule = { default: ComponentType };

// Each screen is its own chunk; route modules default-export their component.
const lazyRoute = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** The route table of spec §2. Exported so tests can mount it in a memory router. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      Component: RootLayout,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        {
          Component: RequireGuest,
          children: [
            { path: paths.auth.login.path, lazy: lazyRoute(() => import('./routes/login')) },
            { path: paths.auth.register.path, lazy: lazyRoute(() => import('./routes/register')) },
          ],
        },
        {
          Component: RequireAuth,
          children: [
            { path: paths.onboarding.path, lazy: lazyRoute(() => import('./routes/onboarding')) },
            {
              Component: AppLayout,
              children: [
                { index: true, lazy: lazyRoute(() => import('./routes/dashboard')) },
                { path: paths.app.workouts.path, lazy: lazyRoute(() => import('./routes/workouts')) },
                {
                  path: paths.app.workoutSession.path,
                  lazy: lazyRoute(() => import('./routes/workout-session')),
                },
                { path: paths.app.nutrition.path, lazy: lazyRoute(() => import('./routes/nutrition')) },
                { path: paths.app.progress.path, lazy: lazyRoute(() => import('./routes/progress')) },
                { path: paths.app.social.path, lazy: lazyRoute(() => import('./routes/social')) },
                { path: paths.app.goals.path, lazy: lazyRoute(() => import('./routes/goals')) },
                { path: paths.app.profile.path, lazy: lazyRoute(() => import('./routes/profile')) },
                { path: paths.app.settings.path, lazy: lazyRoute(() => import('./routes/settings')) },
                { path: paths.app.comingSoon.path, lazy: lazyRoute(() => import('./routes/coming-soon')) },
                {
                  path: paths.app.notifications.path,
                  lazy: lazyRoute(() => import('./routes/notifications')),
                },
              ],
            },
          ],
        },
        { path: '*', lazy: lazyRoute(() => import('./routes/not-found')) },
      ],
    },
  ];
}

/** Mounts a router (browser or memory) with the session kept in step with the api client and other tabs. */
export function AppRouterProvider({ router }: { router: AppDataRouter }) {
  const queryClient = useQueryClient();
  useSessionSync(router, queryClient);
  return <RouterProvider router={router} />;
}

export function AppRouter() {
  const router = useMemo(() => createBrowserRouter(createAppRoutes()), []);
  return <AppRouterProvider router={router} />;
}
