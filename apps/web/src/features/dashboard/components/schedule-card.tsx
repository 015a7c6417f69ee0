import { CalendarDays, CheckCircle2, Circle, Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useDashboardSchedule } from '../api/get-dashboard';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/spinner';

// The dialog (Radix, the schedule rules) loads when first wanted; pointing at or focusing Edit starts loading it.
const loadScheduleEditDialog = () => import('./schedule-edit-dialog');
const ScheduleEditDialog = lazy(async () => ({
  default: (await loadScheduleEditDialog()).ScheduleEditDialog,
}));
const preloadDialog = () => void loadScheduleEditDialog();

const PLAN_DAYS = 6;

/** Six empty day tiles the size of the loaded ones, so the page does not move when the schedule arrives. */
function ScheduleLoading() {
  return (
    <>
      <LoadingText className="sr-only" />
      <ul aria-hidden="true" className="grid gap-3 sm:grid-cols-2">
        {Array.from({ length: PLAN_DAYS }, (_, day) => (
          <li key={day} className="rounded-xl border border-line bg-canvas p-3">
            <div className="h-6" />
            <div className="mt-1 h-5" />
            <div className="mt-1 h-5" />
          </li>
        ))}
      </ul>
    </>
  );
}

/** Monday to Saturday of this week: muscle group, exercises and whether a workout was logged. */
export function ScheduleCard() {
  const schedule = useDashboardSchedule();
  const [editing, setEditing] = useState(false);
  return (
    <Card aria-labelledby="schedule-title">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle id="schedule-title" className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-5 text-brand-700" />
          This Week's Schedule
        </CardTitle>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setEditing(true)}
          onPointerEnter={preloadDialog}
          onFocus={preloadDialog}
          disabled={!schedule.isSuccess}
        >
          <Pencil aria-hidden="true" />
          Edit Schedule
        </Button>
      </CardHeader>
      <CardContent>
        {schedule.isPending ? (
          <ScheduleLoading />
        ) : schedule.isError ? (
          <LoadError
            message="Failed to load the schedule"
            onRetry={() => void schedule.refetch()}
            retryLabel="Retry"
          />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {schedule.data.map((day) => (
              <li
                key={day.dayOfWeek}
                data-testid={`schedule-${day.dayOfWeek}`}
                className={`rounded-xl border p-3 ${day.completed ? 'border-success-line bg-success-soft' : 'border-line bg-canvas'}`}
              >
                <div className="flex items-center justify-between gap-2">
                  <h3 className="font-semibold">{day.dayOfWeek}</h3>
                  {day.completed ? (
                    <span className="flex items-center gap-1 text-xs font-semibold text-success-ink">
                      <CheckCircle2 aria-hidden="true" className="size-4" />
                      Done
                    </span>
                  ) : (
                    <span className="flex items-center text-faint" title="Not done">
                      <Circle aria-hidden="true" className="size-4" />
                      <span className="sr-only">Not done</span>
                    </span>
                  )}
                </div>
                {day.muscleGroup ? (
                  <p className="mt-1 text-sm font-medium break-words text-brand-800">{day.muscleGroup}</p>
                ) : (
                  <p className="mt-1 text-sm text-muted">No muscle group set</p>
                )}
                <p className="mt-1 text-sm break-words text-muted">
                  {day.exercises.length > 0 ? day.exercises.join(', ') : 'No exercises set'}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {editing && schedule.isSuccess ? (
        <Suspense fallback={null}>
          <ScheduleEditDialog items={schedule.data} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
