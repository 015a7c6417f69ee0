import { Camera, Dumbbell, PlusCircle, Utensils } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast, toastError } from '@/lib/toasts';
import { cn } from '@/utils/cn';
import { useLogQuickMeal } from '../api/log-quick-meal';

const tile = cn(
  'flex min-h-20 flex-col items-center justify-center gap-2 rounded-xl border border-line bg-canvas p-3 text-sm font-semibold text-ink',
  'transition-colors hover:border-brand-300 hover:bg-brand-50 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:text-brand-700',
);

function TileLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={tile}>
      {children}
    </Link>
  );
}

/** Start Workout, Log Meal (the spec's Quick Meal for today), Progress Photo and Custom Entry. */
export function QuickActionsCard() {
  const logMeal = useLogQuickMeal({
    onSuccess: () => toast.success('Quick Meal logged'),
    onError: (error) => toastError(error, 'Failed to log meal'),
  });
  return (
    <Card aria-labelledby="quick-actions-title">
      <CardHeader>
        <CardTitle id="quick-actions-title">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-3">
        <TileLink to="/workouts">
          <Dumbbell aria-hidden="true" />
          Start Workout
        </TileLink>
        <button type="button" className={tile} onClick={() => logMeal.mutate()} disabled={logMeal.isPending}>
          <Utensils aria-hidden="true" />
          {logMeal.isPending ? 'Logging...' : 'Log Meal'}
        </button>
        <TileLink to="/progress">
          <Camera aria-hidden="true" />
          Progress Photo
        </TileLink>
        <TileLink to="/coming-soon">
          <PlusCircle aria-hidden="true" />
          Custom Entry
        </TileLink>
      </CardContent>
    </Card>
  );
}
