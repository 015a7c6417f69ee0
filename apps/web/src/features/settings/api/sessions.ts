import { sessionListSchema, signedOutSchema } from '@momentum/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useMutationRefreshing } from '@/lib/query-hooks';

export const sessionsKey = ['auth', 'sessions'] as const;

export const getSessions = () => api.get('/auth/sessions', { schema: sessionListSchema });

/** GET /auth/sessions: the person's signed-in devices, this one first. */
export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: getSessions });
}

/** DELETE /auth/sessions/{id}: signs one device out. */
export function useEndSession() {
  return useMutationRefreshing(
    (id: string) => api.delete(`/auth/sessions/${encodeURIComponent(id)}`),
    sessionsKey,
  );
}

/** DELETE /auth/sessions: signs every other device out. */
export function useEndOtherSessions() {
  return useMutationRefreshing(() => api.delete('/auth/sessions', { schema: signedOutSchema }), sessionsKey);
}
