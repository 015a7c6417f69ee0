import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineAlert } from '@/components/ui/inline-alert';
import { getErrorMessage } from '@/lib/api-client';
import { useSettings } from '@/lib/settings';
import { useUpdateSettings } from '../api/update-settings';

function Toggle({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex cursor-pointer items-start gap-3 rounded-lg p-2 hover:bg-subtle">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={`${id}-description`}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="block cursor-pointer text-sm font-medium text-ink">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-muted">
          {description}
        </p>
      </div>
    </div>
  );
}

export function PrivacyCard() {
  const settings = useSettings();
  const update = useUpdateSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Privacy</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        <Toggle
          label="Share workouts automatically"
          description="Each workout you finish is posted to your friends."
          checked={settings.shareWorkouts}
          onChange={(shareWorkouts) => update.mutate({ shareWorkouts })}
        />
        <Toggle
          label="Findable by name"
          description="Others can find you when they search for people."
          checked={settings.findable}
          onChange={(findable) => update.mutate({ findable })}
        />
        {update.isError ? (
          <InlineAlert>{getErrorMessage(update.error, 'Your settings could not be saved.')}</InlineAlert>
        ) : null}
      </CardContent>
    </Card>
  );
}
