import { PRIMARY_GOALS } from '@momentum/shared';
import { FormField } from '@/components/ui/form';
import { SelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { useUnits } from '@/lib/settings';
import { WeightField } from './weight-field';

/** Step 2's fields, inside the wizard's step form. */
export function GoalsStep() {
  const units = useUnits();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        name="primaryGoal"
        label="Primary Goal"
        values={PRIMARY_GOALS}
        placeholder="Select your primary goal"
        className="sm:col-span-2"
      />
      <WeightField name="targetWeight" label={`Target Weight (${units.weight})`} description="Optional." />
      <FormField name="weeklyTarget" label="Weekly Target" placeholder="3-5 days" />
      <FormField name="specificGoals" label="Specific Goals" className="sm:col-span-2">
        {(control) => <Textarea {...control} placeholder="e.g., Run a 5k, do 10 push-ups" />}
      </FormField>
    </div>
  );
}
