import { friendListSchema } from '@momentum/shared';
import { defineQuery } from '@/lib/query-hooks';
import { socialKeys } from './keys';

// 'Online' moves with time: refreshed each minute while the page is open.
const friends = defineQuery(socialKeys.friends, '/friends', friendListSchema, { refetchInterval: 60_000 });

export const useFriends = friends.use;
