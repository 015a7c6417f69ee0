import {
  AGE_MAX,
  AGE_MIN,
  FITNESS_EXPERIENCES,
  GENDERS,
  HEIGHT_MAX_CM,
  HEIGHT_MIN_CM,
} from '@momentum/shared';
import { useController } from 'react-hook-form';
import { FormField } from '@/components/ui/form';
import { FeetInchesInput } from '@/components/ui/height-input';
import { SelectField } from '@/components/ui/select-field';
import { useUnits } from '@/lib/settings';
import { wiringOf } from './control-wiring';
import { WeightField } from './weight-field';

/** Step 1's fields, inside the wizard's step form. */
export function BasicInfoStep() {
  const units = useUnits();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField name="fullName" label="Full Name" autoComplete="name" className="sm:col-span-2" />
      <FormField
        name="age"
        label="Age"
        type="number"
        inputMode="decimal"
        min={AGE_MIN}
        max={AGE_MAX}
        step="1"
      />
      <SelectField name="gender" label="Gender" values={GENDERS} placeholder="Select gender" />
      {units.length === 'cm' ? (
        <FormField
          name="height"
          label="Height (cm)"
          type="number"
          inputMode="decimal"
          min={HEIGHT_MIN_CM}
          max={HEIGHT_MAX_CM}
          step="any"
        />
      ) : (
        <FeetInchesField />
      )}
      <WeightField name="weight" label={`Weight (${units.weight})`} />
      <SelectField
        name="fitnessExperience"
        label="Fitness Experience"
        values={FITNESS_EXPERIENCES}
        placeholder="Select your experience"
        className="sm:col-span-2"
      />
    </div>
  );
}

/** The height in feet and inches, kept in centimetres. */
function FeetInchesField() {
  const { field } = useController({ name: 'height' });
  return (
    <FormField name="height" label="Height (ft, in)">
      {(control) => (
        <FeetInchesInput
          {...wiringOf(control)}
          name="height"
          inchesLabel="Height inches"
          value={String(field.value ?? '')}
          onValueChange={field.onChange}
        />
      )}
    </FormField>
  );
}
