import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { Button, buttonStyles } from './button';
import { cn } from '@/utils/cn';
import {
  DialogFooter,
  dialogBoxStyles,
  dialogDescriptionStyles,
  dialogOverlayStyles,
  dialogTitleStyles,
} from './dialog';

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
        <AlertDialogPrimitive.Overlay className={dialogOverlayStyles} />
        <AlertDialogPrimitive.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(dialogBoxStyles, 'w-[calc(100vw-2rem)] max-w-sm')}
        >
          <div className="space-y-1">
            <AlertDialogPrimitive.Title className={dialogTitleStyles}>{title}</AlertDialogPrimitive.Title>
            {description ? (
              <AlertDialogPrimitive.Description className={dialogDescriptionStyles}>
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
