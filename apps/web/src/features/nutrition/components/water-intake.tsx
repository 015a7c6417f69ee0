import type { NutritionDay } from '@momentum/shared';
import { Droplet, Minus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TitledCard } from '@/components/ui/titled-card';
import { usePutWater } from '../api/put-water';

export const GLASS_ML = 250;

/** Water intake: a tap adds a glass (250 ml), stored per day on the server, against the daily target. */
export function WaterIntake({ day }: { day: NutritionDay }) {
  const put = usePutWater();
  // While a change is on its way, show it already (the answer refreshes the day; one kept on the device is in
  // `day` already, see pending-diary.ts).
  const ml = put.isPending ? put.variables.ml : day.water.ml;
  const glasses = Math.floor(ml / GLASS_ML);
  const targetGlasses = Math.max(1, Math.ceil(day.water.targetMl / GLASS_ML));
  const set = (next: number) => put.mutate({ date: day.date, ml: Math.max(0, next) });

  return (
    <TitledCard title="Water intake" contentClassName="space-y-3">
      <p className="text-sm" data-testid="water-amount">
        <span className="text-2xl font-bold tabular-nums">{ml.toLocaleString('en-US')}</span>
        <span className="text-muted">{` / ${day.water.targetMl.toLocaleString('en-US')} ml · ${glasses} of ${targetGlasses} glasses`}</span>
      </p>
      <div className="flex flex-wrap gap-1.5" aria-hidden="true">
        {Array.from({ length: Math.max(targetGlasses, glasses) }, (_, i) => (
          <Droplet
            key={i}
            className={i < glasses ? 'size-5 fill-sky-400 text-sky-500' : 'size-5 text-muted'}
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => set(ml + GLASS_ML)}>
          <Plus aria-hidden="true" />
          Add glass
        </Button>
        <Button variant="ghost" size="sm" onClick={() => set(ml - GLASS_ML)} disabled={ml === 0}>
          <Minus aria-hidden="true" />
          Remove glass
        </Button>
      </div>
    </TitledCard>
  );
}
