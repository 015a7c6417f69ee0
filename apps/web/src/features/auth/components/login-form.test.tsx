import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, json, makeUser, stubFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

function renderLogin() {
  return renderRoutes(
    [
      { path: '/login', element: <LoginForm onSuccess={() => undefined} /> },
      { path: '/register', element: <p>Register page</p> },
    ],
    { path: '/login' },
  );
}

describe('LoginForm', () => {
  it("shows 'Signing in...' while busy, then stores the tokens and the user", async () => {
    const answer = deferred<Response>();
    const fetch = stubFetch(() => answer.promise);
    const { user, queryClient } = renderLogin();

    await user.type(screen.getByLabelText('Email'), ' Ada@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com', password: 'secret-password' });

    answer.resolve(json(200, { token: 'tok', refresh: 'ref', user: makeUser() }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(localStorage.getItem('accessToken')).toBe('tok');
    expect(localStorage.getItem('refreshToken')).toBe('ref');
    expect(queryClient.getQueryData(['auth', 'user'])).toMatchObject({ email: 'ada@example.com' });
  });

  it.each([
    [
      "shows the server's message on failure",
      () => json(401, { message: 'Invalid email or password.', code: 'unauthorized' }),
      'wrong',
      'Invalid email or password.',
    ],
    [
      "shows 'Login failed' when the server gives no message",
      () => new Response('Bad gateway', { status: 502 }),
      'whatever',
      'Login failed',
    ],
  ])('%s', async (_case, answer, password, alert) => {
    stubFetch(answer);
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(alert);
  });

  it('validates with the shared schema before sending and shows errors next to the fields', async () => {
    const fetch = stubFetch(() => json(500, {}));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('links to register', () => {
    stubFetch(() => json(500, {}));
    renderLogin();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });
});

describe('RegisterForm', () => {
  it("shows 'Creating...' while busy and 'Registration failed' without a server message", async () => {
    const answer = deferred<Response>();
    stubFetch(() => answer.promise);
    const { user } = renderRoutes([{ path: '/register', element: <RegisterForm /> }], { path: '/register' });

    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    answer.resolve(new Response('', { status: 500 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
  });

  it("shows the server's message, e.g. a taken email", async () => {
    stubFetch(() => json(409, { message: 'This email is already registered.', code: 'conflict' }));
    const { user } = renderRoutes([{ path: '/register', element: <RegisterForm /> }], { path: '/register' });
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This email is already registered.');
  });
});
