/**
 * Query keys that more than one feature uses: the feature that reads the data owns the query, the others
 * invalidate these keys after writes that change it. Features never import each other, so the keys they share
 * live here; a key used by one feature stays in that feature's `api/keys.ts`.
 */
export const sharedKeys = {
  /** The signed-in user (the session check); the early dashboard answer seeds it (lib/early-dashboard). */
  session: ['auth', 'user'] as const,
  /** Prefix of every dashboard figure: a saved workout, meal or weight changes them. */
  dashboard: ['dashboard'] as const,
  /** Under the dashboard prefix, so every write that refreshes the dashboard refreshes the streak too. */
  streak: ['dashboard', 'streak'] as const,
  /** Prefix of the nutrition lists: the dashboard's quick meal adds to them. */
  nutrition: ['nutrition'] as const,
  /** The person's preferences (units, theme, privacy): read everywhere, written by Settings. */
  settings: ['settings'] as const,
  /** The notifications list and its unread count (the side link and the header show the count). */
  notifications: ['notifications'] as const,
  unreadNotifications: ['notifications', 'unread'] as const,
};
