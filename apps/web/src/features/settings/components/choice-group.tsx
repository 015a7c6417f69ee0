import { useId } from 'react';
import { cn } from '@/utils/cn';

export type Choice<T extends string> = { value: T; label: string };

/** A row of radio buttons that look like a segmented control; arrow keys move between them (native radios). */
export function ChoiceGroup<T extends string>({
  legend,
  value,
  choices,
  onChange,
  disabled,
}: {
  legend: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="inline-flex max-w-full flex-wrap gap-1 rounded-xl bg-subtle p-1">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'inline-flex h-9 cursor-pointer items-center rounded-lg px-3 text-sm font-medium select-none',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-brand-600',
              value === choice.value ? 'bg-surface text-ink shadow-sm' : 'text-muted hover:text-ink',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
