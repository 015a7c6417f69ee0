import { useId, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/utils/cn';
import { Label } from './label';

export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FieldProps = {
  label: ReactNode;
  /** Shown under the control and announced with it. */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** Receives the id and ARIA wiring to spread onto the control. */
  children: (control: FieldControlProps) => ReactElement;
};

/** Label, control and its error text, wired together: `<Field label="Email">{(p) => <Input {...p} />}</Field>`. */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/**
 * The one way a form says what is wrong with what was typed or chosen, under the control it is about (which names
 * it in `aria-describedby`). A message about the whole form is an `InlineAlert`; a failed load is a `LoadError`.
 */
export function FieldError({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm font-medium text-danger', className)} {...props} />;
}
