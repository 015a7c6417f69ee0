import type { DashboardResponse } from '@momentum/shared';
import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from './keys';

/**
 * Puts what a write on the dashboard answered into the cached dashboard at once, then asks for the whole answer
 * again (a write moves other figures too, and the server's data version with them).
 */
export async function patchDashboard(
  queryClient: QueryClient,
  patch: (dashboard: DashboardResponse) => DashboardResponse,
): Promise<void> {
  queryClient.setQueryData<DashboardResponse>(dashboardKeys.all, (old) => (old ? patch(old) : old));
  await queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
}
