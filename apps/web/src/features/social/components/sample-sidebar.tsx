import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { SampleDataBadge } from '@/components/ui/sample-data-badge';
import { SAMPLE_CHALLENGES, SAMPLE_STATS } from './sample-data';

/** 'Your Stats' and the challenges of the spec: fixed sample figures, marked as examples, not the user's. */
export function SampleSidebar() {
  const stats = [
    { label: 'Day Streak', value: SAMPLE_STATS.dayStreak },
    { label: 'Workouts', value: SAMPLE_STATS.workouts },
    { label: 'Friends', value: SAMPLE_STATS.friends },
  ];
  return (
    <div className="space-y-6">
      <Card aria-labelledby="your-stats-title">
        <CardHeader className="flex-row items-center gap-2">
          <CardTitle id="your-stats-title">Your Stats</CardTitle>
          <SampleDataBadge />
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-3 gap-2 text-center">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse rounded-lg bg-zinc-50 p-3">
                <dt className="text-xs text-muted">{stat.label}</dt>
                <dd className="text-xl font-bold">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>

      <Card aria-labelledby="challenges-title">
        <CardHeader className="flex-row items-center gap-2">
          <CardTitle id="challenges-title">Challenges</CardTitle>
          <SampleDataBadge />
        </CardHeader>
        <CardContent className="space-y-4">
          {SAMPLE_CHALLENGES.map((challenge) => (
            <div key={challenge.id} className="space-y-2">
              <div className="flex items-baseline justify-between gap-2">
                <p className="font-semibold">{challenge.title}</p>
                <p className="shrink-0 text-xs text-muted">{`${challenge.daysLeft} days left`}</p>
              </div>
              <p className="text-sm text-muted">{challenge.description}</p>
              <ProgressBar value={challenge.progress} label={`${challenge.title} progress`} />
              <p className="text-xs text-muted">{`${challenge.progress}% · ${challenge.participants} participants`}</p>
            </div>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
