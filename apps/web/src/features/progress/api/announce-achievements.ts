import { achievementAnnouncementsSchema, type AchievementAnnouncements } from '@momentum/shared';
import { api } from '@/lib/api-client';
import { takeFirstAnswerAnnouncements } from '@/lib/shell-seed';

/** The earned achievements never announced to this person before; the server hands each out once. */
export async function claimAchievementAnnouncements(): Promise<AchievementAnnouncements> {
  // Opening the dashboard, its answer says whether any are waiting: none is no request (issue 14). Some are still
  // claimed here, so that only one device or tab shows them.
  const known = takeFirstAnswerAnnouncements();
  if (known !== null && known.length === 0) return { items: [] };
  return api.post('/progress/achievements/announcements', undefined, {
    schema: achievementAnnouncementsSchema,
  });
}
