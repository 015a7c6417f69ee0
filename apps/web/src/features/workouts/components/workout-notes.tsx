import type { WorkoutLog } from '@momentum/shared';
import { Flame, NotebookPen, Pencil, Timer, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TitledCard } from '@/components/ui/titled-card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingText } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/load-error';
import { toast, toastError } from '@/lib/toasts';
import { useDeleteLog } from '../api/delete-log';
import { useLogs } from '../api/get-logs';
import { dateTimeLabel } from '../utils/display';
import { EditNoteDialog } from './edit-note-dialog';
import { RecentRecords } from './recent-records';

/** 'Recent Personal Records & Notes': the newest workout logs with their notes (spec §2). */
export function WorkoutNotes() {
  const logs = useLogs();
  const [editing, setEditing] = useState<WorkoutLog | null>(null);
  const removeLog = useDeleteLog({
    onSuccess: () => toast.success('Entry removed'),
    onError: (error) => toastError(error, 'Failed to remove entry'),
  });

  return (
    <TitledCard
      title="Recent Personal Records & Notes"
      contentClassName="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <div className="min-w-0">
        {logs.isPending ? (
          <LoadingText />
        ) : logs.isError ? (
          <LoadError message="Failed to load notes" onRetry={() => void logs.refetch()} />
        ) : logs.data.length === 0 ? (
          <EmptyState
            icon={NotebookPen}
            title="No notes yet. Finish a workout and add a note to see it here."
          />
        ) : (
          <ul className="space-y-3">
            {logs.data.map((log) => (
              <li key={log._id} className="rounded-xl border border-line p-4">
                <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                  <h3 className="min-w-0 font-semibold break-words">{log.workoutType}</h3>
                  <time dateTime={log.timestamp} className="text-sm text-muted">
                    {dateTimeLabel(log.timestamp)}
                  </time>
                </div>
                {log.notes ? (
                  <p className="mt-2 text-sm break-words whitespace-pre-line">{log.notes}</p>
                ) : (
                  <p className="mt-2 text-sm text-muted italic">No note</p>
                )}
                <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
                  <span className="inline-flex items-center gap-1.5">
                    <Timer aria-hidden="true" className="size-4 text-muted" />
                    {Math.round(log.durationMin)} min
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <Flame aria-hidden="true" className="size-4 text-brand-600" />
                    {Math.round(log.caloriesBurned)} kcal
                  </span>
                  <span className="flex-1" />
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setEditing(log)}
                    aria-label={`Edit note of ${log.workoutType}`}
                  >
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-danger hover:bg-danger-soft"
                    disabled={removeLog.isPending && removeLog.variables === log._id}
                    onClick={() => removeLog.mutate(log._id)}
                    aria-label={`Remove ${log.workoutType} log`}
                  >
                    <Trash2 aria-hidden="true" />
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <RecentRecords />
      <EditNoteDialog log={editing} onClose={() => setEditing(null)} />
    </TitledCard>
  );
}
