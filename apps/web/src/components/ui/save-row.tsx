import { cn } from '@/utils/cn';
import { Button } from './button';
import { useFormRequest } from './form';

export type SaveRowProps = {
  /** The button's text, and its text while the form's request is on its way ('Save', 'Saving...'). */
  label: string;
  busyLabel: string;
  /** Said once the form's request has succeeded ('Saved'), until the form is edited (`dismissOnEdit`). */
  savedLabel: string;
  /** Also disables the button while not pending (nothing changed yet). */
  disabled?: boolean;
  className?: string;
};

/** A settings form's outline submit button with its status line beside it; it reads the request of its `Form`. */
export function SaveRow({ label, busyLabel, savedLabel, disabled = false, className }: SaveRowProps) {
  const request = useFormRequest();
  const pending = request?.isPending ?? false;
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <Button type="submit" variant="outline" disabled={pending || disabled}>
        {pending ? busyLabel : label}
      </Button>
      <p role="status" className="text-sm text-muted">
        {request?.isSuccess ? savedLabel : ''}
      </p>
    </div>
  );
}
