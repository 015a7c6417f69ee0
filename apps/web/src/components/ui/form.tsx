import { zodResolver } from '@hookform/resolvers/zod';
import {
  createContext,
  useContext,
  useEffect,
  type ComponentProps,
  type FormEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  FormProvider,
  get,
  useForm,
  useFormContext,
  useFormState,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { Field, type FieldControlProps } from './field';
import { InlineAlert } from './inline-alert';
import { Input } from './input';

/** A form's schema, or a loader of it for a page whose first load should not wait for zod (sign-in). */
export type FormSchemaSource<Input extends FieldValues, Output> =
  z.ZodType<Output, Input> | (() => Promise<z.ZodType<Output, Input>>);

const LOAD_FAILED = 'Could not reach the server. Check your connection and try again.';

function resolverOf<Input extends FieldValues, Output>(
  source: FormSchemaSource<Input, Output>,
): Resolver<Input, unknown, Output> {
  if (typeof source !== 'function') return zodResolver(source, undefined, { mode: 'sync' });
  return async (values, context, options) => {
    let schema: z.ZodType<Output, Input>;
    try {
      schema = await source();
    } catch {
      // 'root' is react-hook-form's key for a message about the whole form; its generic type cannot name it.
      const errors = { root: { type: 'load', message: LOAD_FAILED } } as FieldErrors<Input>;
      return { values: {}, errors };
    }
    return zodResolver(schema, undefined, { mode: 'sync' })(values, context, options);
  };
}

/**
 * Starts a schema's loader at the person's first focus or touch anywhere on the page, when they begin to fill the
 * form, rather than as the form mounts: loading and running zod (a task of tens of milliseconds on a phone) stays
 * out of the page's load. A submit that comes first waits for the loader (resolverOf); a failure shows there.
 * Returns what removes the listeners.
 */
function warmOnFirstInteraction(load: () => Promise<unknown>): () => void {
  const events = ['focusin', 'pointerdown'] as const;
  const warm = () => {
    stop();
    load().catch(() => undefined);
  };
  const stop = () => events.forEach((type) => document.removeEventListener(type, warm, true));
  events.forEach((type) => document.addEventListener(type, warm, true));
  return stop;
}

/**
 * A react-hook-form form checked by a zod schema before it is sent: the schema reads the fields as typed (strings)
 * and gives the request body (usually by piping into the API's shared schema), so the messages are the API's own.
 * A field's message shows after a submit and goes when the field is edited, as before the move to react-hook-form.
 * A schema given as a loader starts loading when the person first focuses or touches the page.
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: FormSchemaSource<Input, Output>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
): UseFormReturn<Input, unknown, Output> {
  useEffect(() => {
    if (typeof schema === 'function') return warmOnFirstInteraction(schema);
  }, [schema]);
  return useForm<Input, unknown, Output>({
    resolver: resolverOf(schema),
    reValidateMode: 'onSubmit',
    ...options,
  });
}

/** The one request a form sends, as a mutation reports it (a flow without a mutation gives `isPending` alone). */
export type FormRequest = {
  isPending: boolean;
  error?: unknown;
  isError?: boolean;
  isSuccess?: boolean;
  reset?: () => void;
};

/** The request of the surrounding `Form`: its fields show the server's messages, its footer the busy text. */
const FormRequestContext = createContext<FormRequest | undefined>(undefined);

export const useFormRequest = () => useContext(FormRequestContext);

/** The field messages of a failed request (a 400 naming fields), if it was one. */
export function serverFieldErrorsOf(error: unknown): Partial<Record<string, string>> | undefined {
  return error instanceof ApiError ? error.fields : undefined;
}

export type FormProps<Input extends FieldValues, Output> = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  form: UseFormReturn<Input, unknown, Output>;
  /** Receives the schema's output; not called while the request is pending. */
  onSubmit: (values: Output) => void;
  /**
   * The request the form sends (a mutation): while it is on its way the form says it is busy and is not sent
   * twice, and the server's message for each field it refused shows by that field.
   */
  request?: FormRequest;
  /**
   * The request's outcome goes when the form is edited: its failure, so the message about the old values goes with
   * it, and its success, so 'Saved' is not said of values not yet sent.
   */
  dismissOnEdit?: boolean;
};

/** `<form>` wired to a `useSchemaForm` form; its `FormField`s and footer find the form and its request themselves. */
export function Form<Input extends FieldValues, Output>({
  form,
  onSubmit,
  request,
  dismissOnEdit = false,
  onChange,
  children,
  ...props
}: FormProps<Input, Output>) {
  const pending = request?.isPending ?? false;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (pending) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(onSubmit)(event);
  };
  return (
    <FormProvider {...form}>
      <FormRequestContext.Provider value={request}>
        <form
          noValidate
          aria-busy={pending}
          onSubmit={submit}
          onChange={(event) => {
            if (dismissOnEdit && (request?.isError || request?.isSuccess)) request.reset?.();
            onChange?.(event);
          }}
          {...props}
        >
          <FormRootError />
          {children}
        </form>
      </FormRequestContext.Provider>
    </FormProvider>
  );
}

/** A message about the whole form rather than one field (e.g. its checks could not be loaded). */
function FormRootError() {
  const { errors } = useFormState();
  return errors.root?.message ? <InlineAlert>{errors.root.message}</InlineAlert> : null;
}

export type FormControlProps = FieldControlProps & UseFormRegisterReturn;

export type FormFieldProps = Omit<ComponentProps<'input'>, 'name' | 'children' | 'className'> & {
  name: string;
  label: ReactNode;
  /** Shown under the control and announced with it. */
  description?: ReactNode;
  className?: string;
  /** Another control than a text input: receives the id, ARIA wiring and registration to spread onto it. */
  children?: (control: FormControlProps) => ReactElement;
};

/**
 * One field of a `Form`: label, control, description and message, wired for screen readers.
 * `<FormField name="email" label="Email" type="email" />`; other inputs: `{(control) => <Textarea {...control} />}`.
 */
export function FormField({ name, label, description, className, children, ...inputProps }: FormFieldProps) {
  const { register, clearErrors, control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const serverErrors = serverFieldErrorsOf(useFormRequest()?.error);
  const message = (get(errors, name) as { message?: string } | undefined)?.message ?? serverErrors?.[name];
  const registration = register(name);
  const onChange: typeof registration.onChange = (event) => {
    if (get(errors, name)) clearErrors(name);
    return registration.onChange(event);
  };
  return (
    <Field label={label} error={message} hint={description} className={className}>
      {(wiring) =>
        children ? (
          children({ ...wiring, ...registration, onChange })
        ) : (
          <Input {...wiring} {...inputProps} {...registration} onChange={onChange} />
        )
      }
    </Field>
  );
}

/** A `FormField` for a number that may have a fraction, with the decimal keypad on phones. */
export function DecimalField(props: Omit<FormFieldProps, 'type' | 'inputMode' | 'step' | 'children'>) {
  return <FormField type="number" inputMode="decimal" step="any" {...props} />;
}
