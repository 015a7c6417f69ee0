import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { deferred, json, makeUser, signIn, stubFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { RequireAuth, RequireGuest } from './auth-guards';

const routes: RouteObject[] = [
  {
    Component: RequireGuest,
    children: [{ path: '/login', element: <p>Login page</p> }],
  },
  {
    Component: RequireAuth,
    children: [
      { path: '/onboarding', element: <p>Onboarding page</p> },
      { path: '/', element: <p>Home page</p> },
      { path: '/workouts', element: <p>Workouts page</p> },
    ],
  },
];

describe('auth guards', () => {
  it("shows 'Loading...' while the session loads", async () => {
    signIn();
    const profile = deferred<Response>();
    stubFetch(() => profile.promise);
    renderRoutes(routes, { path: '/' });

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    profile.resolve(json(200, { user: makeUser() }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('sends a visitor without a token to /login at once, without a request', async () => {
    const fetch = stubFetch(() => json(500, {}));
    const { router } = renderRoutes(routes, { path: '/workouts' });

    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('signs the user out when the profile cannot be loaded', async () => {
    signIn();
    stubFetch(() => json(401, { message: 'Unauthorized', code: 'unauthorized' }));
    const { router } = renderRoutes(routes, { path: '/' });

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it.each([
    ['holds a user who has not finished onboarding on /onboarding', '/workouts'],
    ['sends a signed-in user away from /login', '/login'],
  ])('%s', async (_case, path) => {
    signIn();
    stubFetch(() => json(200, { user: makeUser({ isOnboarded: false }) }));
    const { router } = renderRoutes(routes, { path });

    expect(await screen.findByText('Onboarding page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it('lets an onboarded user through', async () => {
    signIn();
    stubFetch(() => json(200, { user: makeUser() }));
    renderRoutes(routes, { path: '/workouts' });
    expect(await screen.findByText('Workouts page')).toBeInTheDocument();
  });
});
