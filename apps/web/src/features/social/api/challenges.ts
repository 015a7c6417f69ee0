import { challengeListSchema, challengeSchema, type CreateChallengeBody } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { defineQuery, useMutationRefreshing } from '@/lib/query-hooks';
import { socialKeys } from './keys';

// 'Live' progress: friends' workouts move the standings while the page is open.
const challenges = defineQuery(socialKeys.challenges, '/social/challenges', challengeListSchema, {
  refetchInterval: 30_000,
});

export const useChallenges = challenges.use;

export const createChallenge = (body: CreateChallengeBody) =>
  api.post('/social/challenges', body, { schema: challengeSchema });

export const answerChallenge = ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
  api.post(`/social/challenges/${encodeURIComponent(id)}/${answer}`);

export function useCreateChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChallenge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.challenges }),
  });
}

export const useAnswerChallenge = () => useMutationRefreshing(answerChallenge, socialKeys.challenges);
