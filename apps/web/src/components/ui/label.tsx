import type { ComponentProps } from 'react';
import { cn } from '@/utils/cn';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('block text-sm font-medium text-ink', className)} {...props} />;
}
