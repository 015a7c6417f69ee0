import {
  elapsedMinutes,
  formatElapsed,
  WORKOUTS_CARD_KCAL_PER_MIN,
  type WorkoutTemplate,
} from '@momentum/shared';
import { Flag, Timer, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useActiveSession } from '../hooks/use-active-session';
import { useFinishFlow } from '../hooks/use-finish-flow';
import { useNow } from '../hooks/use-now';
import { elapsedMsOf, isPaused } from '../utils/active-session';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { FinishWorkoutDialog } from './finish-workout-dialog';

/** The card burns a flat 8 kcal per elapsed (rounded) minute (spec §9). */
const cardEstimate = (elapsedMs: number) => WORKOUTS_CARD_KCAL_PER_MIN * elapsedMinutes(elapsedMs);

/** The workout in progress, shown on /workouts while one runs (spec §2, active-workout card). */
export function ActiveWorkoutCard({
  userId,
  templates,
}: {
  userId: string;
  templates: WorkoutTemplate[] | undefined;
}) {
  const controls = useActiveSession(userId);
  const { session } = controls;
  const now = useNow(session !== null && !isPaused(session));
  const flow = useFinishFlow(controls);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  if (!session) return null;
  const template = templates?.find((candidate) => candidate._id === session.templateId);
  const name = template?.name ?? session.templateName;
  const elapsedMs = elapsedMsOf(session, now);
  const paused = isPaused(session);

  return (
    <Card aria-label="Active workout" className="mb-6 border-brand-200 bg-brand-50/60 p-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-brand-800 uppercase">
            <Timer aria-hidden="true" className="size-4" />
            Active workout
            {paused ? (
              <span className="rounded-full bg-fill px-2 py-0.5 text-ink normal-case">Paused</span>
            ) : null}
          </p>
          <h2 id="active-workout-title" className="text-xl font-bold break-words">
            <Link
              to={paths.app.workoutSession.getHref(session.templateId)}
              className="underline-offset-4 hover:underline"
            >
              {name}
            </Link>
          </h2>
          <p className="text-sm break-words text-muted">
            {template && template.exercises.length > 0
              ? template.exercises.join(', ')
              : 'No exercises listed'}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <div>
            <p className="font-mono text-3xl font-bold tabular-nums" role="timer" aria-label="Elapsed time">
              {formatElapsed(elapsedMs)}
            </p>
            <p className="text-sm text-muted">
              {elapsedMinutes(elapsedMs)} min · {cardEstimate(elapsedMs)} kcal
            </p>
          </div>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={() => setConfirmDiscard(true)}>
              <X aria-hidden="true" />
              Discard
            </Button>
            <Button onClick={() => flow.start(cardEstimate)}>
              <Flag aria-hidden="true" />
              Finish Workout
            </Button>
          </div>
        </div>
      </div>
      <FinishWorkoutDialog flow={flow} templateName={name} elapsedMs={elapsedMs} />
      <AlertDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title="Discard this workout?"
        description="The timer stops and nothing is saved."
        onConfirm={controls.clear}
      />
    </Card>
  );
}
