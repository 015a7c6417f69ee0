import { Replace, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { KIND_LABELS } from '../utils/exercise-labels';
import type { SessionExercise, SessionSet } from '../utils/session-exercises';
import { clockLabel } from '../utils/session-exercises';
import { SetTable } from './set-table';

export type SessionExerciseCardProps = {
  exercise: SessionExercise;
  lastTime: string[];
  lastTimeLoading: boolean;
  onChangeSet: (setId: string, change: Partial<Omit<SessionSet, 'id' | 'completed'>>) => void;
  onToggleSet: (setId: string, completed: boolean) => void;
  onAddSet: () => void;
  onRemoveSet: (setId: string) => void;
  onSwap: () => void;
  onRemove: () => void;
};

/** One exercise of the running workout: its name and rest, Swap and Remove, and its set table. */
export function SessionExerciseCard({ exercise, onSwap, onRemove, ...table }: SessionExerciseCardProps) {
  const done = exercise.sets.filter((set) => set.completed).length;
  return (
    <Card aria-labelledby={`logged-${exercise.id}`} className="p-4 sm:p-5">
      <div className="mb-2 flex flex-wrap items-start gap-x-3 gap-y-1">
        <div className="min-w-0 flex-1">
          <h3 id={`logged-${exercise.id}`} className="font-semibold break-words">
            {exercise.name}
          </h3>
          <p className="text-xs text-muted">
            {KIND_LABELS[exercise.kind]} · Rest {clockLabel(exercise.restSeconds)} · {done}/
            {exercise.sets.length} done
          </p>
        </div>
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" onClick={onSwap} aria-label={`Swap ${exercise.name}`}>
            <Replace aria-hidden="true" />
            Swap
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-danger hover:bg-danger-soft"
            onClick={onRemove}
            aria-label={`Remove ${exercise.name} from this workout`}
          >
            <Trash2 aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Remove</span>
          </Button>
        </div>
      </div>
      <SetTable exercise={exercise} {...table} />
    </Card>
  );
}
