import type { Exercise } from '@momentum/shared';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ExercisePicker } from './exercise-picker';

/** The library picker in a dialog: adding an exercise mid-workout, or swapping one for another. */
export function ExercisePickerDialog({
  open,
  title,
  onPick,
  onClose,
}: {
  open: boolean;
  title: string;
  onPick: (exercise: Exercise) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent title={title} description="Search the library, or create your own exercise.">
        {open ? (
          <ExercisePicker
            onPick={(exercise) => {
              onPick(exercise);
              onClose();
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
