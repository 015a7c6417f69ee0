import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/utils/cn';
import { Button } from './button';
import { useFormRequest } from './form';
import { InlineAlert } from './inline-alert';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** The dimmed page behind a modal (also the alert dialog's). */
export const dialogOverlayStyles =
  'fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in';
/** A modal's box, centred, without its size (also the alert dialog's). */
export const dialogBoxStyles =
  'fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface p-5 shadow-xl data-[state=closed]:animate-fade-out data-[state=open]:animate-dialog-in sm:p-6';
export const dialogTitleStyles = 'text-lg font-semibold tracking-tight';
export const dialogDescriptionStyles = 'text-sm text-muted';

export type DialogContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  /** Hides the corner close button (e.g. while saving). */
  hideCloseButton?: boolean;
};

/** Modal dialog: overlay, focus trap, Escape and outside click close it; title and description are announced. */
export function DialogContent({
  title,
  description,
  hideCloseButton = false,
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={dialogOverlayStyles} />
      <DialogPrimitive.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          dialogBoxStyles,
          'flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg flex-col overflow-y-auto',
          className,
        )}
        {...props}
      >
        <div className="mb-4 space-y-1 pr-8">
          <DialogPrimitive.Title className={dialogTitleStyles}>{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className={dialogDescriptionStyles}>
              {description}
            </DialogPrimitive.Description>
          ) : null}
        </div>
        {children}
        {hideCloseButton ? null : (
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute top-4 right-4 inline-flex size-8 items-center justify-center rounded-md text-muted hover:bg-subtle hover:text-ink"
          >
            <X aria-hidden="true" className="size-4" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export type FormDialogFooterProps = {
  onCancel: () => void;
  submitLabel: string;
  /** Said by the submit button while the form's request is on its way; both buttons are disabled meanwhile. */
  pendingLabel?: string;
  cancelLabel?: string;
  /** Disables submitting for a reason other than saving (e.g. a value out of range). */
  submitDisabled?: boolean;
  /**
   * Given, the form's failed request is said above the buttons with the server's message, or this when its answer
   * has none. (A form that says its failures elsewhere leaves it out.)
   */
  errorFallback?: string;
  className?: string;
};

/**
 * The footer every form dialog ends with: what went wrong, a way out and the submit button with its busy text.
 * It reads the request of the `Form` it ends.
 */
export function FormDialogFooter({
  onCancel,
  submitLabel,
  pendingLabel = 'Saving...',
  cancelLabel = 'Cancel',
  submitDisabled = false,
  errorFallback,
  className,
}: FormDialogFooterProps) {
  const request = useFormRequest();
  const pending = request?.isPending ?? false;
  const failure =
    errorFallback !== undefined && request?.error ? getErrorMessage(request.error, errorFallback) : null;
  return (
    <>
      {failure ? <InlineAlert>{failure}</InlineAlert> : null}
      <DialogFooter className={className}>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button type="submit" disabled={submitDisabled || pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}

export type FormDialogState = {
  open: boolean;
  /** Opening starts from `defaults` with the last failure gone; neither happens while the request is on its way. */
  onOpenChange: (open: boolean) => void;
  close: () => void;
};

/**
 * The open state of a dialog around a form that sends one request: its own, or its caller's when `open` is given.
 * Each opening starts from `defaults`; the dialog does not close while the request is on its way.
 */
export function useFormDialog<Input extends FieldValues, Output>({
  form,
  defaults,
  request,
  open: openFromCaller,
  onOpenChange: setOpenFromCaller,
}: {
  form: UseFormReturn<Input, unknown, Output>;
  defaults: () => Input;
  request: { isPending: boolean; reset: () => void };
  open?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
}): FormDialogState {
  const [ownOpen, setOwnOpen] = useState(false);
  const setOpen = setOpenFromCaller ?? setOwnOpen;
  return {
    open: openFromCaller ?? ownOpen,
    onOpenChange: (next) => {
      if (request.isPending) return;
      if (next) {
        form.reset(defaults());
        request.reset();
      }
      setOpen(next);
    },
    close: () => setOpen(false),
  };
}
