import type { LengthUnit, Theme, WeightUnit } from '@momentum/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineAlert } from '@/components/ui/inline-alert';
import { getErrorMessage } from '@/lib/api-client';
import { useSettings } from '@/lib/settings';
import { useUpdateSettings } from '../api/update-settings';
import { ChoiceGroup } from './choice-group';

const WEIGHTS = [
  { value: 'kg', label: 'Kilograms (kg)' },
  { value: 'lb', label: 'Pounds (lb)' },
] as const satisfies readonly { value: WeightUnit; label: string }[];
const LENGTHS = [
  { value: 'cm', label: 'Centimetres (cm)' },
  { value: 'in', label: 'Inches (in), ft/in' },
] as const satisfies readonly { value: LengthUnit; label: string }[];
const THEMES = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
] as const satisfies readonly { value: Theme; label: string }[];

/** Units and theme: each choice is saved as it is made and shows at once on every screen. */
export function PreferencesCard() {
  const settings = useSettings();
  const update = useUpdateSettings();
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Units</CardTitle>
          <CardDescription>
            How weights and lengths are shown and typed everywhere in the app.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <ChoiceGroup
            legend="Weight"
            value={settings.units.weight}
            choices={WEIGHTS}
            onChange={(weight) => update.mutate({ units: { weight } })}
          />
          <ChoiceGroup
            legend="Length"
            value={settings.units.length}
            choices={LENGTHS}
            onChange={(length) => update.mutate({ units: { length } })}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Theme</CardTitle>
          <CardDescription>System follows your device's light or dark setting.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChoiceGroup
            legend="Appearance"
            value={settings.theme}
            choices={THEMES}
            onChange={(theme) => update.mutate({ theme })}
          />
        </CardContent>
      </Card>
      {update.isError ? (
        <InlineAlert>{getErrorMessage(update.error, 'Your settings could not be saved.')}</InlineAlert>
      ) : null}
    </>
  );
}
