import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { Form, FormField, useSchemaForm, type FormSchemaSource } from './form';
import { formSchema } from './form-schema';
import { Textarea } from './textarea';

const fields = z.object({ title: z.string(), minutes: z.string(), notes: z.string() });
const body = z.object({
  title: z.string().trim().min(1, 'Title is required.'),
  minutes: z.number({ error: 'Minutes must be a number.' }).min(0, 'Minutes cannot be negative.'),
  notes: z.string(),
});
const schema = formSchema(
  fields,
  (f) => ({ ...f, minutes: f.minutes === '' ? NaN : Number(f.minutes) }),
  body,
);

function Example({
  source = schema,
  onSubmit = () => undefined,
  serverError,
}: {
  source?: FormSchemaSource<z.input<typeof schema>, z.output<typeof schema>>;
  onSubmit?: (values: z.output<typeof schema>) => void;
  serverError?: unknown;
}) {
  const form = useSchemaForm(source, { defaultValues: { title: '', minutes: '', notes: '' } });
  return (
    <Form form={form} onSubmit={onSubmit} request={{ isPending: false, error: serverError }}>
      <FormField name="title" label="Title" description="Shown on the card." />
      <FormField name="minutes" label="Minutes" inputMode="decimal" />
      <FormField name="notes" label="Notes">
        {(control) => <Textarea {...control} />}
      </FormField>
      <button type="submit">Save</button>
    </Form>
  );
}

describe('Form and FormField', () => {
  it('labels each control, describes it and wires its message when the schema refuses it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Example onSubmit={onSubmit} />);
    const title = screen.getByLabelText('Title');
    expect(title).toHaveAccessibleDescription('Shown on the card.');
    expect(title).not.toHaveAttribute('aria-invalid');

    await user.type(screen.getByLabelText('Minutes'), '-3');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription('Shown on the card. Title is required.');
    expect(screen.getByLabelText('Minutes')).toHaveAccessibleDescription('Minutes cannot be negative.');
    expect(screen.getByLabelText('Notes')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("clears a field's message when it is edited and sends the request as built, for the server to parse", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Example onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const title = screen.getByLabelText('Title');
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));

    await user.type(title, '  Run ');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Minutes')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Minutes'), '12.5');
    await user.type(screen.getByLabelText('Notes'), 'easy');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // Not the parsed output: a parsed value (a calendar day resolved in a zone) is not always what the API takes.
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ title: '  Run ', minutes: 12.5, notes: 'easy' });
  });

  it("shows the server's message for a field that has none of its own", () => {
    const error = new ApiError({ status: 400, message: 'x', fields: { notes: 'Notes are too long.' } });
    render(<Example serverError={error} />);
    expect(screen.getByLabelText('Notes')).toHaveAccessibleDescription('Notes are too long.');
    expect(screen.getByLabelText('Notes')).toHaveAttribute('aria-invalid', 'true');
  });

  it("starts a schema's loader at the first focus, not as the form mounts", async () => {
    const user = userEvent.setup();
    const load = vi.fn(() => Promise.resolve(schema));
    render(<Example source={load} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('Title'));
    expect(load).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('Notes'), 'easy');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('checks with a schema given as a loader, and says so when it cannot be loaded', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { unmount } = render(<Example source={() => Promise.resolve(schema)} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true'));
    unmount();

    render(<Example source={() => Promise.reject(new Error('offline'))} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server.');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
