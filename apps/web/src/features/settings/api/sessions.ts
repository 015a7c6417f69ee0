import { sessionListSchema, signedOutSchema } from '@momentum/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const sessionsKey = ['auth', 'sessions'] as const;

export const getSessions = () => api.get('/auth/sessions', { schema: sessionListSchema });

/** GET /auth/sessions: the person's signed-in devices, this one first. */
export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: getSessions });
}

/** DELETE /auth/sessions/{id}: signs one device out. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/auth/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** DELETE /auth/sessions: signs every other device out. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/auth/sessions', { schema: signedOutSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
