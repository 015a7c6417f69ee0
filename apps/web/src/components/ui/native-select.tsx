import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/utils/cn';
import { inputStyles } from './input';

/** The browser's own select (keyboard, screen readers and phone pickers for free), styled like an input. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select className={cn(inputStyles, 'appearance-none pr-9', className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}

export type SelectOptionsProps<T extends string> = {
  values: readonly T[];
  /** What each value is called: a table of names or a function. */
  label: Readonly<Record<T, string>> | ((value: T) => string);
};

/** The options of a select: one for each value, in the order given. */
export function SelectOptions<T extends string>({ values, label }: SelectOptionsProps<T>) {
  const nameOf = typeof label === 'function' ? label : (value: T) => label[value];
  return values.map((value) => (
    <option key={value} value={value}>
      {nameOf(value)}
    </option>
  ));
}
