import { Award, Flame, Medal, Target, TrendingDown, Trophy } from 'lucide-react';
import { ExampleCard } from '@/components/ui/example-card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CurrentWeightCard } from './current-weight-card';

/*
 * Spec §2 Progress: the Overview, Weight, Body and Achievements tabs are mostly hard-coded sample data. Everything
 * sample is in an ExampleCard (badge 'Example'); only the current weight card reads real entries.
 */

const OVERVIEW_STATS = [
  { label: 'Weight change', value: '-3.2 kg', detail: 'this month', icon: TrendingDown },
  { label: 'Body fat', value: '18.5%', detail: '-1.2% this month', icon: Target },
  { label: 'Workouts', value: '16', detail: 'this month', icon: Flame },
] as const;

const WEIGHT_HISTORY = [
  { week: 'Week 1', kg: 82.0 },
  { week: 'Week 2', kg: 81.4 },
  { week: 'Week 3', kg: 80.9 },
  { week: 'Week 4', kg: 80.1 },
  { week: 'Week 5', kg: 79.6 },
  { week: 'Week 6', kg: 78.8 },
] as const;

const BODY = [
  { part: 'Chest', now: 102, change: '+1.5 cm' },
  { part: 'Waist', now: 84, change: '-3.0 cm' },
  { part: 'Hips', now: 98, change: '-1.5 cm' },
  { part: 'Arms', now: 36, change: '+1.0 cm' },
  { part: 'Thighs', now: 58, change: '+0.5 cm' },
] as const;

const ACHIEVEMENTS = [
  { title: 'First workout', detail: 'Completed your first workout', icon: Medal, done: true },
  { title: '7-day streak', detail: 'Trained seven days in a row', icon: Flame, done: true },
  { title: 'Lost 5 kg', detail: 'Reached a 5 kg weight change', icon: Trophy, done: false, progress: 64 },
  { title: '50 workouts', detail: 'Logged fifty workouts', icon: Award, done: false, progress: 32 },
] as const;

function StatsExample() {
  return (
    <ExampleCard title="This month">
      <dl className="grid gap-3 sm:grid-cols-3">
        {OVERVIEW_STATS.map(({ label, value, detail, icon: Icon }) => (
          <div key={label} className="rounded-lg bg-zinc-50 p-3">
            <dt className="flex items-center gap-1.5 text-xs text-muted">
              <Icon aria-hidden="true" className="size-3.5" />
              {label}
            </dt>
            <dd className="text-xl font-bold tabular-nums">{value}</dd>
            <dd className="text-xs text-muted">{detail}</dd>
          </div>
        ))}
      </dl>
    </ExampleCard>
  );
}

function WeightHistoryExample() {
  const max = Math.max(...WEIGHT_HISTORY.map((w) => w.kg));
  const min = Math.min(...WEIGHT_HISTORY.map((w) => w.kg)) - 2;
  return (
    <ExampleCard title="Weight history">
      <ul className="space-y-2">
        {WEIGHT_HISTORY.map((w) => (
          <li key={w.week} className="grid grid-cols-[4.5rem_1fr_4rem] items-center gap-3 text-sm">
            <span className="text-muted">{w.week}</span>
            <span className="h-2.5 rounded-full bg-zinc-200" aria-hidden="true">
              <span
                className="block h-full rounded-full bg-zinc-400"
                style={{ width: `${Math.round(((w.kg - min) / (max - min)) * 100)}%` }}
              />
            </span>
            <span className="text-right tabular-nums">{`${w.kg.toFixed(1)} kg`}</span>
          </li>
        ))}
      </ul>
    </ExampleCard>
  );
}

function BodyExample() {
  return (
    <ExampleCard title="Body measurements">
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-xs text-muted">
            <th scope="col" className="pb-2 font-medium">
              Measurement
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              Now
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              Change
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {BODY.map((row) => (
            <tr key={row.part}>
              <th scope="row" className="py-2 text-left font-medium">
                {row.part}
              </th>
              <td className="py-2 text-right tabular-nums">{`${row.now} cm`}</td>
              <td className="py-2 text-right text-muted tabular-nums">{row.change}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ExampleCard>
  );
}

function AchievementsExample() {
  return (
    <ExampleCard title="Achievements">
      <ul className="grid gap-3 sm:grid-cols-2">
        {ACHIEVEMENTS.map((a) => (
          <li key={a.title} className="flex gap-3 rounded-lg bg-zinc-50 p-3">
            <a.icon
              aria-hidden="true"
              className={a.done ? 'size-6 shrink-0 text-brand-600' : 'size-6 shrink-0 text-zinc-400'}
            />
            <div className="min-w-0 flex-1 space-y-1">
              <p className="font-medium">{a.title}</p>
              <p className="text-xs text-muted">{a.detail}</p>
              {a.done ? (
                <p className="text-xs font-semibold text-brand-800">Unlocked</p>
              ) : (
                <ProgressBar value={a.progress} label={`${a.title}, example`} />
              )}
            </div>
          </li>
        ))}
      </ul>
    </ExampleCard>
  );
}

const TABS = [
  ['overview', 'Overview'],
  ['weight', 'Weight'],
  ['body', 'Body'],
  ['achievements', 'Achievements'],
] as const;

export function ProgressTabs() {
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label="Progress views" className="w-full sm:w-auto">
        {TABS.map(([value, label]) => (
          <TabsTrigger key={value} value={value} className="flex-auto px-1.5! sm:flex-none sm:px-3!">
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview" className="grid gap-4 lg:grid-cols-2">
        <CurrentWeightCard />
        <StatsExample />
      </TabsContent>
      <TabsContent value="weight" className="grid gap-4 lg:grid-cols-2">
        <CurrentWeightCard />
        <WeightHistoryExample />
      </TabsContent>
      <TabsContent value="body">
        <BodyExample />
      </TabsContent>
      <TabsContent value="achievements">
        <AchievementsExample />
      </TabsContent>
    </Tabs>
  );
}
