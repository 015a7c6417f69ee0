import { useId } from 'react';
import { useController } from 'react-hook-form';
import { FieldError } from '@/components/ui/field';
import { cn } from '@/utils/cn';

export type CheckboxGroupProps = {
  /** The form field holding the chosen options. */
  name: string;
  legend: string;
  options: readonly string[];
  hint?: string;
};

/**
 * A multiple choice of the form as a fieldset of checkboxes, with its message; the value keeps the options'
 * order. A refused choice puts the focus on its first box.
 */
export function CheckboxGroup({ name, legend, options, hint }: CheckboxGroupProps) {
  const { field, fieldState } = useController({ name });
  const value = (field.value ?? []) as string[];
  const error = fieldState.error?.message;
  const onChange = field.onChange;
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const toggle = (option: string, checked: boolean) =>
    onChange(options.filter((o) => (o === option ? checked : value.includes(o))));
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {options.map((option, index) => {
          const checked = value.includes(option);
          return (
            <label
              key={option}
              className={cn(
                'inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium select-none',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                checked
                  ? 'border-brand-600 bg-brand-50 text-brand-900'
                  : 'border-field bg-surface text-ink hover:bg-subtle',
                error && !checked && 'border-danger',
              )}
            >
              <input
                ref={index === 0 ? field.ref : undefined}
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={checked}
                onChange={(event) => toggle(option, event.target.checked)}
              />
              {option}
            </label>
          );
        })}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
