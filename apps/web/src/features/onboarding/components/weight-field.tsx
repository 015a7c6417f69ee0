import { WEIGHT_MAX_KG, WEIGHT_MIN_KG } from '@momentum/shared';
import { useController } from 'react-hook-form';
import { ConvertedInput } from '@/components/ui/converted-input';
import { FormField } from '@/components/ui/form';
import { inputStyles } from '@/components/ui/input';
import { useUnits } from '@/lib/settings';
import { wiringOf } from './control-wiring';

export type WeightFieldProps = { name: string; label: string; description?: string };

/**
 * A weight kept in kilograms (as text): typed in kilograms, or in the person's unit and converted so that a
 * value left as shown keeps its exact kilograms.
 */
export function WeightField({ name, label, description }: WeightFieldProps) {
  const units = useUnits();
  const { field } = useController({ name });
  if (units.weight === 'kg') {
    return (
      <FormField
        name={name}
        label={label}
        description={description}
        type="number"
        inputMode="decimal"
        min={WEIGHT_MIN_KG}
        max={WEIGHT_MAX_KG}
        step="any"
      />
    );
  }
  return (
    <FormField name={name} label={label} description={description}>
      {(control) => (
        <ConvertedInput
          {...wiringOf(control)}
          ref={field.ref}
          name={name}
          inputMode="decimal"
          className={inputStyles}
          value={String(field.value ?? '')}
          toInput={units.weightInputText}
          fromInput={units.weightFromInputText}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    </FormField>
  );
}
