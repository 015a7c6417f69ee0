import { parseScheduleExercises, type ScheduleItem } from '@momentum/shared';
import { useId, useState, type FormEvent } from 'react';
import { Dialog, DialogContent, FormDialogFooter } from '@/components/ui/dialog';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { getErrorMessage } from '@/lib/api-client';
import { useUpdateSchedule } from '../api/update-schedule';

type DayForm = { dayOfWeek: ScheduleItem['dayOfWeek']; muscleGroup: string; exercises: string };

/** Spec §5 Schedule save: muscle groups trimmed; exercises split on commas, trimmed, blanks dropped. */
export function toPlan(days: DayForm[]) {
  return days.map((day) => ({
    dayOfWeek: day.dayOfWeek,
    muscleGroup: day.muscleGroup.trim(),
    exercises: parseScheduleExercises(day.exercises),
  }));
}

export function ScheduleEditDialog({ items, onClose }: { items: ScheduleItem[]; onClose: () => void }) {
  const baseId = useId();
  const [days, setDays] = useState<DayForm[]>(() =>
    items.map((item) => ({
      dayOfWeek: item.dayOfWeek,
      muscleGroup: item.muscleGroup,
      exercises: item.exercises.join(', '),
    })),
  );
  const update = useUpdateSchedule({ onSuccess: onClose });

  const set = (index: number, field: 'muscleGroup' | 'exercises', value: string) =>
    setDays((current) => current.map((day, i) => (i === index ? { ...day, [field]: value } : day)));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!update.isPending) update.mutate(toPlan(days));
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent
        title="This Week's Detailed Training Schedule"
        description="Separate exercises with commas."
        className="max-w-2xl"
      >
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {days.map((day, index) => {
            const muscleId = `${baseId}-${day.dayOfWeek}-muscle`;
            const exercisesId = `${baseId}-${day.dayOfWeek}-exercises`;
            return (
              <fieldset
                key={day.dayOfWeek}
                className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-[7rem_1fr_2fr] sm:items-end"
              >
                <legend className="sr-only">{day.dayOfWeek}</legend>
                <p aria-hidden="true" className="font-semibold sm:pb-2">
                  {day.dayOfWeek}
                </p>
                <div className="space-y-1.5">
                  <Label htmlFor={muscleId}>
                    <span className="sr-only">{day.dayOfWeek} </span>Muscle Group
                  </Label>
                  <Input
                    id={muscleId}
                    value={day.muscleGroup}
                    maxLength={100}
                    placeholder="e.g. Legs"
                    onChange={(event) => set(index, 'muscleGroup', event.target.value)}
                  />
                </div>
                <div className="space-y-1.5">
                  <Label htmlFor={exercisesId}>
                    <span className="sr-only">{day.dayOfWeek} </span>Exercises
                  </Label>
                  <Input
                    id={exercisesId}
                    value={day.exercises}
                    placeholder="e.g. Squat, Lunge"
                    onChange={(event) => set(index, 'exercises', event.target.value)}
                  />
                </div>
              </fieldset>
            );
          })}
          {update.isError ? (
            <InlineAlert>{getErrorMessage(update.error, 'Failed to save the schedule')}</InlineAlert>
          ) : null}
          <FormDialogFooter onCancel={onClose} pending={update.isPending} submitLabel="Save" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
