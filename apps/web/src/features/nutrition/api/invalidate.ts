import { sharedKeys } from '@/lib/query-keys';
import { invalidating } from '@/lib/query-hooks';
import { nutritionKeys } from './keys';

/** After any diary write: the diary's own queries and the dashboard's figures (intake, protein, streak). */
export const invalidateDiary = invalidating(nutritionKeys.all, sharedKeys.dashboard);
