import type { FieldValues } from 'react-hook-form';
import { Form, type FormProps } from './form';

/** The one request a form sends, as a mutation reports it. */
export type FormRequest = { isPending: boolean; error: unknown; isError: boolean; reset: () => void };

export type RequestFormProps<Input extends FieldValues, Output> = Omit<
  FormProps<Input, Output>,
  'pending' | 'serverError' | 'dismissOnEdit'
> & {
  request: FormRequest;
  /** The request's failure goes when the form is edited, so its message about the old values goes with it. */
  dismissOnEdit?: boolean;
};

/**
 * A `Form` that sends one request (a mutation): busy while the request is on its way, and the server's message
 * for each field it refused shown by that field. (The sign-in forms keep to `Form`, which their first load has.)
 */
export function RequestForm<Input extends FieldValues, Output>({
  request,
  dismissOnEdit = false,
  ...props
}: RequestFormProps<Input, Output>) {
  return (
    <Form
      pending={request.isPending}
      serverError={request.error}
      dismissOnEdit={dismissOnEdit ? request : undefined}
      {...props}
    />
  );
}
