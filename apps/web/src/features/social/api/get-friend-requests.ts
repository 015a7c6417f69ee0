import { friendRequestsSchema, NOTIFICATION_POLL_MS } from '@momentum/shared';
import { defineQuery } from '@/lib/query-hooks';
import { socialKeys } from './keys';

const friendRequests = defineQuery(socialKeys.requests, '/friends/requests', friendRequestsSchema, {
  refetchInterval: NOTIFICATION_POLL_MS,
});

export const useFriendRequests = friendRequests.use;
