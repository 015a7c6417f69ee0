import type { Portion } from '@momentum/shared';
import { Field } from '@/components/ui/field';
import { DecimalInput } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { GRAMS, type AmountDraft } from '../utils/diary';

/** Portion (a household portion or grams) and how many: the amount of a food to log or save. */
export function AmountFields({
  portions,
  value,
  onChange,
  idPrefix = '',
}: {
  portions: readonly Portion[];
  value: AmountDraft;
  onChange: (next: AmountDraft) => void;
  idPrefix?: string;
}) {
  return (
    <div className="grid grid-cols-[1fr_7rem] gap-3">
      <Field label={`${idPrefix}Portion`}>
        {(control) => (
          <NativeSelect
            {...control}
            value={value.unit}
            onChange={(event) => {
              const unit = event.target.value;
              // Switching between grams and a portion resets the amount to one that makes sense for it.
              const amount = unit === GRAMS ? '100' : value.unit === GRAMS ? '1' : value.amount;
              onChange({ unit, amount });
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
      </Field>
      <Field label={`${idPrefix}Amount`}>
        {(control) => (
          <DecimalInput
            {...control}
            min={0}
            value={value.amount}
            onChange={(event) => onChange({ ...value, amount: event.target.value })}
          />
        )}
      </Field>
    </div>
  );
}
