import { workoutTemplateSchema, type WorkoutTemplate } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { workoutsKeys } from './keys';

const templatesSchema = z.array(workoutTemplateSchema);

export function getTemplates({ signal }: { signal?: AbortSignal } = {}): Promise<WorkoutTemplate[]> {
  return api.get('/workouts/templates', { schema: templatesSchema, signal });
}

export const getTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: workoutsKeys.templates,
    queryFn: ({ signal }) => getTemplates({ signal }),
  });

export function useTemplates() {
  return useQuery(getTemplatesQueryOptions());
}
