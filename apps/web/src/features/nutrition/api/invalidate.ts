import type { QueryClient } from '@tanstack/react-query';
import { sharedKeys } from '@/lib/query-keys';
import { nutritionKeys } from './keys';

/** After any diary write: the diary's own queries and the dashboard's figures (intake, protein, streak). */
export const invalidateDiary = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: nutritionKeys.all }),
    queryClient.invalidateQueries({ queryKey: sharedKeys.dashboard }),
  ]);
