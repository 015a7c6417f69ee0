import type { Exercise, WorkoutTemplate } from '@momentum/shared';
import { Dumbbell, Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingText } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/load-error';
import { useLastSets } from '../api/get-last-sets';
import type { ActiveSession } from '../utils/active-session';
import { draftEntryOf } from '../utils/plan-draft';
import { addSet, removeSet, swapExercise, updateSet, type SessionExercise } from '../utils/session-exercises';
import { lastTimeLabels, sessionExercisesFromPlan } from '../utils/session-plan';
import { ExercisePickerDialog } from './exercise-picker-dialog';
import { SessionExerciseCard } from './session-exercise-card';
import { useUnits } from '@/lib/settings';

type PickerState = { mode: 'add' } | { mode: 'swap'; exercise: SessionExercise } | null;

export type SessionLogProps = {
  template: WorkoutTemplate;
  session: ActiveSession;
  edit: (change: (current: ActiveSession) => ActiveSession) => void;
  /** A set was ticked done: its exercise's rest starts. */
  onSetCompleted: (exercise: SessionExercise) => void;
};

/**
 * The sets of the running workout, exercise by exercise. The first visit lays the template's plan out once, with
 * last time's numbers; from then on everything lives in the stored session, so a reload or a closed tab keeps it.
 */
export function SessionLog({ template, session, edit, onSetCompleted }: SessionLogProps) {
  // A template without a plan has nothing to lay out: the session stays as it was until an exercise is added.
  const exercises = template.plan.length === 0 ? (session.exercises ?? []) : session.exercises;
  const exerciseIds = useMemo(
    () => [...new Set((session.exercises ?? template.plan).map((entry) => entry.exerciseId))],
    [session.exercises, template.plan],
  );
  const lastSets = useLastSets(exerciseIds);
  const units = useUnits();
  const [picker, setPicker] = useState<PickerState>(null);
  const [removing, setRemoving] = useState<SessionExercise | null>(null);

  // Lay the plan out once last time is known (or could not be read: then from the plan's targets alone).
  const lastSettled = exerciseIds.length === 0 || !lastSets.isPending;
  useEffect(() => {
    if (session.exercises !== null || template.plan.length === 0 || !lastSettled) return;
    edit((current) =>
      current.exercises === null
        ? { ...current, exercises: sessionExercisesFromPlan(template.plan, lastSets.data) }
        : current,
    );
  }, [session.exercises, lastSettled, lastSets.data, template.plan, edit]);

  const change = (id: string, update: (exercise: SessionExercise) => SessionExercise) =>
    edit((current) => ({
      ...current,
      exercises: (current.exercises ?? []).map((exercise) =>
        exercise.id === id ? update(exercise) : exercise,
      ),
    }));

  const pick = (chosen: Exercise) => {
    if (picker?.mode === 'swap') {
      const { id } = picker.exercise;
      change(id, (exercise) =>
        swapExercise(exercise, { exerciseId: chosen._id, name: chosen.name, kind: chosen.kind }),
      );
    } else {
      edit((current) => ({ ...current, exercises: [...(current.exercises ?? []), draftEntryOf(chosen)] }));
    }
  };

  if (exercises === null) return <LoadingText>Getting your sets ready...</LoadingText>;

  return (
    <section aria-labelledby="session-sets-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="session-sets-title" className="text-lg font-semibold">
          Sets
        </h2>
        {lastSets.isError ? (
          <LoadError
            message="Last time's sets could not be loaded."
            onRetry={() => void lastSets.refetch()}
          />
        ) : null}
      </div>
      {exercises.length === 0 ? (
        <EmptyState
          icon={Dumbbell}
          title="No exercises to log yet."
          description="Add one from the library to log your sets, weights and reps."
        />
      ) : (
        exercises.map((exercise) => (
          <SessionExerciseCard
            key={exercise.id}
            exercise={exercise}
            lastTime={lastTimeLabels(exercise, lastSets.data, units)}
            lastTimeLoading={lastSets.isPending || (lastSets.isPlaceholderData && lastSets.isFetching)}
            onChangeSet={(setId, update) =>
              change(exercise.id, (current) => updateSet(current, setId, update))
            }
            onToggleSet={(setId, completed) => {
              change(exercise.id, (current) => updateSet(current, setId, { completed }));
              if (completed) onSetCompleted(exercise);
            }}
            onAddSet={() => change(exercise.id, addSet)}
            onRemoveSet={(setId) => change(exercise.id, (current) => removeSet(current, setId))}
            onSwap={() => setPicker({ mode: 'swap', exercise })}
            onRemove={() => setRemoving(exercise)}
          />
        ))
      )}
      <Button variant="outline" className="w-full" onClick={() => setPicker({ mode: 'add' })}>
        <Plus aria-hidden="true" />
        Add exercise
      </Button>

      <ExercisePickerDialog
        open={picker !== null}
        title={picker?.mode === 'swap' ? `Swap ${picker.exercise.name}` : 'Add an exercise'}
        onPick={pick}
        onClose={() => setPicker(null)}
      />
      <AlertDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={`Remove ${removing?.name ?? 'this exercise'} from this workout?`}
        description="Its sets are not saved with the workout."
        confirmLabel="Remove"
        onConfirm={() => {
          const id = removing?.id;
          if (id)
            edit((current) => ({
              ...current,
              exercises: (current.exercises ?? []).filter((e) => e.id !== id),
            }));
        }}
      />
    </section>
  );
}
