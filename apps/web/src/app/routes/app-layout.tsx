import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { useUser } from '@/features/auth/api/get-user';

// Loaded after the first screen: announcing an achievement never delays a page.
const AchievementAnnouncer = lazy(() => import('@/features/progress/components/achievement-announcer'));

/** Layout route of every signed-in screen with navigation; RequireAuth above it guarantees a user. */
export function AppLayout() {
  const { data: user } = useUser();
  return (
    <AppShell user={{ name: user?.name ?? '', avatarUrl: user?.profile.avatarUrl }}>
      <Outlet />
      <Suspense fallback={null}>
        <AchievementAnnouncer />
      </Suspense>
    </AppShell>
  );
}
