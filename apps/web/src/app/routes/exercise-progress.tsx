import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ExerciseProgressScreen } from '@/features/progress/components/exercise-progress-screen';

export default function ExerciseProgressRoute() {
  const { exerciseId = '' } = useParams();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4">
      <Link
        to={paths.app.workouts.getHref()}
        className="inline-flex items-center gap-1 text-sm text-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Workouts
      </Link>
      <ExerciseProgressScreen key={exerciseId} exerciseId={exerciseId} />
    </div>
  );
}
