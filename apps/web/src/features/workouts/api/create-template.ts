import { workoutTemplateSchema, type TemplateCreateBody, type WorkoutTemplate } from '@momentum/shared';
import { queuedWrite, type Queued } from '@/lib/offline/sync';
import { useTemplateWrite } from './template-write';

/** Queued on the device and sent with an idempotency key (issue 19): offline, it waits there. */
export function createTemplate(body: TemplateCreateBody): Promise<WorkoutTemplate | Queued> {
  return queuedWrite(
    { method: 'POST', path: '/workouts/templates', body, label: `Created template: ${body.name}` },
    workoutTemplateSchema,
  );
}

export const useCreateTemplate = (callbacks?: { onError?: (error: unknown) => void }) =>
  useTemplateWrite(createTemplate, (list, created) => [...list, created], callbacks);
