import { elapsedMinutes, estimateCalories, formatElapsed, type WorkoutTemplate } from '@momentum/shared';
import { ArrowLeft, Dumbbell, Flag, Flame, Pause, Play, Timer } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { TitledCard } from '@/components/ui/titled-card';
import { EmptyState } from '@/components/ui/empty-state';
import { ProgressBar } from '@/components/ui/progress-bar';
import { LoadingText } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useTemplates } from '../api/get-templates';
import { useActiveSession } from '../hooks/use-active-session';
import { useFinishFlow } from '../hooks/use-finish-flow';
import { useNow } from '../hooks/use-now';
import { useRestTimer } from '../hooks/use-rest-timer';
import { elapsedMsOf, isPaused } from '../utils/active-session';
import { primeRestAlert } from '../utils/rest-alert';
import { startRest, type RestTimer } from '../utils/rest-timer';
import type { SessionExercise } from '../utils/session-exercises';
import { exerciseCountLabel, minutesLabel } from '../utils/display';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { LoadError } from '@/components/ui/load-error';
import { FinishWorkoutDialog } from './finish-workout-dialog';
import { RestTimerBar } from './rest-timer-bar';
import { SessionLog } from './session-log';

export type WorkoutSessionViewProps = {
  templateId: string;
  userId: string;
  backHref: string;
  /** After the log is saved (the route goes back to /workouts). */
  onSaved: () => void;
};

/** The session page of spec §2: the template is looked up by _id among the user's templates. */
export function WorkoutSessionView({ templateId, userId, backHref, onSaved }: WorkoutSessionViewProps) {
  const templates = useTemplates();

  if (templates.isPending) return <LoadingText>Loading templates...</LoadingText>;
  if (templates.isError)
    return <LoadError message="Failed to load templates" onRetry={() => void templates.refetch()} />;
  const template = templates.data.find((candidate) => candidate._id === templateId);
  if (!template) {
    return (
      <EmptyState
        icon={Dumbbell}
        title="Template not found."
        action={
          <Link to={backHref} className={buttonStyles({ variant: 'outline' })}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Link>
        }
      />
    );
  }
  return (
    <RunningSession
      template={template}
      templates={templates.data}
      userId={userId}
      backHref={backHref}
      onSaved={onSaved}
    />
  );
}

function RunningSession({
  template,
  templates,
  userId,
  backHref,
  onSaved,
}: {
  template: WorkoutTemplate;
  templates: WorkoutTemplate[];
  userId: string;
  backHref: string;
  onSaved: () => void;
}) {
  const navigate = useNavigate();
  const controls = useActiveSession(userId);
  const session = controls.session?.templateId === template._id ? controls.session : null;
  // Another template's workout is running: it is only replaced once the user says so.
  const other = session === null ? controls.session : null;
  const { start, edit } = controls;
  const paused = session === null || isPaused(session);
  const now = useNow(!paused || (other !== null && !isPaused(other)));
  const flow = useFinishFlow({ ...controls, session }, { onSaved });

  // Opening the page starts this template's session when none runs, or picks up this template's one (after a
  // reload, or Start Workout again). Only once per template: after Save Log clears it, the page must not start a
  // new one while leaving.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (handled.current === template._id) return;
    handled.current = template._id;
    if (controls.session === null) start(template);
  }, [template, controls.session, start]);

  const setRest = useCallback((rest: RestTimer | null) => edit((current) => ({ ...current, rest })), [edit]);
  const rest = session?.rest ?? null;
  const restTimer = useRestTimer(rest, setRest);
  const startRestAfter = (exercise: SessionExercise) => {
    // The click is the gesture browsers want before they allow the end-of-rest beep.
    primeRestAlert();
    setRest(startRest(exercise.name, exercise.restSeconds, Date.now()));
  };

  const elapsedMs = session ? elapsedMsOf(session, now) : 0;
  const otherName =
    other && (templates.find((candidate) => candidate._id === other.templateId)?.name ?? other.templateName);
  const estimate = (ms: number) => estimateCalories(template.name, elapsedMinutes(ms));
  const elapsedMin = elapsedMinutes(elapsedMs);

  return (
    <div className={rest ? 'space-y-6 pb-44 sm:pb-36' : 'space-y-6 pb-24'}>
      <section
        aria-labelledby="session-title"
        className="overflow-hidden rounded-2xl bg-gradient-to-br from-hero-from to-hero-to p-6 text-white shadow-sm sm:p-8"
      >
        <p className="text-sm font-medium text-hero-soft">{template.muscleGroup || 'Workout session'}</p>
        <h2 id="session-title" className="mt-1 text-2xl font-bold break-words sm:text-3xl">
          {template.name}
        </h2>
        <p className="mt-1 text-sm text-hero-soft">
          {exerciseCountLabel(template.exercises.length)} · Est. {minutesLabel(template.estimatedDurationMin)}
        </p>
        <p
          className="mt-6 font-mono text-5xl font-bold tabular-nums sm:text-6xl"
          role="timer"
          aria-label="Elapsed time"
        >
          {formatElapsed(elapsedMs)}
        </p>
        <ProgressBar
          className="mt-4 [&>div]:bg-white [&[role=progressbar]]:bg-white/25"
          label="Progress towards the estimated duration"
          value={elapsedMs / 60_000}
          max={template.estimatedDurationMin}
        />
      </section>

      <TitledCard title="Session Details" contentClassName="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="mb-2 text-sm font-semibold text-muted">Exercises</h3>
          {template.exercises.length > 0 ? (
            <ol className="space-y-2">
              {template.exercises.map((exercise, index) => (
                <li
                  key={`${index}-${exercise}`}
                  className="flex items-center gap-3 rounded-lg bg-canvas px-3 py-2 text-sm"
                >
                  <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">
                    {index + 1}
                  </span>
                  <span className="min-w-0 break-words">{exercise}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted">No exercises listed</p>
          )}
        </div>
        <dl className="grid grid-cols-1 gap-3 self-start sm:grid-cols-3 md:grid-cols-1">
          <div className="rounded-lg border border-line p-3">
            <dt className="flex items-center gap-1.5 text-sm text-muted">
              <Timer aria-hidden="true" className="size-4" />
              Elapsed
            </dt>
            <dd className="mt-1 flex items-center gap-2 text-lg font-semibold">
              {elapsedMin} min
              {paused ? (
                <span className="rounded-full bg-fill px-2 py-0.5 text-xs font-semibold text-ink">
                  Paused
                </span>
              ) : null}
            </dd>
          </div>
          <div className="rounded-lg border border-line p-3">
            <dt className="flex items-center gap-1.5 text-sm text-muted">
              <Flame aria-hidden="true" className="size-4" />
              Est. Calories
            </dt>
            <dd className="mt-1 text-lg font-semibold">{estimate(elapsedMs)} kcal</dd>
          </div>
          <div className="rounded-lg border border-line p-3">
            <dt className="flex items-center gap-1.5 text-sm text-muted">
              <Dumbbell aria-hidden="true" className="size-4" />
              Exercises
            </dt>
            <dd className="mt-1 text-lg font-semibold">{template.exercises.length}</dd>
          </div>
        </dl>
      </TitledCard>

      {session ? (
        <SessionLog template={template} session={session} edit={edit} onSetCompleted={startRestAfter} />
      ) : null}

      {/* Polite and sparse: the rest's start, its last ten seconds and its end, never every second. */}
      <p aria-live="polite" className="sr-only">
        {restTimer.announcement}
      </p>
      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface/95 backdrop-blur lg:left-64">
        {rest ? <RestTimerBar rest={rest} timer={restTimer} /> : null}
        <div className="mx-auto flex max-w-6xl gap-2 px-4 py-3 sm:px-6 lg:px-8">
          <Link
            to={backHref}
            className={buttonStyles({ variant: 'outline', className: 'flex-1 sm:flex-none' })}
          >
            <ArrowLeft aria-hidden="true" />
            Back
          </Link>
          <Button
            variant="secondary"
            className="flex-1 sm:ml-auto sm:flex-none"
            onClick={() =>
              session === null ? start(template) : paused ? controls.resume() : controls.pause()
            }
          >
            {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            {paused ? 'Resume' : 'Pause'}
          </Button>
          <Button
            className="flex-1 sm:flex-none"
            disabled={session === null}
            onClick={() => flow.start(estimate)}
          >
            <Flag aria-hidden="true" />
            Finish
          </Button>
        </div>
      </div>

      <FinishWorkoutDialog flow={flow} templateName={template.name} elapsedMs={elapsedMs} />
      <AlertDialog
        open={other !== null}
        title="Replace the running workout?"
        description={
          other
            ? `“${otherName}” is in progress: ${formatElapsed(elapsedMsOf(other, now))} elapsed. ` +
              `Starting “${template.name}” discards it.`
            : undefined
        }
        cancelLabel="Keep current"
        confirmLabel="Start new"
        // Keep current, Escape or closing: back to the running workout (this page is left out of history).
        onCancel={() => {
          if (other) void navigate(paths.app.workoutSession.getHref(other.templateId), { replace: true });
        }}
        onConfirm={() => start(template)}
      />
    </div>
  );
}
