import type { ComponentProps } from 'react';
import { cn } from '@/utils/cn';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  // Callers pass htmlFor (Field does it for every control); the rule cannot see through the spread.
  // eslint-disable-next-line jsx-a11y/label-has-associated-control
  return <label className={cn('block text-sm font-medium text-ink', className)} {...props} />;
}
