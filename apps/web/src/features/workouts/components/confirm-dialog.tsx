import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description?: string;
  onConfirm: () => void;
  /** Cancel, Escape, an outside click or the corner close button: closed without confirming. */
  onCancel?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
};

/** A question with Cancel and OK (spec §2: 'Remove this template?'); the labels can be renamed. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
  onCancel,
  confirmLabel = 'OK',
  cancelLabel = 'Cancel',
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange?.(next);
        if (!next) onCancel?.();
      }}
    >
      <DialogContent role="alertdialog" title={title} description={description} className="max-w-sm">
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{cancelLabel}</Button>
          </DialogClose>
          <Button
            variant="danger"
            onClick={() => {
              onOpenChange?.(false);
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
