import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Label } from './label';
import { PasswordInput } from './password-input';

describe('PasswordInput', () => {
  it('shows and hides the password with an accessible toggle', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Label htmlFor="pw">Password</Label>
        <PasswordInput id="pw" defaultValue="hunter22" />
      </>,
    );
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });

    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });
});
