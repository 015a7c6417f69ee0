import { Outlet } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { useUser } from '@/features/auth/api/get-user';
import { useThemeSync } from '@/lib/theme';

/** Layout route of every signed-in screen with navigation; RequireAuth above it guarantees a user. */
export function AppLayout() {
  const { data: user } = useUser();
  useThemeSync();
  return (
    <AppShell user={{ name: user?.name ?? '', avatarUrl: user?.profile.avatarUrl }}>
      <Outlet />
    </AppShell>
  );
}
