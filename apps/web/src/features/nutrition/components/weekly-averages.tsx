import { TitledCard } from '@/components/ui/titled-card';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/spinner';
import { useWeeklyAverages } from '../api/get-weekly-averages';

const number = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });

/** Weekly averages: calories and macros over the last 7 days that hold food, up to the day shown. */
export function WeeklyAverages({ to }: { to: string }) {
  const averages = useWeeklyAverages(to);
  const data = averages.data;
  return (
    <TitledCard
      title="Weekly averages"
      description={
        data
          ? data.days === 0
            ? 'No logged days yet.'
            : `Over the last ${data.days} logged ${data.days === 1 ? 'day' : 'days'}.`
          : ' '
      }
    >
      {averages.isPending ? (
        <LoadingText />
      ) : !data ? (
        <LoadError message="Failed to load nutrition" onRetry={() => void averages.refetch()} />
      ) : (
        <dl className="grid grid-cols-2 gap-3" data-testid="weekly-averages">
          {[
            { label: 'Calories', value: `${number(data.calories)} kcal` },
            { label: 'Protein', value: `${number(data.protein)} g` },
            { label: 'Carbs', value: `${number(data.carbs)} g` },
            { label: 'Fats', value: `${number(data.fats)} g` },
          ].map((average) => (
            <div key={average.label} className="rounded-lg bg-canvas p-3">
              <dt className="text-xs text-muted">{average.label}</dt>
              <dd className="font-semibold tabular-nums">{average.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </TitledCard>
  );
}
