import { z } from 'zod';
import { isCalendarDate } from './time.js';
import { idParamsSchema, pathIdSchema } from './path-params.js';

/*
 * Issue 17: friends, blocks, people search, notifications, leaderboards and challenges. A user id is the `_id`
 * of GET /auth/profile. Anything the caller may not see answers 404, exactly like something that does not exist.
 */

export const userParamsSchema = idParamsSchema;
export const friendParamsSchema = z.object({ userId: pathIdSchema });
export const requestParamsSchema = idParamsSchema;

/** Friend requests a user may send per hour (the throttle counts them in the database). */
export const FRIEND_REQUESTS_PER_HOUR = 20;
export const FRIEND_REQUESTS_TOO_FAST = `You can send at most ${FRIEND_REQUESTS_PER_HOUR} friend requests an hour. Please try again later.`;
/** A friend counts as online after an authenticated request within this many minutes. */
export const ONLINE_WITHIN_MINUTES = 5;

export const FRIENDSHIP_STATES = ['none', 'friends', 'incoming', 'outgoing'] as const;
export type FriendshipState = (typeof FRIENDSHIP_STATES)[number];

export const userSearchQuerySchema = z.object({
  q: z
    .string({ error: 'q is required.' })
    .trim()
    .min(1, 'q: Type part of a name to search.')
    .max(100, 'q can be at most 100 characters.'),
});
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;

export const publicUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const userSearchResultSchema = z.object({
  items: z.array(publicUserSchema.extend({ friendship: z.enum(FRIENDSHIP_STATES) })),
});
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;

export const friendRequestBodySchema = z.object({
  userId: z.string({ error: 'userId is required.' }).min(1, 'userId is required.').max(100),
});
export type FriendRequestBody = z.infer<typeof friendRequestBodySchema>;

/** The request; `friendship` says whether it is waiting or already made you friends (they had asked you). */
export const friendRequestCreatedSchema = z.object({
  _id: z.string(),
  friendship: z.enum(['outgoing', 'friends']),
});
export type FriendRequestCreated = z.infer<typeof friendRequestCreatedSchema>;

const requestItemSchema = z.object({
  _id: z.string(),
  /** The other person. */
  user: z.object({ _id: z.string(), name: z.string(), avatarUrl: z.string().nullable() }),
  createdAt: z.string(),
});
export const friendRequestsSchema = z.object({
  incoming: z.array(requestItemSchema),
  outgoing: z.array(requestItemSchema),
});
export type FriendRequests = z.infer<typeof friendRequestsSchema>;

export const friendSchema = publicUserSchema.extend({
  online: z.boolean(),
  /** The last authenticated request we know of (recorded at most once a minute); null if never. */
  lastActiveAt: z.string().nullable(),
});
export type Friend = z.infer<typeof friendSchema>;
export const friendListSchema = z.object({ items: z.array(friendSchema) });
export type FriendList = z.infer<typeof friendListSchema>;

/** GET /users/blocked: the people the caller blocked (not those who blocked the caller), by name. */
export const blockedUserListSchema = z.object({ items: z.array(publicUserSchema) });
export type BlockedUserList = z.infer<typeof blockedUserListSchema>;

export const socialStatsSchema = z.object({
  currentStreak: z.number().int(),
  totalWorkouts: z.number().int(),
  friends: z.number().int(),
});
export type SocialStats = z.infer<typeof socialStatsSchema>;

// Notifications

export const NOTIFICATION_KINDS = [
  'friend-request',
  'friend-accepted',
  'like',
  'comment',
  'challenge-invite',
  'challenge-result',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** Who did it (for a challenge result: the winner); null when they are gone. */
  actor: publicUserSchema.nullable(),
  postId: z.string().nullable(),
  challengeId: z.string().nullable(),
  /** A short text: the challenge's name, or the start of the comment. */
  detail: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
export const unreadCountSchema = z.object({ unreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
export const notificationParamsSchema = idParamsSchema;

// Leaderboards and challenges

export const LEADERBOARD_METRICS = ['calories', 'workouts', 'volume'] as const;
export type LeaderboardMetric = (typeof LEADERBOARD_METRICS)[number];
export const leaderboardQuerySchema = z.object({
  metric: z.enum(LEADERBOARD_METRICS, { error: "metric must be 'calories', 'workouts' or 'volume'." }),
});

export const rankedEntrySchema = z.object({
  rank: z.number().int(),
  user: publicUserSchema,
  value: z.number(),
  me: z.boolean(),
});
export type RankedEntry = z.infer<typeof rankedEntrySchema>;

export const leaderboardSchema = z.object({
  metric: z.enum(LEADERBOARD_METRICS),
  /** The caller's week (Monday to Sunday in their time zone); each person counts their own local week. */
  weekStart: z.string(),
  weekEnd: z.string(),
  entries: z.array(rankedEntrySchema),
  myRank: z.number().int(),
  bestRank: z.number().int(),
  /** How far the caller is behind #1 (0 when first). */
  behindLeader: z.number(),
  /** Days of the week after today. */
  daysLeft: z.number().int(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const CHALLENGE_METRICS = ['workouts', 'calories', 'active-days', 'volume'] as const;
export type ChallengeMetric = (typeof CHALLENGE_METRICS)[number];
export const CHALLENGE_MAX_DAYS = 366;

const dateField = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .refine(isCalendarDate, `${field} must be a date (YYYY-MM-DD).`);

export const createChallengeBodySchema = z
  .object({
    name: z
      .string({ error: 'name is required.' })
      .trim()
      .min(1, 'name: Give the challenge a name.')
      .max(80, 'name can be at most 80 characters.'),
    metric: z.enum(CHALLENGE_METRICS, {
      error: "metric must be 'workouts', 'calories', 'active-days' or 'volume'.",
    }),
    startDate: dateField('startDate'),
    endDate: dateField('endDate'),
    /** Friends to invite (user ids). */
    invite: z
      .array(z.string().min(1).max(100), { error: 'invite must be a list of user ids.' })
      .max(50, 'invite can name at most 50 friends.'),
  })
  .refine((body) => body.endDate >= body.startDate, {
    path: ['endDate'],
    message: 'endDate must not be before startDate.',
  });
export type CreateChallengeBody = z.infer<typeof createChallengeBodySchema>;

export const CHALLENGE_STATUSES = ['invited', 'accepted', 'declined'] as const;
export const challengeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  metric: z.enum(CHALLENGE_METRICS),
  startDate: z.string(),
  endDate: z.string(),
  creator: publicUserSchema,
  /** The caller's own answer ('accepted' for the creator). */
  myStatus: z.enum(CHALLENGE_STATUSES),
  state: z.enum(['upcoming', 'active', 'ended']),
  daysLeft: z.number().int(),
  /** Accepted participants ranked by progress; invited ones follow with rank 0. */
  standings: z.array(rankedEntrySchema.extend({ status: z.enum(CHALLENGE_STATUSES) })),
  /** Set once the challenge has ended: the participant ranked first (null if nobody did anything). */
  winner: publicUserSchema.nullable(),
});
export type Challenge = z.infer<typeof challengeSchema>;
export const challengeListSchema = z.object({ items: z.array(challengeSchema) });
export type ChallengeList = z.infer<typeof challengeListSchema>;
export const challengeParamsSchema = idParamsSchema;
