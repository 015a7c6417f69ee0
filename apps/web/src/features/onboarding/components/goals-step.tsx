import { PRIMARY_GOALS, WEIGHT_MAX_KG, WEIGHT_MIN_KG } from '@momentum/shared';
import { ConvertedInput } from '@/components/ui/converted-input';
import { Field } from '@/components/ui/field';
import { Input, inputStyles } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useUnits } from '@/lib/settings';
import type { OnboardingForm } from '../utils/onboarding-form';
import type { StepFieldsProps } from './step-fields';

type Values = OnboardingForm['goals'];

export function GoalsStep({ values, errorOf, onChange }: StepFieldsProps<Values>) {
  const units = useUnits();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label="Primary Goal" error={errorOf('primaryGoal')} className="sm:col-span-2">
        {(control) => (
          <NativeSelect
            {...control}
            name="primaryGoal"
            value={values.primaryGoal}
            onChange={(event) => onChange('primaryGoal', event.target.value)}
          >
            <option value="">Select your primary goal</option>
            {PRIMARY_GOALS.map((goal) => (
              <option key={goal} value={goal}>
                {goal}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label={`Target Weight (${units.weight})`} hint="Optional." error={errorOf('targetWeight')}>
        {(control) =>
          units.weight === 'lb' ? (
            <ConvertedInput
              {...control}
              name="targetWeight"
              inputMode="decimal"
              className={inputStyles}
              value={values.targetWeight}
              toInput={units.weightInputText}
              fromInput={units.weightFromInputText}
              onValueChange={(kg) => onChange('targetWeight', kg)}
            />
          ) : (
            <Input
              {...control}
              name="targetWeight"
              type="number"
              inputMode="decimal"
              min={WEIGHT_MIN_KG}
              max={WEIGHT_MAX_KG}
              step="any"
              value={values.targetWeight}
              onChange={(event) => onChange('targetWeight', event.target.value)}
            />
          )
        }
      </Field>
      <Field label="Weekly Target" error={errorOf('weeklyTarget')}>
        {(control) => (
          <Input
            {...control}
            name="weeklyTarget"
            placeholder="3-5 days"
            value={values.weeklyTarget}
            onChange={(event) => onChange('weeklyTarget', event.target.value)}
          />
        )}
      </Field>
      <Field label="Specific Goals" error={errorOf('specificGoals')} className="sm:col-span-2">
        {(control) => (
          <Textarea
            {...control}
            name="specificGoals"
            placeholder="e.g., Run a 5k, do 10 push-ups"
            value={values.specificGoals}
            onChange={(event) => onChange('specificGoals', event.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
