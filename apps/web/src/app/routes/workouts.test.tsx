import { screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, makeUser, signIn, stubFetch } from '@/test/fetch';
import { createTestQueryClient } from '@/test/render';
import WorkoutsRoute from './workouts';

function renderWorkouts(state: unknown) {
  signIn();
  stubFetch(({ path }) => (path === '/auth/profile' ? json(200, { user: makeUser() }) : json(200, [])));
  const router = createMemoryRouter([{ path: '/workouts', Component: WorkoutsRoute }], {
    initialEntries: [{ pathname: '/workouts', state }],
  });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('/workouts route', () => {
  it("opens the create dialog for the dashboard's { openCreate: true } and then forgets the request", async () => {
    const router = renderWorkouts({ openCreate: true });
    expect(await screen.findByRole('dialog', { name: 'Create Workout Template' })).toBeInTheDocument();
    // Dropped from history, so a reload does not open it again; the dialog stays open.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Create Workout Template' })).toBeInTheDocument();
  });

  it('opens no dialog on a plain visit', async () => {
    renderWorkouts(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Workouts' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
