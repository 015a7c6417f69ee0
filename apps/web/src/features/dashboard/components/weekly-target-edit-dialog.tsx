import {
  WORKOUTS_TARGET_MAX,
  WORKOUTS_TARGET_MIN,
  weeklyTargetProblem,
  type WeeklyTargetKind,
} from '@momentum/shared';
import { z } from 'zod';
import { Dialog, DialogContent, FormDialogFooter } from '@/components/ui/dialog';
import { Form, FormField, useSchemaForm } from '@/components/ui/form';
import { InlineAlert } from '@/components/ui/inline-alert';
import { getErrorMessage } from '@/lib/api-client';
import { useDashboardWeeklyTarget } from '../api/get-dashboard';
import { useUpdateWeeklyTarget } from '../api/update-weekly-target';

/** The typed target as a number; blank or not numeric is NaN (never silently 0). */
export function parseTarget(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** The target field, checked as it is typed; a blank one says nothing yet (Save stays disabled). */
const targetFormSchemaOf = (kind: WeeklyTargetKind) =>
  z
    .object({ target: z.string() })
    .superRefine(({ target }, context) => {
      const problem = weeklyTargetProblem(kind, parseTarget(target));
      if (problem && target.trim() !== '')
        context.addIssue({ code: 'custom', path: ['target'], message: problem });
    })
    .transform(({ target }) => ({ target: Math.round(parseTarget(target)) }));

export type WeeklyTargetEditDialogProps = { kind: WeeklyTargetKind; label: string; onClose: () => void };

/**
 * Spec §5 Goal edit: workouts 1 to 14 (Save disabled outside it), others 0 or more; a finite number,
 * rounded to a whole number on save.
 */
export function WeeklyTargetEditDialog({ kind, label, onClose }: WeeklyTargetEditDialogProps) {
  const weeklyTarget = useDashboardWeeklyTarget(kind);
  const update = useUpdateWeeklyTarget(kind, { onSuccess: onClose });
  const form = useSchemaForm(targetFormSchemaOf(kind), {
    defaultValues: { target: String(weeklyTarget.data?.target ?? '') },
    mode: 'onChange',
    reValidateMode: 'onChange',
  });
  const problem = weeklyTargetProblem(kind, parseTarget(form.watch('target')));
  const hint =
    kind === 'workouts'
      ? `Workouts per week, from ${WORKOUTS_TARGET_MIN} to ${WORKOUTS_TARGET_MAX}.`
      : 'Weekly target, 0 or more.';

  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent
        title={`Edit ${label} Goal`}
        description="Your target for this week and every week after it."
      >
        <Form
          form={form}
          onSubmit={({ target }) => problem === null && update.mutate(target)}
          request={update}
          className="space-y-4"
        >
          <FormField
            name="target"
            label={`${label} target`}
            description={hint}
            type="number"
            inputMode="numeric"
            min={kind === 'workouts' ? WORKOUTS_TARGET_MIN : 0}
            max={kind === 'workouts' ? WORKOUTS_TARGET_MAX : undefined}
            step={1}
          />
          {update.isError ? (
            <InlineAlert>{getErrorMessage(update.error, 'Failed to save the goal')}</InlineAlert>
          ) : null}
          <FormDialogFooter onCancel={onClose} submitLabel="Save" submitDisabled={problem !== null} />
        </Form>
      </DialogContent>
    </Dialog>
  );
}
