import { workoutLogDetailSchema, type LogUpdateBody, type WorkoutLogDetail } from '@momentum/shared';
import { api } from '@/lib/api-client';
import { useLogChange, type WriteCallbacks } from './invalidate';

export type UpdateLogInput = { id: string; body: LogUpdateBody };

export function updateLog({ id, body }: UpdateLogInput): Promise<WorkoutLogDetail> {
  return api.put(`/workouts/logs/${encodeURIComponent(id)}`, body, { schema: workoutLogDetailSchema });
}

export const useUpdateLog = (callbacks?: WriteCallbacks) => useLogChange(updateLog, callbacks);
