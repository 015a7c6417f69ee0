import type { ComponentProps } from 'react';
import { cn } from '@/utils/cn';

export function Textarea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'block w-full rounded-lg border border-field bg-surface px-3 py-2 text-base text-ink sm:text-sm',
        'placeholder:text-muted focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0',
        'disabled:cursor-not-allowed disabled:bg-subtle aria-invalid:border-danger',
        className,
      )}
      {...props}
    />
  );
}
