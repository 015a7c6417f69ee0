import { useState } from 'react';
import { toast, toastError } from '@/lib/toasts';
import { useFinishWorkout } from '../api/finish-workout';
import {
  elapsedMsOf,
  finishInstants,
  isPaused,
  type ActiveSession,
  type FinishValues,
} from '../utils/active-session';
import { newRecordLines } from '../utils/record-labels';
import { finishExercises } from '../utils/session-plan';
import { useUnits } from '@/lib/settings';

type Controls = {
  session: ActiveSession | null;
  pause: () => void;
  resume: () => void;
  clear: () => void;
};

/**
 * Finish → pause and open the dialog with calories set to the estimate; Back → resume (when it was running)
 * unless saving; Save Log → post, then clear the session and call `onSaved` (spec §4).
 */
export function useFinishFlow(controls: Controls, { onSaved }: { onSaved?: () => void } = {}) {
  const [open, setOpen] = useState(false);
  const units = useUnits();
  const [estimate, setEstimate] = useState(0);
  const [resumeOnBack, setResumeOnBack] = useState(false);
  const finish = useFinishWorkout({
    onSuccess: (log) => {
      // Announced (the toasts are a live region) and still shown on the screen the person returns to.
      const records = log ? newRecordLines(log, units) : [];
      if (records.length > 0) {
        toast.success(
          records.length === 1 ? 'New personal record!' : `${records.length} new personal records!`,
          {
            description: records.join(' · '),
          },
        );
      }
      setOpen(false);
      controls.clear();
      onSaved?.();
    },
    onError: (error) => toastError(error, 'Failed to save workout'),
  });

  return {
    open,
    estimate,
    saving: finish.isPending,
    /** `estimateFor` gets the elapsed ms at the moment of pausing. */
    start(estimateFor: (elapsedMs: number) => number) {
      const { session } = controls;
      if (!session) return;
      setResumeOnBack(!isPaused(session));
      setEstimate(estimateFor(elapsedMsOf(session, Date.now())));
      controls.pause();
      setOpen(true);
    },
    back() {
      if (finish.isPending) return;
      setOpen(false);
      if (resumeOnBack) controls.resume();
    },
    save(values: FinishValues) {
      const { session } = controls;
      if (!session || finish.isPending) return;
      const exercises = finishExercises(session.exercises ?? []);
      finish.mutate({
        templateId: session.templateId,
        ...finishInstants(session, Date.now()),
        ...values,
        // The spec's payload as it was when nothing was logged set by set.
        ...(exercises.length > 0 ? { exercises } : {}),
      });
    },
  };
}
