import { Barcode, Droplet, Search, UtensilsCrossed } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ExampleCard } from '@/components/ui/example-card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatKcal } from '../utils/food-form';

/*
 * Spec §2 Nutrition: the daily goals panel, quick-add buttons, water intake, today's meals and averages are static
 * placeholders, not driven by the server. They stay visibly marked as examples until an issue makes them real.
 */

const DAILY_GOALS = [
  { label: 'Calories', value: 1650, target: 2200, unit: 'kcal' },
  { label: 'Protein', value: 98, target: 150, unit: 'g' },
  { label: 'Carbs', value: 180, target: 250, unit: 'g' },
  { label: 'Fats', value: 52, target: 70, unit: 'g' },
] as const;

const SAMPLE_MEALS = [
  { meal: 'Breakfast', food: 'Oatmeal with berries', calories: 350 },
  { meal: 'Lunch', food: 'Grilled chicken salad', calories: 480 },
  { meal: 'Snack', food: 'Greek yogurt', calories: 150 },
  { meal: 'Dinner', food: 'Salmon with vegetables', calories: 670 },
] as const;

const AVERAGES = [
  { label: 'Calories', value: '2,050 kcal' },
  { label: 'Protein', value: '135 g' },
  { label: 'Carbs', value: '220 g' },
  { label: 'Fats', value: '65 g' },
] as const;

const WATER = { glasses: 6, target: 8 };

export function DailyGoalsExample() {
  return (
    <ExampleCard title="Daily goals">
      <ul className="space-y-3">
        {DAILY_GOALS.map((goal) => (
          <li key={goal.label} className="space-y-1">
            <div className="flex justify-between text-sm">
              <span className="font-medium">{goal.label}</span>
              <span className="text-muted tabular-nums">{`${goal.value} / ${goal.target} ${goal.unit}`}</span>
            </div>
            <ProgressBar value={goal.value} max={goal.target} label={`${goal.label}, example`} />
          </li>
        ))}
      </ul>
    </ExampleCard>
  );
}

export function QuickAddExample() {
  return (
    <ExampleCard title="Quick add" note="Not available yet.">
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Button variant="outline" disabled>
          <Barcode aria-hidden="true" />
          Scan Barcode
        </Button>
        <Button variant="outline" disabled>
          <Search aria-hidden="true" />
          Search Foods
        </Button>
        <Button variant="outline" disabled>
          <UtensilsCrossed aria-hidden="true" />
          Create Meal
        </Button>
      </div>
    </ExampleCard>
  );
}

export function WaterIntakeExample() {
  return (
    <ExampleCard title="Water intake">
      <p className="mb-2 text-sm">
        <span className="text-2xl font-bold tabular-nums">{WATER.glasses}</span>
        <span className="text-muted">{` / ${WATER.target} glasses`}</span>
      </p>
      <div className="flex gap-1.5" aria-hidden="true">
        {Array.from({ length: WATER.target }, (_, i) => (
          <Droplet
            key={i}
            className={i < WATER.glasses ? 'size-5 fill-sky-400 text-sky-500' : 'size-5 text-zinc-300'}
          />
        ))}
      </div>
    </ExampleCard>
  );
}

export function TodaysMealsExample() {
  return (
    <ExampleCard title="Today's meals">
      <ul className="divide-y divide-line">
        {SAMPLE_MEALS.map((item) => (
          <li key={item.meal} className="flex items-center justify-between gap-3 py-2 text-sm">
            <div className="min-w-0">
              <p className="font-medium">{item.meal}</p>
              <p className="truncate text-muted">{item.food}</p>
            </div>
            <span className="shrink-0 tabular-nums">{formatKcal(item.calories)}</span>
          </li>
        ))}
      </ul>
    </ExampleCard>
  );
}

export function AveragesExample() {
  return (
    <ExampleCard title="Weekly averages">
      <dl className="grid grid-cols-2 gap-3">
        {AVERAGES.map((average) => (
          <div key={average.label} className="rounded-lg bg-zinc-50 p-3">
            <dt className="text-xs text-muted">{average.label}</dt>
            <dd className="font-semibold tabular-nums">{average.value}</dd>
          </div>
        ))}
      </dl>
    </ExampleCard>
  );
}
