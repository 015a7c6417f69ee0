import {
  challengeListSchema,
  challengeSchema,
  type ChallengeList,
  type CreateChallengeBody,
} from '@momentum/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { socialKeys } from './keys';

export function getChallenges(signal?: AbortSignal): Promise<ChallengeList> {
  return api.get('/social/challenges', { schema: challengeListSchema, signal });
}

export const getChallengesQueryOptions = () =>
  // 'Live' progress: friends' workouts move the standings while the page is open.
  queryOptions({
    queryKey: socialKeys.challenges,
    queryFn: ({ signal }) => getChallenges(signal),
    refetchInterval: 30_000,
  });

export function useChallenges() {
  return useQuery(getChallengesQueryOptions());
}

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

export function useAnswerChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerChallenge,
    onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.challenges }),
  });
}
