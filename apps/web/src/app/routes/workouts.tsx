import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUser } from '@/features/auth/api/get-user';
import { WorkoutsScreen } from '@/features/workouts/components/workouts-screen';

// The History tab's charts (and recharts with them) load only when that tab is opened.
const TrainingHistoryCharts = lazy(() => import('@/features/progress/components/training-history'));

/** Navigation state the dashboard's 'Start Today's Workout' sends: open the create-template dialog. */
type WorkoutsLocationState = { openCreate?: boolean } | null;

export default function WorkoutsRoute() {
  const { data: user } = useUser();
  const location = useLocation();
  const navigate = useNavigate();
  const openCreate = Boolean((location.state as WorkoutsLocationState)?.openCreate);

  const ready = Boolean(user);
  // The request is used once the screen has read it: drop it from history so a reload or Back does not open the
  // dialog again.
  useEffect(() => {
    if (ready && openCreate)
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [ready, openCreate, navigate, location.pathname, location.search]);

  if (!user) return null;
  // Read once when the screen mounts; clearing the state afterwards leaves the open dialog alone.
  return (
    <WorkoutsScreen
      userId={user._id}
      initialCreateOpen={openCreate}
      historyCharts={
        <Suspense fallback={null}>
          <TrainingHistoryCharts />
        </Suspense>
      }
    />
  );
}
