import type { ReactNode } from 'react';
import { FormField } from './form';
import { NativeSelect, SelectOptions, type SelectOptionsProps } from './native-select';

export type SelectFieldProps<T extends string> = {
  name: string;
  label: ReactNode;
  values: readonly T[];
  /** What each value is called; the value itself when left out. */
  optionLabel?: SelectOptionsProps<T>['label'];
  /** The text of an empty first option ('Select gender'), for a field that starts unchosen. */
  placeholder?: string;
  description?: ReactNode;
  className?: string;
};

const itself = (value: string) => value;

/** A `FormField` whose control is the browser's select with one option a value: one line at the call site. */
export function SelectField<T extends string>({
  name,
  label,
  values,
  optionLabel = itself,
  placeholder,
  description,
  className,
}: SelectFieldProps<T>) {
  return (
    <FormField name={name} label={label} description={description} className={className}>
      {(control) => (
        <NativeSelect {...control}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          <SelectOptions values={values} label={optionLabel} />
        </NativeSelect>
      )}
    </FormField>
  );
}
