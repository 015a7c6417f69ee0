import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/utils/cn';
import { Input } from './input';

export type SearchInputProps = ComponentProps<'input'> & {
  /** Classes of the box that holds the field and its magnifier (its width in a row of controls). */
  wrapperClassName?: string;
};

/** A search field with a magnifier at its start. */
export function SearchInput({ wrapperClassName, className, ...props }: SearchInputProps) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
      />
      <Input type="search" className={cn('pl-9', className)} {...props} />
    </div>
  );
}
