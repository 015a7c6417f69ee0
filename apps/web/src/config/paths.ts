/** A route without parameters: its link is its pattern. */
const at = <P extends string>(path: P) => ({ path, getHref: () => path });

/** Every route of the app (spec §2), named once. `getHref` builds a link; `path` is the router pattern. */
export const paths = {
  auth: {
    login: at('/login'),
    register: at('/register'),
  },
  onboarding: at('/onboarding'),
  app: {
    dashboard: at('/'),
    workouts: at('/workouts'),
    workoutSession: {
      path: '/workouts/session/:id',
      getHref: (id: string) => `/workouts/session/${encodeURIComponent(id)}`,
    },
    nutrition: at('/nutrition'),
    exerciseProgress: {
      path: '/exercises/:exerciseId',
      getHref: (exerciseId: string) => `/exercises/${encodeURIComponent(exerciseId)}`,
    },
    progress: at('/progress'),
    social: {
      path: '/social',
      /** With a post: the feed opens scrolled to it (a notification of a like or comment links there). */
      getHref: (postId?: string) => (postId ? `/social?post=${encodeURIComponent(postId)}` : '/social'),
    },
    goals: at('/goals'),
    profile: at('/profile'),
    settings: at('/settings'),
    comingSoon: at('/coming-soon'),
    notifications: at('/notifications'),
  },
} as const;
