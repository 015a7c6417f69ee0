import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { FormDialogFooter } from './dialog';
import { Form, FormField, useSchemaForm, type FormRequest } from './form';
import { SaveRow } from './save-row';

const schema = z.object({ name: z.string().min(1, 'Name is required.') });

/** A form whose request is whatever the test says it is; `reset` and `onSubmit` are spies. */
function Example({
  request,
  onSubmit = () => undefined,
  dismissOnEdit = false,
  footer = 'dialog',
}: {
  request: FormRequest;
  onSubmit?: (values: z.output<typeof schema>) => void;
  dismissOnEdit?: boolean;
  footer?: 'dialog' | 'dialog-with-failure' | 'save-row';
}) {
  const form = useSchemaForm(schema, { defaultValues: { name: 'Ada' } });
  return (
    <Form form={form} request={request} onSubmit={onSubmit} dismissOnEdit={dismissOnEdit}>
      <FormField name="name" label="Name" />
      {footer === 'save-row' ? (
        <SaveRow label="Save" busyLabel="Saving..." savedLabel="Saved" />
      ) : (
        <FormDialogFooter
          onCancel={() => undefined}
          submitLabel="Save"
          errorFallback={footer === 'dialog-with-failure' ? 'Could not save.' : undefined}
        />
      )}
    </Form>
  );
}

const idle = { isPending: false, isError: false, isSuccess: false, error: null };

describe("a Form's request", () => {
  it('is not sent again while on its way, and its footer says it is busy', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { rerender } = render(<Example request={{ ...idle, isPending: true }} onSubmit={onSubmit} />);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Saving...' }).closest('form')).toHaveAttribute(
      'aria-busy',
      'true',
    );

    rerender(<Example request={idle} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada' }, expect.anything());
  });

  it("says the failure in the dialog's footer only when the footer is given a fallback", () => {
    const error = new ApiError({ status: 500, message: '' });
    const failed = { ...idle, isError: true, error };
    const { rerender } = render(<Example request={failed} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    rerender(<Example request={failed} footer="dialog-with-failure" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save.');
  });

  it('shows a refused field by that field', () => {
    const error = new ApiError({ status: 400, message: 'x', fields: { name: 'Name is taken.' } });
    render(<Example request={{ ...idle, isError: true, error }} />);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is taken.');
  });

  it("says 'Saved' after a success, and lets the outcome go when a field is edited (dismissOnEdit)", async () => {
    const user = userEvent.setup();
    const reset = vi.fn();
    const saved = { ...idle, isSuccess: true, reset };
    const { rerender } = render(<Example request={saved} footer="save-row" />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');

    await user.type(screen.getByLabelText('Name'), 'x');
    expect(reset).not.toHaveBeenCalled();

    rerender(<Example request={saved} footer="save-row" dismissOnEdit />);
    await user.type(screen.getByLabelText('Name'), 'y');
    expect(reset).toHaveBeenCalled();

    rerender(<Example request={idle} footer="save-row" dismissOnEdit />);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
