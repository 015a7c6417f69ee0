import { EQUIPMENT_OPTIONS, WEEK_DAYS, WORKOUT_TIMES } from '@momentum/shared';
import { FormField } from '@/components/ui/form';
import { SelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { CheckboxGroup } from './checkbox-group';

/** Step 3's fields, inside the wizard's step form. */
export function PreferencesStep() {
  return (
    <div className="space-y-5">
      <SelectField
        name="workoutTime"
        label="Preferred Workout Time"
        values={WORKOUT_TIMES}
        placeholder="Select a time"
      />
      <CheckboxGroup name="availableDays" legend="Available Days" options={WEEK_DAYS} />
      <CheckboxGroup name="equipmentAvailable" legend="Equipment Available" options={EQUIPMENT_OPTIONS} />
      <FormField name="healthConditions" label="Health Conditions" description="Optional.">
        {(control) => <Textarea {...control} placeholder="Anything we should keep in mind" />}
      </FormField>
    </div>
  );
}
