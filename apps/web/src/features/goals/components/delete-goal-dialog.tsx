import type { Goal } from '@momentum/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
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
    <Dialog
      open={goal !== null}
      onOpenChange={(open) => {
        if (!remove.isPending) onOpenChange(open);
      }}
    >
      <DialogContent
        title="Delete this goal?"
        description={goal ? `"${goal.title}" will be removed for good.` : undefined}
      >
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending || goal === null}
            onClick={() => {
              if (goal)
                remove.mutate(goal._id, { onError: (error) => toastError(error, 'Failed to delete goal') });
            }}
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
