import { FRESH_FOR_MS, streakShown, type DashboardResponse, type WeeklyTargetKind } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { claimEarlyDashboard } from '@/lib/early-dashboard';
import { sharedKeys } from '@/lib/query-keys';

/** Everything the dashboard shows, in one request (GET /api/dashboard); each part is the spec call's body. */
export async function getDashboard({ signal }: { signal?: AbortSignal } = {}): Promise<DashboardResponse> {
  // The first load takes the answer main.tsx started asking for before React rendered (lib/early-dashboard).
  const early = await claimEarlyDashboard();
  if (early) return early;
  return api.get<DashboardResponse>('/dashboard', { signal });
}

// Under sharedKeys.dashboard itself: every write that invalidates the dashboard refreshes this one query.
export const getDashboardQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.dashboard,
    queryFn: ({ signal }) => getDashboard({ signal }),
    // Spec §9: the recent activity, part of this answer, is fresh for 30 seconds.
    staleTime: FRESH_FOR_MS,
  });

/** One card's part of the dashboard: all cards share the request, each renders its own loading and error. */
export function useDashboardPart<T>(select: (dashboard: DashboardResponse) => T) {
  return useQuery({ ...getDashboardQueryOptions(), select });
}

export const useDashboardStreak = () => useDashboardPart((d) => streakShown(d.streak));
export const useDashboardPersonalRecord = () => useDashboardPart((d) => d.personalRecord.personalRecord);
export const useDashboardCalories = () => useDashboardPart((d) => d.calories.totalCalories);
export const useDashboardWorkouts = () => useDashboardPart((d) => d.workouts.workoutsThisWeek);
export const useDashboardLatestWeight = () => useDashboardPart((d) => d.latestWeight.weight);
export const useDashboardSummary = () => useDashboardPart((d) => d.summary);
export const useDashboardRecentActivity = () => useDashboardPart((d) => d.recentActivity.items);
export const useDashboardWeeklyTarget = (kind: WeeklyTargetKind) => useDashboardPart((d) => d.goals[kind]);
export const useDashboardSchedule = () => useDashboardPart((d) => d.schedule.items);
