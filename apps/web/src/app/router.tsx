import { createContext, Suspense, useContext, useLayoutEffect } from 'react';
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
import { PageLoading } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RequireAuth, RequireGuest } from '@/features/auth/components/auth-guards';
import { lazyRoute } from '@/lib/route-chunks';
import { getAccessToken } from '@/lib/token-storage';
import { SessionSync } from './session-sync';

// Each screen is its own chunk; route modules default-export their component.
const Login = lazyRoute(() => import('./routes/login'));
const Register = lazyRoute(() => import('./routes/register'));
const Onboarding = lazyRoute(() => import('./routes/onboarding'));
const NotFound = lazyRoute(() => import('./routes/not-found'));

// The signed-in shell is a chunk too: the sign-in page's first load does not carry it (issue 14).
const loadAppLayout = () => import('./routes/app-layout');
const AppLayout = lazyRoute(() => loadAppLayout().then((module) => ({ default: module.AppLayout })));

const loadDashboard = () => import('./routes/dashboard');
const Dashboard = lazyRoute(loadDashboard);
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

/**
 * With a token stored, the shell's chunk (and on `/` the dashboard's) loads at once, beside the session check and
 * the dashboard's early request, instead of once the session is known (main.tsx calls this before rendering).
 */
export function preloadSignedInChunks(pathname = window.location.pathname): void {
  if (!getAccessToken()) return;
  void loadAppLayout().catch(() => undefined);
  if (pathname === paths.app.dashboard.path) void loadDashboard().catch(() => undefined);
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

/**
 * What the HTML painted inside #root before any script ran (a pre-rendered page, or the shell's placeholder):
 * kept on screen while the first screen's chunk loads, so nothing flashes or shifts when the app takes over.
 */
const FirstPaintContext = createContext<string | null>(null);

function FirstPaint({ html }: { html: string }) {
  return <div className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}

function RootLayout() {
  const location = useLocation();
  const firstPaintHtml = useContext(FirstPaintContext);
  // The browser router names the page it was opened on 'default'; any later page gets the usual loading text.
  const fallback =
    firstPaintHtml !== null && location.key === 'default' ? (
      <FirstPaint html={firstPaintHtml} />
    ) : (
      <PageLoading />
    );
  return (
    <>
      <ScrollToTop />
      <SessionSync />
      {/* A screen that fails shows the fallback; moving to another page tries again. */}
      <ErrorBoundary fallback={<MainErrorFallback />} resetKey={location.pathname}>
        <Suspense fallback={fallback}>
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

export function AppRouter({ firstPaint }: { firstPaint?: string }) {
  return (
    <FirstPaintContext value={firstPaint?.trim() ? firstPaint : null}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </FirstPaintContext>
  );
}
