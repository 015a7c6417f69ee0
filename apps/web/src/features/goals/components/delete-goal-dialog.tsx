import type { Goal } from '@momentum/shared';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { toast, toastError } from '@/lib/toasts';
import { useDeleteGoal } from '../api/delete-goal';

export type DeleteGoalDialogProps = { goal: Goal | null; onOpenChange: (open: boolean) => void };

export function DeleteGoalDialog({ goal, onOpenChange }: DeleteGoalDialogProps) {
  const remove = useDeleteGoal({
    onSuccess: () => {
      toast.success('Goal deleted');
      onOpenChange(false);
    },
  });
  return (
    <AlertDialog
      open={goal !== null}
      onOpenChange={onOpenChange}
      title="Delete this goal?"
      description={goal ? `"${goal.title}" will be removed for good.` : undefined}
      confirmLabel="Delete"
      waitForAction
      pending={remove.isPending}
      pendingLabel="Deleting..."
      onConfirm={() => {
        if (goal) remove.mutate(goal._id, { onError: (error) => toastError(error, 'Failed to delete goal') });
      }}
    />
  );
}
