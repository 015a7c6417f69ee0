/*
 * Spec §2 Social: hard-coded sample content for the Activity Feed, Friends and Leaderboards tabs, 'Your Stats'
 * and the challenges. Shown only under an 'Example' badge, never as the user's own data.
 */

export type SampleActivity = {
  id: string;
  type: 'workout' | 'achievement' | 'milestone';
  name: string;
  action: string;
  detail: string;
  timeAgo: string;
  likes: number;
  comments: number;
};

export const SAMPLE_ACTIVITY: SampleActivity[] = [
  {
    id: 'a1',
    type: 'workout',
    name: 'Sarah Johnson',
    action: 'completed a workout',
    detail: 'Upper Body Strength · 45 min · 320 kcal',
    timeAgo: '2 hours ago',
    likes: 12,
    comments: 3,
  },
  {
    id: 'a2',
    type: 'achievement',
    name: 'Mike Chen',
    action: 'earned an achievement',
    detail: '30-Day Streak',
    timeAgo: '5 hours ago',
    likes: 24,
    comments: 6,
  },
  {
    id: 'a3',
    type: 'milestone',
    name: 'Emma Davis',
    action: 'reached a milestone',
    detail: '100 workouts completed',
    timeAgo: '1 day ago',
    likes: 31,
    comments: 9,
  },
];

export const SAMPLE_STATS = { dayStreak: 47, workouts: 156, friends: 23 };

export type SampleChallenge = {
  id: string;
  title: string;
  description: string;
  progress: number;
  participants: number;
  daysLeft: number;
};

export const SAMPLE_CHALLENGES: SampleChallenge[] = [
  {
    id: 'c1',
    title: '30-Day Plank Challenge',
    description: 'Hold a plank every day',
    progress: 60,
    participants: 128,
    daysLeft: 12,
  },
  {
    id: 'c2',
    title: '10K Steps Daily',
    description: 'Walk 10,000 steps a day for a week',
    progress: 85,
    participants: 342,
    daysLeft: 2,
  },
];

export type SampleFriend = { id: string; name: string; status: 'online' | 'offline'; activity: string };

export const SAMPLE_FRIENDS: SampleFriend[] = [
  { id: 'f1', name: 'Sarah Johnson', status: 'online', activity: 'Working out now' },
  { id: 'f2', name: 'Mike Chen', status: 'offline', activity: 'Last active 3 hours ago' },
  { id: 'f3', name: 'Emma Davis', status: 'online', activity: 'Just finished a run' },
];

export type SampleRanking = { rank: number; name: string; calories: number };

export const SAMPLE_LEADERBOARD: SampleRanking[] = [
  { rank: 1, name: 'Sarah Johnson', calories: 4850 },
  { rank: 2, name: 'Mike Chen', calories: 4320 },
  { rank: 3, name: 'Emma Davis', calories: 3960 },
  { rank: 4, name: 'Alex Rivera', calories: 3720 },
  { rank: 5, name: 'Jordan Lee', calories: 3410 },
];

/** The example standing shown under the leaderboard: a sample person's best rank, gap to #1 and days left. */
export const SAMPLE_STANDING = { bestRank: 4, caloriesBehindFirst: 1130, daysLeft: 3 };
