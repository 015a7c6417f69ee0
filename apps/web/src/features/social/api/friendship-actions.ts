import { friendRequestCreatedSchema } from '@momentum/shared';
import { api } from '@/lib/api-client';
import { useMutationRefreshing } from '@/lib/query-hooks';
import { socialKeys } from './keys';

/*
 * The friendship calls: ask, answer, remove, block, unblock. Each changes who sees what, so each refreshes every
 * social query (friends, requests, search, the feed, the stats, the leaderboard).
 */

export const sendFriendRequest = (userId: string) =>
  api.post('/friends/requests', { userId }, { schema: friendRequestCreatedSchema });
export const acceptFriendRequest = (id: string) =>
  api.post(`/friends/requests/${encodeURIComponent(id)}/accept`);
export const declineFriendRequest = (id: string) =>
  api.post(`/friends/requests/${encodeURIComponent(id)}/decline`);
export const removeFriend = (userId: string) => api.delete(`/friends/${encodeURIComponent(userId)}`);
export const blockUser = (userId: string) => api.post(`/users/${encodeURIComponent(userId)}/block`);
export const unblockUser = (userId: string) => api.delete(`/users/${encodeURIComponent(userId)}/block`);

const useSocialMutation = <T>(mutationFn: (id: string) => Promise<T>) =>
  useMutationRefreshing(mutationFn, socialKeys.all);

export const useSendFriendRequest = () => useSocialMutation(sendFriendRequest);
export const useAcceptFriendRequest = () => useSocialMutation(acceptFriendRequest);
export const useDeclineFriendRequest = () => useSocialMutation(declineFriendRequest);
export const useRemoveFriend = () => useSocialMutation(removeFriend);
export const useBlockUser = () => useSocialMutation(blockUser);
export const useUnblockUser = () => useSocialMutation(unblockUser);
