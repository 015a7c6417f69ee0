import type { ReactNode } from 'react';
import { cn } from '@/utils/cn';
import { Button } from './button';

export type SaveRowProps = {
  /** The button's text, and its text while the form is being sent ('Save', 'Saving...'). */
  label: string;
  busyLabel: string;
  pending: boolean;
  /** Also disables the button while not pending (nothing changed yet). */
  disabled?: boolean;
  /** What the last send did ('Saved'), read out by a polite status region; empty otherwise. */
  status: ReactNode;
  className?: string;
};

/** A settings form's outline submit button with its status line beside it. */
export function SaveRow({ label, busyLabel, pending, disabled = false, status, className }: SaveRowProps) {
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <Button type="submit" variant="outline" disabled={pending || disabled}>
        {pending ? busyLabel : label}
      </Button>
      <p role="status" className="text-sm text-muted">
        {status}
      </p>
    </div>
  );
}
