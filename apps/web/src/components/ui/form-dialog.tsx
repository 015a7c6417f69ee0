import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Dialog, DialogContent, DialogTrigger, FormDialogFooter, type FormDialogState } from './dialog';
import { Form, type FormRequest } from './form';

export type FormDialogProps<Input extends FieldValues, Output> = {
  /** `useFormDialog`'s state for this form and request. */
  dialog: FormDialogState;
  /** The button that opens the dialog, if the dialog owns one. */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  form: UseFormReturn<Input, unknown, Output>;
  request: FormRequest;
  onSubmit: (values: Output) => void;
  submitLabel: string;
  /** Said for a failed request whose answer has no message of its own. */
  errorFallback: string;
  /** The form's fields. */
  children: ReactNode;
};

/** A dialog around a form that sends one request: its fields, then what went wrong, Cancel and the submit button. */
export function FormDialog<Input extends FieldValues, Output>({
  dialog,
  trigger,
  title,
  description,
  form,
  request,
  onSubmit,
  submitLabel,
  errorFallback,
  children,
}: FormDialogProps<Input, Output>) {
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent title={title} description={description}>
        <Form form={form} request={request} onSubmit={onSubmit} className="space-y-4">
          {children}
          <FormDialogFooter
            errorFallback={errorFallback}
            onCancel={() => dialog.onOpenChange(false)}
            submitLabel={submitLabel}
          />
        </Form>
      </DialogContent>
    </Dialog>
  );
}
