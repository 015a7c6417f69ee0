import type { WorkoutLogDetail } from '@momentum/shared';
import { Pencil, Trash2, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toast, toastError } from '@/lib/toasts';
import { cn } from '@/utils/cn';
import { useDeleteLog } from '../api/delete-log';
import { useLog } from '../api/get-log';
import { dateTimeLabel } from '../utils/display';
import { RECORD_NAMES, recordValueLabel, volumeLabel } from '../utils/record-labels';
import { setSummary } from '../utils/session-exercises';
import { EditNoteDialog } from './edit-note-dialog';
import { useUnits } from '@/lib/settings';

const TYPE_TAGS = { normal: null, warmup: 'Warm-up', drop: 'Drop', failure: 'Failure' } as const;

/** One past workout with every set; its notes can be edited and the workout deleted. Open while `logId` is set. */
export function WorkoutDetailDialog({ logId, onClose }: { logId: string | null; onClose: () => void }) {
  const log = useLog(logId);
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const removeLog = useDeleteLog({
    onSuccess: () => {
      setConfirmDelete(false);
      onClose();
      toast.success('Entry removed');
    },
    onError: (error) => toastError(error, 'Failed to remove entry'),
  });

  return (
    <>
      <Dialog open={logId !== null && !editing} onOpenChange={(open) => (open ? undefined : onClose())}>
        <DialogContent
          title={log.data?.workoutType ?? 'Workout'}
          description={log.data ? dateTimeLabel(log.data.timestamp) : undefined}
          className="sm:max-w-2xl"
        >
          {log.isPending ? (
            <LoadingText>Loading workout...</LoadingText>
          ) : log.isError ? (
            <LoadError message="Failed to load this workout" onRetry={() => void log.refetch()} />
          ) : (
            <WorkoutDetail
              log={log.data}
              onEditNotes={() => setEditing(true)}
              onDelete={() => setConfirmDelete(true)}
            />
          )}
        </DialogContent>
      </Dialog>
      <EditNoteDialog log={editing && log.data ? log.data : null} onClose={() => setEditing(false)} />
      <AlertDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete this workout?"
        description="Its sets go too, and the personal records it held are worked out again."
        confirmLabel="Delete"
        waitForAction
        pending={removeLog.isPending}
        pendingLabel="Deleting..."
        onConfirm={() => {
          if (logId) removeLog.mutate(logId);
        }}
      />
    </>
  );
}

function WorkoutDetail({
  log,
  onEditNotes,
  onDelete,
}: {
  log: WorkoutLogDetail;
  onEditNotes: () => void;
  onDelete: () => void;
}) {
  const units = useUnits();
  const names = new Map(log.exercises.map((exercise) => [exercise.exerciseId, exercise.exerciseName]));
  const facts: Array<[string, string]> = [
    ['Duration', `${Math.round(log.durationMin)} min`],
    ['Volume', volumeLabel(log.volumeKg, units)],
    ['Sets', String(log.setCount)],
    ['Calories', `${Math.round(log.caloriesBurned)} kcal`],
  ];
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {facts.map(([term, value]) => (
          <div key={term} className="rounded-lg border border-line p-2.5">
            <dt className="text-xs text-muted">{term}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>

      {log.records.length > 0 ? (
        <section aria-labelledby="detail-records" className="rounded-xl bg-warning-soft p-3">
          <h3
            id="detail-records"
            className="flex items-center gap-1.5 text-sm font-semibold text-warning-ink"
          >
            <Trophy aria-hidden="true" className="size-4" />
            Personal records
          </h3>
          <ul className="mt-1 space-y-0.5 text-sm">
            {log.records.map((record) => (
              <li key={`${record.exerciseId}-${record.record}`}>
                {names.get(record.exerciseId) ?? 'Exercise'}: {RECORD_NAMES[record.record]}{' '}
                <span className="font-semibold">{recordValueLabel(record.record, record.value, units)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {log.exercises.length === 0 ? (
        <p className="text-sm text-muted">No sets were logged in this workout.</p>
      ) : (
        log.exercises.map((exercise, index) => (
          <section key={`${exercise.exerciseId}-${index}`} aria-label={exercise.exerciseName}>
            <h3 className="font-semibold">
              <Link
                to={paths.app.exerciseProgress.getHref(exercise.exerciseId)}
                className="underline-offset-2 hover:underline"
              >
                {exercise.exerciseName}
              </Link>
            </h3>
            {exercise.notes ? <p className="text-sm text-muted">{exercise.notes}</p> : null}
            <ol className="mt-1 space-y-1">
              {exercise.sets.map((set, setIndex) => (
                <li
                  key={setIndex}
                  className={cn(
                    'flex items-center gap-3 rounded-lg px-3 py-1.5 text-sm',
                    set.completed ? 'bg-canvas' : 'bg-transparent text-muted line-through',
                  )}
                >
                  <span className="w-6 font-semibold tabular-nums">{setIndex + 1}</span>
                  <span className="flex-1 tabular-nums">{setSummary(exercise.kind, set, units)}</span>
                  {TYPE_TAGS[set.type] ? (
                    <span className="rounded bg-fill px-1.5 text-xs no-underline">{TYPE_TAGS[set.type]}</span>
                  ) : null}
                  {set.completed ? null : <span className="sr-only">(not done)</span>}
                </li>
              ))}
            </ol>
          </section>
        ))
      )}

      <section aria-labelledby="detail-notes">
        <h3 id="detail-notes" className="text-sm font-semibold">
          Notes
        </h3>
        {log.notes ? (
          <p className="text-sm break-words whitespace-pre-line">{log.notes}</p>
        ) : (
          <p className="text-sm text-muted italic">No note</p>
        )}
      </section>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" className="text-danger hover:bg-danger-soft" onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          Delete workout
        </Button>
        <Button variant="outline" onClick={onEditNotes}>
          <Pencil aria-hidden="true" />
          Edit notes
        </Button>
      </div>
    </div>
  );
}
