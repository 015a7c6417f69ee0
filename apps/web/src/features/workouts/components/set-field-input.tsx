import { ConvertedInput } from '@/components/ui/converted-input';
import type { Units } from '@/lib/settings';
import { fieldName, SET_FIELDS } from '../utils/exercise-labels';
import { cleanNumberText } from '../utils/number-text';
import type { SetValues } from '../utils/session-exercises';

export type SetFieldInputProps = {
  field: keyof SetValues;
  set: SetValues;
  /** The set's accessible name ('Squat set 2'); the field's name and unit follow it. */
  label: string;
  units: Units;
  className: string;
  enterKeyHint?: 'next';
  onChange: (change: Partial<SetValues>) => void;
};

/**
 * One value of a set as typed text. The weight is kept in kilograms and typed in the person's unit
 * (drift-free: see Units.weightFromInputText); the other values are cleaned to the digits their field allows.
 */
export function SetFieldInput({
  field,
  set,
  label,
  units,
  className,
  enterKeyHint,
  onChange,
}: SetFieldInputProps) {
  const inputProps = {
    'aria-label': `${label} ${fieldName(field, units)}`,
    inputMode: SET_FIELDS[field].decimals ? ('decimal' as const) : ('numeric' as const),
    autoComplete: 'off',
    enterKeyHint,
    className,
  };
  const clean = (text: string) => cleanNumberText(text, SET_FIELDS[field].decimals);
  return field === 'weightKg' ? (
    <ConvertedInput
      {...inputProps}
      value={set.weightKg}
      toInput={units.weightInputText}
      fromInput={units.weightFromInputText}
      clean={clean}
      onValueChange={(weightKg) => onChange({ weightKg })}
    />
  ) : (
    <input
      {...inputProps}
      value={set[field]}
      onChange={(event) => onChange({ [field]: clean(event.target.value) })}
    />
  );
}
