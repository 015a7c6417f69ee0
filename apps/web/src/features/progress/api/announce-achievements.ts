import type { AchievementAnnouncements } from '@momentum/shared';
import { api } from '@/lib/api-client';
import { takeFirstAnswerAnnouncements } from '@/lib/shell-seed';

/** The earned achievements never announced to this person before; the server hands each out once. */
export async function claimAchievementAnnouncements(): Promise<AchievementAnnouncements> {
  // Opening the dashboard, its answer says whether any are waiting: none is no request (issue 14). Some are still
  // claimed here, so that only one device or tab shows them.
  const known = takeFirstAnswerAnnouncements();
  if (known !== null && known.length === 0) return { items: [] };
  // A typed read, like the dashboard's (issue 14): the announcer runs on every page's first load, and checking this
  // answer with its contract would load zod and the progress contracts there (tens of milliseconds of a phone's
  // main thread). The server validates what it answers against the same contract (its response schema).
  return api.post<AchievementAnnouncements>('/progress/achievements/announcements');
}
