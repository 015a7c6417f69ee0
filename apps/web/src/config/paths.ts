/** Every route of the app (spec §2), named once. `getHref` builds a link; `path` is the router pattern. */
export const paths = {
  auth: {
    login: { path: '/login', getHref: () => '/login' },
    register: { path: '/register', getHref: () => '/register' },
  },
  onboarding: { path: '/onboarding', getHref: () => '/onboarding' },
  app: {
    dashboard: { path: '/', getHref: () => '/' },
    workouts: { path: '/workouts', getHref: () => '/workouts' },
    workoutSession: {
      path: '/workouts/session/:id',
      getHref: (id: string) => `/workouts/session/${encodeURIComponent(id)}`,
    },
    nutrition: { path: '/nutrition', getHref: () => '/nutrition' },
    exerciseProgress: {
      path: '/exercises/:exerciseId',
      getHref: (exerciseId: string) => `/exercises/${encodeURIComponent(exerciseId)}`,
    },
    progress: { path: '/progress', getHref: () => '/progress' },
    social: { path: '/social', getHref: () => '/social' },
    goals: { path: '/goals', getHref: () => '/goals' },
    profile: { path: '/profile', getHref: () => '/profile' },
    settings: { path: '/settings', getHref: () => '/settings' },
    comingSoon: { path: '/coming-soon', getHref: () => '/coming-soon' },
    notifications: { path: '/notifications', getHref: () => '/notifications' },
  },
} as const;
