import { EQUIPMENT_OPTIONS, WEEK_DAYS, WORKOUT_TIMES } from '@momentum/shared';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { OnboardingForm } from '../utils/onboarding-form';
import { CheckboxGroup } from './checkbox-group';
import type { StepFieldsProps } from './step-fields';

type Values = OnboardingForm['preferences'];

export function PreferencesStep({ values, errorOf, onChange }: StepFieldsProps<Values>) {
  return (
    <div className="space-y-5">
      <Field label="Preferred Workout Time" error={errorOf('workoutTime')}>
        {(control) => (
          <NativeSelect
            {...control}
            name="workoutTime"
            value={values.workoutTime}
            onChange={(event) => onChange('workoutTime', event.target.value)}
          >
            <option value="">Select a time</option>
            {WORKOUT_TIMES.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <CheckboxGroup
        legend="Available Days"
        options={WEEK_DAYS}
        value={values.availableDays}
        onChange={(days) => onChange('availableDays', days)}
        error={errorOf('availableDays')}
      />
      <CheckboxGroup
        legend="Equipment Available"
        options={EQUIPMENT_OPTIONS}
        value={values.equipmentAvailable}
        onChange={(equipment) => onChange('equipmentAvailable', equipment)}
        error={errorOf('equipmentAvailable')}
      />
      <Field label="Health Conditions" hint="Optional." error={errorOf('healthConditions')}>
        {(control) => (
          <Textarea
            {...control}
            name="healthConditions"
            placeholder="Anything we should keep in mind"
            value={values.healthConditions}
            onChange={(event) => onChange('healthConditions', event.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
