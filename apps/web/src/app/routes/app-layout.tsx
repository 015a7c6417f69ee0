import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { LoadingText } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/api/get-user';
import { useThemeSync } from '@/lib/theme';

// Loaded after the first screen: announcing an achievement never delays a page.
const AchievementAnnouncer = lazy(() => import('@/features/progress/components/achievement-announcer'));

/** Layout route of every signed-in screen with navigation; RequireAuth above it guarantees a user. */
export function AppLayout() {
  const { data: user } = useUser();
  useThemeSync();
  return (
    <AppShell user={{ name: user?.name ?? '', avatarUrl: user?.profile.avatarUrl }}>
      {/* The frame paints at once; only the screen's own area waits for its chunk. */}
      <Suspense fallback={<LoadingText className="p-6 text-base">Loading...</LoadingText>}>
        <Outlet />
      </Suspense>
      <Suspense fallback={null}>
        <AchievementAnnouncer />
      </Suspense>
    </AppShell>
  );
}
