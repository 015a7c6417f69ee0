/** Every social query starts with 'social': a change of friendship refreshes all of them (the feed too). */
export const socialKeys = {
  all: ['social'] as const,
  friends: ['social', 'friends'] as const,
  requests: ['social', 'requests'] as const,
  blocked: ['social', 'blocked'] as const,
  search: (q: string) => ['social', 'search', q] as const,
  stats: ['social', 'stats'] as const,
  leaderboard: (metric: string) => ['social', 'leaderboard', metric] as const,
  challenges: ['social', 'challenges'] as const,
  feed: ['social', 'posts'] as const,
};
