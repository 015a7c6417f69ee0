import { lazy, Suspense, useLayoutEffect } from 'react';
import {
  BrowserRouter,
  Outlet,
  useLocation,
  useNavigationType,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { MainErrorFallback } from '@/components/errors/main-error-fallback';
import { FirstPaintProvider, FirstScreenLoading, type FirstPaintNodes } from '@/components/first-paint';
import { paths } from '@/config/paths';
import { RequireAuth, RequireGuest } from '@/features/auth/components/auth-guards';
import { lazyRoute } from '@/lib/route-chunks';
import { getAccessToken } from '@/lib/token-storage';

// Each screen is its own chunk; route modules default-export their component.
const Login = lazyRoute(() => import('./routes/login'));
const Register = lazyRoute(() => import('./routes/register'));
const Onboarding = lazyRoute(() => import('./routes/onboarding'));
const NotFound = lazyRoute(() => import('./routes/not-found'));

// The signed-in shell is a chunk too: the sign-in page's first load does not carry it (issue 14).
const AppLayout = lazyRoute(() =>
  import('./routes/app-layout').then((module) => ({ default: module.AppLayout })),
);
const Dashboard = lazyRoute(() => import('./routes/dashboard'));
const Workouts = lazyRoute(() => import('./routes/workouts'));
const WorkoutSession = lazyRoute(() => import('./routes/workout-session'));
const Nutrition = lazyRoute(() => import('./routes/nutrition'));
const ExerciseProgress = lazyRoute(() => import('./routes/exercise-progress'));
const Progress = lazyRoute(() => import('./routes/progress'));
const Social = lazyRoute(() => import('./routes/social'));
const Goals = lazyRoute(() => import('./routes/goals'));
const Profile = lazyRoute(() => import('./routes/profile'));
const Settings = lazyRoute(() => import('./routes/settings'));
const Notifications = lazyRoute(() => import('./routes/notifications'));
const ComingSoon = lazyRoute(() => import('./routes/coming-soon'));

// Its own small chunk, beside the first screen's rather than in every page's entry (issue 14's budget): until it
// runs, a refused session still ends on /login through the session check (RequireAuth).
const SessionSync = lazy(() => import('./session-sync').then((module) => ({ default: module.SessionSync })));

/**
 * With a token stored, the shell's chunk (and on `/` the dashboard's) loads at once, beside the session check and
 * the dashboard's early request, instead of once the session is known (main.tsx calls this before rendering).
 */
export function preloadSignedInChunks(pathname = window.location.pathname): void {
  if (!getAccessToken()) return;
  void AppLayout.preload().catch(() => undefined);
  if (pathname === paths.app.dashboard.path) void Dashboard.preload().catch(() => undefined);
}

/** A new page starts at the top; going back or forward leaves the scroll to the browser. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

function RootLayout() {
  const location = useLocation();
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={null}>
        <SessionSync />
      </Suspense>
      {/* A screen that fails shows the fallback; moving to another page tries again. */}
      <ErrorBoundary fallback={<MainErrorFallback />} resetKey={location.pathname}>
        <Suspense fallback={<FirstScreenLoading />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

/** The route table of spec §2. Exported so tests can mount it in a memory router. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      Component: RootLayout,
      children: [
        {
          Component: RequireGuest,
          children: [
            { path: paths.auth.login.path, Component: Login },
            { path: paths.auth.register.path, Component: Register },
          ],
        },
        {
          Component: RequireAuth,
          children: [
            { path: paths.onboarding.path, Component: Onboarding },
            {
              Component: AppLayout,
              children: [
                { index: true, Component: Dashboard },
                { path: paths.app.workouts.path, Component: Workouts },
                { path: paths.app.workoutSession.path, Component: WorkoutSession },
                { path: paths.app.nutrition.path, Component: Nutrition },
                { path: paths.app.exerciseProgress.path, Component: ExerciseProgress },
                { path: paths.app.progress.path, Component: Progress },
                { path: paths.app.social.path, Component: Social },
                { path: paths.app.goals.path, Component: Goals },
                { path: paths.app.profile.path, Component: Profile },
                { path: paths.app.settings.path, Component: Settings },
                { path: paths.app.comingSoon.path, Component: ComingSoon },
                { path: paths.app.notifications.path, Component: Notifications },
              ],
            },
          ],
        },
        { path: '*', Component: NotFound },
      ],
    },
  ];
}

const appRoutes = createAppRoutes();

function AppRoutes() {
  return useRoutes(appRoutes);
}

export function AppRouter({ firstPaint = [] }: { firstPaint?: FirstPaintNodes }) {
  return (
    <FirstPaintProvider value={firstPaint}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </FirstPaintProvider>
  );
}
