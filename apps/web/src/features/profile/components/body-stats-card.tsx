import { toFeetAndInches, type User } from '@momentum/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useUnits, type Units } from '@/lib/settings';

/** A stored number of the loose onboarding answers, if it is one. */
function numberOf(answers: Record<string, unknown> | null, key: string): number | undefined {
  const value = answers?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** '5 ft 10.9 in' for a person using inches (heights are given in feet there), '180 cm' otherwise. */
function formatHeight(cm: number, units: Units): string {
  if (units.length === 'cm') return units.formatLength(cm);
  const { feet, inches } = toFeetAndInches(cm);
  return `${feet} ft ${inches} in`;
}

/** What the person told onboarding about their body, in their own units (stored metric). */
export function BodyStatsCard({ user }: { user: User }) {
  const units = useUnits();
  const { basicInfo, goals } = user.onboarding;
  const height = numberOf(basicInfo, 'height');
  const weight = numberOf(basicInfo, 'weight');
  const targetWeight = numberOf(goals, 'targetWeight');
  const experience =
    typeof basicInfo?.fitnessExperience === 'string' ? basicInfo.fitnessExperience : undefined;
  const rows: [string, string | undefined][] = [
    ['Height', height === undefined ? undefined : formatHeight(height, units)],
    ['Weight at sign-up', weight === undefined ? undefined : units.formatWeight(weight)],
    ['Target weight', targetWeight === undefined ? undefined : units.formatWeight(targetWeight)],
    ['Fitness experience', experience],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your stats</CardTitle>
        <CardDescription>From your onboarding answers. Units follow your settings.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
          {rows.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-muted">{label}</dt>
              <dd className="font-semibold">{value ?? '-'}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
