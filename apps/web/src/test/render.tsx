import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } });
  return client;
}

type Wrap = (queryClient: QueryClient, app: ReactElement) => ReactElement;

/** Mounts `routes` in a memory data router at `path` with a fresh cache, inside `wrap`'s providers. */
function renderInRouter(routes: RouteObject[], path: string, wrap: Wrap) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(wrap(queryClient, <RouterProvider router={router} />));
  return { ...view, user, router, queryClient };
}

/** Mounts a route table in a memory router with a fresh cache. */
export function renderRoutes(routes: RouteObject[], { path = '/' }: { path?: string } = {}) {
  return renderInRouter(routes, path, (queryClient, app) => (
    <QueryClientProvider client={queryClient}>{app}</QueryClientProvider>
  ));
}

/**
 * Mounts the whole app (providers, guards, session sync) at `path`, in a memory data router so a test can read
 * and drive `router.state` (the app's own components only use the hooks both kinds of router provide).
 */
export function renderApp({ path = '/' }: { path?: string } = {}) {
  return renderInRouter(createAppRoutes(), path, (queryClient, app) => (
    <AppProvider queryClient={queryClient}>{app}</AppProvider>
  ));
}
