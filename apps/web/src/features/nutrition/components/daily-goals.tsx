import { targetsBodySchema, type NutritionDay, type NutritionTargets } from '@momentum/shared';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, FormDialogFooter } from '@/components/ui/dialog';
import { Form, useSchemaForm, DecimalField } from '@/components/ui/form';
import { LoadingText } from '@/components/ui/spinner';
import { ProgressBar } from '@/components/ui/progress-bar';
import { LoadError } from '@/components/ui/load-error';
import { getErrorMessage } from '@/lib/api-client';
import { useTargets } from '../api/get-targets';
import { usePutTargets } from '../api/put-targets';

const ROWS = [
  { key: 'calories', label: 'Calories', unit: 'kcal' },
  { key: 'protein', label: 'Protein', unit: 'g' },
  { key: 'carbs', label: 'Carbs', unit: 'g' },
  { key: 'fats', label: 'Fats', unit: 'g' },
] as const;

const number = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** The daily goals panel: the day's calories and macros against the person's targets, which they can change. */
export function DailyGoals({ day }: { day: NutritionDay }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card aria-labelledby="daily-goals-title">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle id="daily-goals-title">Daily goals</CardTitle>
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          Edit targets
        </Button>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {ROWS.map((row) => (
            <li key={row.key} className="space-y-1" data-testid={`goal-${row.key}`}>
              <div className="flex justify-between text-sm">
                <span className="font-medium" id={`goal-${row.key}-label`}>
                  {row.label}
                </span>
                <span className="text-muted tabular-nums">
                  {`${number(day.totals[row.key])} / ${number(day.targets[row.key])} ${row.unit}`}
                </span>
              </div>
              <ProgressBar
                value={day.totals[row.key]}
                max={day.targets[row.key]}
                labelledBy={`goal-${row.key}-label`}
              />
            </li>
          ))}
        </ul>
      </CardContent>
      {editing ? <TargetsDialog onClose={() => setEditing(false)} /> : null}
    </Card>
  );
}

const FIELDS = [
  { name: 'calories', label: 'Calories (kcal)' },
  { name: 'protein', label: 'Protein (g)' },
  { name: 'carbs', label: 'Carbs (g)' },
  { name: 'fats', label: 'Fats (g)' },
  { name: 'waterMl', label: 'Water (ml)' },
] as const;

const targetsForm = z
  .object({
    calories: z.string(),
    protein: z.string(),
    carbs: z.string(),
    fats: z.string(),
    waterMl: z.string(),
  })
  .transform((values) =>
    Object.fromEntries(
      Object.entries(values).map(([key, text]) => [key, text.trim() === '' ? NaN : Number(text)]),
    ),
  )
  .pipe(targetsBodySchema);

const asText = (targets: NutritionTargets) =>
  Object.fromEntries(FIELDS.map(({ name }) => [name, String(targets[name])])) as Record<
    (typeof FIELDS)[number]['name'],
    string
  >;

function TargetsDialog({ onClose }: { onClose: () => void }) {
  const targets = useTargets();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Daily targets"
        description="Until you change them, they come from your onboarding answers."
      >
        {targets.data ? (
          <TargetsForm targets={targets.data} onClose={onClose} />
        ) : targets.isError ? (
          <LoadError
            message={getErrorMessage(targets.error, 'Failed to load your targets.')}
            onRetry={() => void targets.refetch()}
          />
        ) : (
          <LoadingText />
        )}
      </DialogContent>
    </Dialog>
  );
}

function TargetsForm({ targets, onClose }: { targets: NutritionTargets; onClose: () => void }) {
  const form = useSchemaForm(targetsForm, { defaultValues: asText(targets) });
  const save = usePutTargets({ onSuccess: onClose });
  return (
    <Form form={form} onSubmit={(body) => save.mutate(body)} request={save} className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        {FIELDS.map(({ name, label }) => (
          <DecimalField key={name} name={name} label={label} min={0} />
        ))}
      </div>
      <FormDialogFooter
        errorFallback="Could not save your targets."
        onCancel={onClose}
        submitLabel="Save Targets"
      />
    </Form>
  );
}
