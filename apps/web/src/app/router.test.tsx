import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json, makeUser, signIn, stubFetch } from '@/test/fetch';
import { renderApp } from '@/test/render';

// The signed-in shell is a lazy chunk (issue 14): compiled once before the tests rather than inside the first one.
beforeAll(async () => {
  await import('./routes/app-layout');
}, 30_000);

describe('app routes', () => {
  it('shows the 404 page for an unknown path and logs the path', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => json(500, {}));
    renderApp({ path: '/no/such/page' });

    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    // Logged by the page's effect, which may run just after the heading is on screen.
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.any(String), '/no/such/page'));
  });

  it('renders a signed-in screen inside the app shell', async () => {
    signIn();
    stubFetch(() => json(200, { user: makeUser() }));
    renderApp({ path: '/settings' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Units' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Momentum');
    expect(screen.getByRole('link', { name: 'Profile', description: '' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const label of ['Dashboard', 'Workouts', 'Nutrition', 'Progress', 'Social', 'Goals']) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
  });

  it('goes to onboarding after signing in when onboarding is not done', async () => {
    stubFetch(() => json(200, { token: 'tok', refresh: 'ref', user: makeUser({ isOnboarded: false }) }));
    const { user, router } = renderApp({ path: '/login' });

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Onboarding' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('logs out from the profile: revokes the refresh token, clears tokens and cache, goes to /login', async () => {
    signIn({ token: 'tok', refresh: 'ref' });
    const fetch = stubFetch(({ path }) =>
      path === '/auth/profile' ? json(200, { user: makeUser() }) : new Response(null, { status: 204 }),
    );
    const { user, router, queryClient } = renderApp({ path: '/profile' });

    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    const logoutCall = fetch.mock.calls.find(([url]) => url === '/api/auth/logout');
    expect(JSON.parse(String(logoutCall?.[1]?.body))).toEqual({ refresh: 'ref' });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(queryClient.getQueryData(['auth', 'user'])).toBeNull();
  });

  it('goes to /login when the refresh is refused', async () => {
    signIn({ token: 'expired', refresh: 'revoked' });
    stubFetch(() => json(401, { message: 'Unauthorized', code: 'unauthorized' }));
    const { router } = renderApp({ path: '/workouts' });

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('opens the small-screen menu and closes it with Escape or by navigating', async () => {
    signIn();
    stubFetch(() => json(200, { user: makeUser() }));
    const { user, router } = renderApp({ path: '/' });

    const menuButton = await screen.findByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);

    // The menu's code loads on first use, so the first opening may take a moment.
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton).toHaveAttribute('aria-controls', menu.id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Nutrition' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nutrition'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: 'Nutrition' })).toBeInTheDocument();
  });

  it("offers 'Go back' and 'Go to Dashboard' on /coming-soon", async () => {
    signIn();
    stubFetch(() => json(200, { user: makeUser() }));
    const { user, router } = renderApp({ path: '/coming-soon' });

    expect(await screen.findByRole('heading', { name: 'Coming soon' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
