import { api } from '@/lib/api-client';
import { useLogChange, type WriteCallbacks } from './invalidate';

export async function deleteLog(id: string): Promise<void> {
  await api.delete(`/workouts/logs/${encodeURIComponent(id)}`);
}

export const useDeleteLog = (callbacks?: WriteCallbacks) => useLogChange(deleteLog, callbacks);
