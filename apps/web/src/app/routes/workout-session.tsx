import { useNavigate, useParams } from 'react-router';
import { ContentLayout } from '@/components/layout/content-layout';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth/api/get-user';
import { WorkoutSessionView } from '@/features/workouts/components/workout-session-view';

export default function WorkoutSessionRoute() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: user } = useUser();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <ContentLayout title="Workout Session">
      <WorkoutSessionView
        templateId={id}
        userId={user._id}
        backHref={paths.app.workouts.getHref()}
        onSaved={() => void navigate(paths.app.workouts.getHref())}
      />
    </ContentLayout>
  );
}
