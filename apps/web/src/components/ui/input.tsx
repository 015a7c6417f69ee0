import type { ComponentProps } from 'react';
import { cn } from '@/utils/cn';

export const inputStyles = cn(
  'block h-10 w-full rounded-lg border border-field bg-surface px-3 text-base text-ink sm:text-sm',
  'placeholder:text-muted focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0',
  'disabled:cursor-not-allowed disabled:bg-subtle aria-invalid:border-danger',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputStyles, className)} {...props} />;
}
