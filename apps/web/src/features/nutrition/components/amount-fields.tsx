import type { Portion } from '@momentum/shared';
import { useFormContext } from 'react-hook-form';
import { FormField, DecimalField } from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/native-select';
import { GRAMS } from '../utils/diary';

/**
 * Portion (a household portion or grams) and how many: the amount of a food to log or save, as the fields
 * `<name>.unit` and `<name>.amount` of the form around it (an `AmountDraft`).
 */
export function AmountFields({
  name,
  portions,
  labelPrefix = '',
}: {
  name: string;
  portions: readonly Portion[];
  labelPrefix?: string;
}) {
  const { getValues, setValue } = useFormContext();
  return (
    <div className="grid grid-cols-[1fr_7rem] gap-3">
      <FormField name={`${name}.unit`} label={`${labelPrefix}Portion`}>
        {(control) => (
          <NativeSelect
            {...control}
            onChange={(event) => {
              // Switching between grams and a portion resets the amount to one that makes sense for it.
              const unit = event.target.value;
              const before = getValues(`${name}.unit`) as string;
              if (unit === GRAMS) setValue(`${name}.amount`, '100');
              else if (before === GRAMS) setValue(`${name}.amount`, '1');
              return control.onChange(event);
            }}
          >
            {portions.map((portion) => (
              <option key={portion.label} value={portion.label}>
                {`${portion.label} (${portion.grams} g)`}
              </option>
            ))}
            <option value={GRAMS}>grams</option>
          </NativeSelect>
        )}
      </FormField>
      <DecimalField name={`${name}.amount`} label={`${labelPrefix}Amount`} min={0} />
    </div>
  );
}
