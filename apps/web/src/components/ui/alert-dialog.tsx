import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { Button, buttonStyles } from './button';
import { DialogFooter } from './dialog';

export type AlertDialogProps = {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  onConfirm: () => void;
  /** Cancel or Escape: closed without confirming. */
  onCancel?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /**
   * For a confirmed action that waits for the server: the dialog stays open after confirming (the caller closes it
   * when the action succeeds) and, while `pending`, neither button nor Escape closes it.
   */
  waitForAction?: boolean;
  pending?: boolean;
  pendingLabel?: string;
  /** The button that opens the dialog, if the dialog owns it. */
  trigger?: ReactNode;
};

/**
 * A question before a destructive step (spec §2: 'Remove this template?'): Cancel and OK, the labels renamable.
 * Cancel has the focus first, and a click outside does not answer the question.
 */
export function AlertDialog({
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
  onCancel,
  confirmLabel = 'OK',
  cancelLabel = 'Cancel',
  waitForAction = false,
  pending = false,
  pendingLabel,
  trigger,
}: AlertDialogProps) {
  const setOpen = (next: boolean) => {
    if (pending) return;
    onOpenChange?.(next);
    if (!next) onCancel?.();
  };
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={setOpen}>
      {trigger ? <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger> : null}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <AlertDialogPrimitive.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface p-5 shadow-xl data-[state=closed]:animate-fade-out data-[state=open]:animate-dialog-in sm:p-6"
        >
          <div className="space-y-1">
            <AlertDialogPrimitive.Title className="text-lg font-semibold tracking-tight">
              {title}
            </AlertDialogPrimitive.Title>
            {description ? (
              <AlertDialogPrimitive.Description className="text-sm text-muted">
                {description}
              </AlertDialogPrimitive.Description>
            ) : null}
          </div>
          <DialogFooter>
            <AlertDialogPrimitive.Cancel className={buttonStyles({ variant: 'outline' })} disabled={pending}>
              {cancelLabel}
            </AlertDialogPrimitive.Cancel>
            {/* A plain button rather than Radix's Action, whose close would count as Cancel (onCancel). */}
            <Button
              variant="danger"
              disabled={pending}
              onClick={() => {
                if (!waitForAction) onOpenChange?.(false);
                onConfirm();
              }}
            >
              {pending && pendingLabel ? pendingLabel : confirmLabel}
            </Button>
          </DialogFooter>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
