import { parseScheduleExercises, SCHEDULE_DAYS, type ScheduleItem } from '@momentum/shared';
import { z } from 'zod';
import { Dialog, DialogContent, FormDialogFooter } from '@/components/ui/dialog';
import { Form, FormField, useSchemaForm } from '@/components/ui/form';
import { InlineAlert } from '@/components/ui/inline-alert';
import { getErrorMessage } from '@/lib/api-client';
import { useUpdateSchedule } from '../api/update-schedule';

// Free text per day; the API checks the cleaned plan and its message shows above the buttons.
const scheduleFormSchema = z.object({
  days: z.array(
    z.object({ dayOfWeek: z.enum(SCHEDULE_DAYS), muscleGroup: z.string(), exercises: z.string() }),
  ),
});
type DayForm = z.infer<typeof scheduleFormSchema>['days'][number];

/** Spec §5 Schedule save: muscle groups trimmed; exercises split on commas, trimmed, blanks dropped. */
export function toPlan(days: DayForm[]) {
  return days.map((day) => ({
    dayOfWeek: day.dayOfWeek,
    muscleGroup: day.muscleGroup.trim(),
    exercises: parseScheduleExercises(day.exercises),
  }));
}

export function ScheduleEditDialog({ items, onClose }: { items: ScheduleItem[]; onClose: () => void }) {
  const update = useUpdateSchedule({ onSuccess: onClose });
  const form = useSchemaForm(scheduleFormSchema, {
    defaultValues: {
      days: items.map((item) => ({
        dayOfWeek: item.dayOfWeek,
        muscleGroup: item.muscleGroup,
        exercises: item.exercises.join(', '),
      })),
    },
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent
        title="This Week's Detailed Training Schedule"
        description="Separate exercises with commas."
        className="max-w-2xl"
      >
        <Form
          form={form}
          onSubmit={({ days }) => update.mutate(toPlan(days))}
          request={update}
          className="space-y-4"
        >
          {items.map(({ dayOfWeek }, index) => (
            <fieldset
              key={dayOfWeek}
              className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-[7rem_1fr_2fr] sm:items-end"
            >
              <legend className="sr-only">{dayOfWeek}</legend>
              <p aria-hidden="true" className="font-semibold sm:pb-2">
                {dayOfWeek}
              </p>
              <FormField
                name={`days.${index}.muscleGroup`}
                label={<DayLabel day={dayOfWeek} text="Muscle Group" />}
                maxLength={100}
                placeholder="e.g. Legs"
              />
              <FormField
                name={`days.${index}.exercises`}
                label={<DayLabel day={dayOfWeek} text="Exercises" />}
                placeholder="e.g. Squat, Lunge"
              />
            </fieldset>
          ))}
          {update.isError ? (
            <InlineAlert>{getErrorMessage(update.error, 'Failed to save the schedule')}</InlineAlert>
          ) : null}
          <FormDialogFooter onCancel={onClose} submitLabel="Save" />
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** 'Muscle Group' on screen, 'Monday Muscle Group' to a screen reader. */
function DayLabel({ day, text }: { day: string; text: string }) {
  return (
    <>
      <span className="sr-only">{day} </span>
      {text}
    </>
  );
}
