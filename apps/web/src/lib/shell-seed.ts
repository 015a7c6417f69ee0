import type { DashboardResponse } from '@momentum/shared';
import type { QueryClient } from '@tanstack/react-query';
import { sharedKeys } from './query-keys';

type Announcements = DashboardResponse['announcements']['items'];

/** The first dashboard answer's pending announcements, until the announcer takes them (once). */
let announcementsOfFirstAnswer: Announcements | null = null;

/**
 * Puts the shell's parts of the first dashboard answer (issue 14) into the cache before the shell renders, so
 * opening `/` asks for nothing besides GET /api/dashboard: the settings (theme, units) and the unread count
 * start answered, and the achievement announcer learns whether there is anything to claim. Every other page
 * asks with the shell's own queries, as before.
 */
export function seedShellQueries(queryClient: QueryClient, answer: Partial<DashboardResponse>): void {
  if (answer.settings) queryClient.setQueryData(sharedKeys.settings, answer.settings);
  if (answer.unreadNotifications) {
    queryClient.setQueryData(sharedKeys.unreadNotifications, answer.unreadNotifications.unreadCount);
  }
  if (answer.announcements) announcementsOfFirstAnswer = answer.announcements.items;
}

/**
 * The announcements the first dashboard answer held, once; null when there was none to take (another first page,
 * or already taken). Only the first answer counts: a later one may be older than a write just made.
 */
export function takeFirstAnswerAnnouncements(): Announcements | null {
  const taken = announcementsOfFirstAnswer;
  announcementsOfFirstAnswer = null;
  return taken;
}
