import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { PasswordForm } from './password-form';

describe('PasswordForm', () => {
  it('shows the throttle’s message when too many wrong passwords were tried, and a wrong one by its field', async () => {
    let calls = 0;
    stubFetch(({ path }) => {
      if (path !== '/auth/password') return json(404, { message: 'Not found.' });
      calls += 1;
      return calls === 1
        ? json(400, {
            message: 'Your current password is not correct.',
            code: 'validation_error',
            fields: { currentPassword: 'Your current password is not correct.' },
          })
        : json(429, {
            message: 'Too many wrong passwords. Please wait 15 minutes and try again.',
            code: 'rate_limited',
          });
    });
    const { user } = renderRoutes([{ path: '/', element: <PasswordForm /> }]);
    await user.type(await screen.findByLabelText('Current password'), 'a guess at it');
    await user.type(screen.getByLabelText('New password'), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Too many wrong passwords. Please wait 15 minutes and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
