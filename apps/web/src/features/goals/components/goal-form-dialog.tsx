import type { Goal } from '@momentum/shared';
import { Fragment, type ReactNode } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/lib/toasts';

export type GoalFormDialogProps = {
  /** The goal the form changes; the dialog is open while it is set. */
  goal: Goal | null;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** The form, keyed by the goal so each opening starts from its current values; `onDone` closes the dialog. */
  children: (goal: Goal, onDone: () => void) => ReactNode;
};

/** The dialog around a form that changes one goal (Update Progress, Reopen Goal). */
export function GoalFormDialog({ goal, onOpenChange, title, description, children }: GoalFormDialogProps) {
  return (
    <Dialog open={goal !== null} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        {goal ? <Fragment key={goal._id}>{children(goal, () => onOpenChange(false))}</Fragment> : null}
      </DialogContent>
    </Dialog>
  );
}

/** A saved goal's toast, which says whether the save reached the target, then `onDone`. */
export function announceSavedGoal(texts: { completed: string; otherwise: string }, onDone: () => void) {
  return (saved: Goal) => {
    toast.success(saved.status === 'completed' ? texts.completed : texts.otherwise);
    onDone();
  };
}
