import { achievementAnnouncementsSchema, type AchievementAnnouncements } from '@momentum/shared';
import { api } from '@/lib/api-client';

/** The earned achievements never announced to this person before; the server hands each out once. */
export function claimAchievementAnnouncements(): Promise<AchievementAnnouncements> {
  return api.post('/progress/achievements/announcements', undefined, {
    schema: achievementAnnouncementsSchema,
  });
}
