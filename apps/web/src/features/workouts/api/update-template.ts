import { workoutTemplateSchema, type TemplateUpdateBody, type WorkoutTemplate } from '@momentum/shared';
import { queuedWrite, type Queued } from '@/lib/offline/sync';
import { useTemplateWrite } from './template-write';

export type UpdateTemplateInput = { id: string; body: TemplateUpdateBody };

/** Queued on the device and sent with an idempotency key (issue 19): offline, it waits there. */
export function updateTemplate({ id, body }: UpdateTemplateInput): Promise<WorkoutTemplate | Queued> {
  return queuedWrite(
    {
      method: 'PUT',
      path: `/workouts/templates/${encodeURIComponent(id)}`,
      body,
      label: `Edited template${body.name ? `: ${body.name}` : ''}`,
    },
    workoutTemplateSchema,
  );
}

export const useUpdateTemplate = (callbacks?: { onError?: (error: unknown) => void }) =>
  useTemplateWrite(
    updateTemplate,
    (list, updated) => list.map((template) => (template._id === updated._id ? updated : template)),
    callbacks,
  );
