import { useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import type { FieldErrors, FormValidation } from '@/utils/form-errors';

/** The parts of a TanStack mutation the form reads. */
type Submission = { isPending: boolean; isError: boolean; error: unknown; reset: () => void };

export type UseZodFormOptions<Values extends object, Output> = {
  initialValues: Values | (() => Values);
  /** Turns the typed values into what `onValid` sends, or into a message per field (usually via `validateWith`). */
  validate: (values: Values) => FormValidation<keyof Values & string, Output>;
  onValid: (output: Output) => void;
  /** The mutation the form sends: a pending one is not sent twice, and its field errors show by the inputs. */
  mutation?: Submission;
  /** Editing any field clears every message, for checks that compare fields (a message on one depends on another). */
  clearAllErrorsOnEdit?: boolean;
  /** Editing dismisses a failed mutation, so its message about the old values goes away. */
  resetMutationOnEdit?: boolean;
};

/** Form state checked by a zod contract before sending, with the server's field errors as a fallback per input. */
export function useZodForm<Values extends object, Output>({
  initialValues,
  validate,
  onValid,
  mutation,
  clearAllErrorsOnEdit = false,
  resetMutationOnEdit = false,
}: UseZodFormOptions<Values, Output>) {
  type Field = keyof Values & string;
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const serverFieldErrors = mutation?.error instanceof ApiError ? mutation.error.fields : undefined;
  const errorOf = (field: Field): string | undefined => errors[field] ?? serverFieldErrors?.[field];

  const update = <K extends Field>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (clearAllErrorsOnEdit ? {} : { ...current, [field]: undefined }));
    if (resetMutationOnEdit && mutation?.isError) mutation.reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation?.isPending) return;
    const result = validate(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onValid(result.data);
  };

  return { values, update, errorOf, serverFieldErrors, onSubmit };
}
