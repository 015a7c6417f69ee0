import { act, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppToaster } from '@/lib/toasts';
import { deferred, json } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { fakeWorkoutsApi, makeLog, makeTemplate } from '../testing/fake-workouts-api';
import { startSession } from '../utils/active-session';
import { ACTIVE_SESSION_KEY } from '../utils/active-session-store';
import { WorkoutsScreen } from './workouts-screen';

const routes = (initialCreateOpen = false): RouteObject[] => [
  {
    path: '/workouts',
    element: (
      <>
        <WorkoutsScreen userId="u1" initialCreateOpen={initialCreateOpen} />
        <AppToaster />
      </>
    ),
  },
  { path: '/workouts/session/:id', element: <p>Session page</p> },
];

const render = (initialCreateOpen = false) => renderRoutes(routes(initialCreateOpen), { path: '/workouts' });

const legDay = makeTemplate({
  _id: 't1',
  name: 'Leg Day',
  muscleGroup: 'Legs',
  exercises: ['Squat', 'Lunge', 'Calf Raise'],
  day: 'Monday',
  estimatedDurationMin: 45,
  lastCompletedAt: new Date().toISOString(),
  lastDurationMin: 38,
});
const pushDay = makeTemplate({
  _id: 't2',
  name: 'Push Day',
  muscleGroup: 'Chest',
  exercises: ['Bench Press'],
  day: 'Wednesday',
  estimatedDurationMin: 0,
  lastCompletedAt: null,
  lastDurationMin: null,
});

type User = ReturnType<typeof render>['user'];

/** Replaces a field's text the way a person pasting it would (typing key by key is slow under load). */
async function fill(user: User, element: HTMLElement, text: string) {
  await user.clear(element);
  if (text) await user.paste(text);
}

const card = (name: string) =>
  screen.getByRole('heading', { name, level: 3 }).closest('section') as HTMLElement;

describe('workouts screen: templates', () => {
  it("shows 'Loading templates...' and then every field of each template", async () => {
    const templates = deferred<Response>();
    fakeWorkoutsApi({
      override: (r) =>
        r.path === '/workouts/templates' && r.method === 'GET' ? templates.promise : undefined,
    });
    render();
    expect(screen.getByText('Loading templates...')).toBeInTheDocument();
    templates.resolve(json(200, [legDay, pushDay]));

    expect(await screen.findByText('Templates: 2')).toBeInTheDocument();
    const leg = within(card('Leg Day'));
    expect(leg.getByText('3 exercises')).toBeInTheDocument();
    expect(leg.getByText('45 min')).toBeInTheDocument();
    expect(leg.getByText('Legs')).toBeInTheDocument();
    expect(leg.getByText('Squat, Lunge, Calf Raise')).toBeInTheDocument();
    expect(leg.getByText('Monday')).toBeInTheDocument();
    expect(leg.getByText('Today')).toBeInTheDocument();
    expect(leg.getByText('38 min')).toBeInTheDocument();
    expect(leg.getByRole('link', { name: 'Start Workout' })).toHaveAttribute('href', '/workouts/session/t1');

    const push = within(card('Push Day'));
    expect(push.getByText('1 exercise')).toBeInTheDocument();
    // No estimate, never completed: dashes.
    expect(push.getAllByText('-')).toHaveLength(3);
  });

  it("shows 'Failed to load templates' when the list cannot be loaded", async () => {
    fakeWorkoutsApi({
      override: (r) =>
        r.path === '/workouts/templates' ? json(500, { message: 'x', code: 'internal_error' }) : undefined,
    });
    render();
    expect(await screen.findByText('Failed to load templates')).toBeInTheDocument();
  });

  it('searches by name, muscle group or exercise, ignoring case', async () => {
    fakeWorkoutsApi({ templates: [legDay, pushDay] });
    const { user } = render();
    await screen.findByText('Templates: 2');
    const search = screen.getByPlaceholderText('Search workouts...');

    await fill(user, search, 'BENCH');
    expect(screen.getByText('Templates: 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Push Day' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Leg Day' })).not.toBeInTheDocument();

    await fill(user, search, 'legs');
    expect(screen.getByText('Templates: 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Leg Day' })).toBeInTheDocument();

    await fill(user, search, 'leg day');
    expect(screen.getByRole('heading', { name: 'Leg Day' })).toBeInTheDocument();

    await fill(user, search, 'rowing');
    expect(screen.getByText('Templates: 0')).toBeInTheDocument();
  });

  it('creates a template: the dialog closes at once on Save and the fields are cleaned', async () => {
    const gate = deferred<void>();
    const api = fakeWorkoutsApi({
      override: async (r) => {
        if (r.method === 'POST' && r.path === '/workouts/templates') await gate.promise;
        return undefined;
      },
    });
    const { user } = render();
    await screen.findByText('Templates: 0');

    await user.click(screen.getByRole('button', { name: 'Create Workout' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Workout Template' });
    await fill(user, within(dialog).getByLabelText('Name'), '  Morning HIIT ');
    await fill(user, within(dialog).getByLabelText('Day'), ' Friday');
    await fill(user, within(dialog).getByLabelText('Muscle Group'), 'Full body ');
    await fill(user, within(dialog).getByLabelText('Exercises'), 'Burpee, , Jump squat ,');
    await fill(user, within(dialog).getByLabelText('Estimated Duration (min)'), 'half an hour');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    // Closed while the request is still on its way.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent('POST', '/workouts/templates')[0]?.body).toEqual({
      name: 'Morning HIIT',
      day: 'Friday',
      muscleGroup: 'Full body',
      exercises: ['Burpee', 'Jump squat'],
      estimatedDurationMin: 0,
    });
    gate.resolve();
    expect(await screen.findByRole('heading', { name: 'Morning HIIT' })).toBeInTheDocument();
  });

  it("names a template without a name 'Workout'", async () => {
    const api = fakeWorkoutsApi();
    const { user } = render();
    await screen.findByText('Templates: 0');
    await user.click(screen.getByRole('button', { name: 'Create Workout' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('POST', '/workouts/templates')).toHaveLength(1));
    expect(api.sent('POST', '/workouts/templates')[0]?.body).toMatchObject({
      name: 'Workout',
      exercises: [],
      estimatedDurationMin: 0,
    });
  });

  it('opens the create dialog at once when asked to (the dashboard button)', async () => {
    fakeWorkoutsApi();
    render(true);
    expect(screen.getByRole('dialog', { name: 'Create Workout Template' })).toBeInTheDocument();
  });

  it("edits a template in 'Edit Workout Template', prefilled", async () => {
    const api = fakeWorkoutsApi({ templates: [legDay] });
    const { user } = render();
    await screen.findByText('Templates: 1');
    await user.click(within(card('Leg Day')).getByRole('button', { name: /Edit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Workout Template' });
    expect(within(dialog).getByLabelText('Exercises')).toHaveValue('Squat, Lunge, Calf Raise');
    expect(within(dialog).getByLabelText('Estimated Duration (min)')).toHaveValue('45');
    await fill(user, within(dialog).getByLabelText('Name'), 'Leg Power');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Leg Power' })).toBeInTheDocument();
    expect(api.sent('PUT', '/workouts/templates/t1')[0]?.body).toMatchObject({
      name: 'Leg Power',
      exercises: ['Squat', 'Lunge', 'Calf Raise'],
    });
  });

  it("removes a template after 'Remove this template?' and says 'Template removed'", async () => {
    const api = fakeWorkoutsApi({ templates: [legDay, pushDay] });
    const { user } = render();
    await screen.findByText('Templates: 2');

    await user.click(within(card('Leg Day')).getByRole('button', { name: /Remove/ }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Remove this template?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(api.sent('DELETE', '/workouts/templates/t1')).toHaveLength(0);

    await user.click(within(card('Leg Day')).getByRole('button', { name: /Remove/ }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Remove this template?' })).getByRole('button', {
        name: 'OK',
      }),
    );
    expect(await screen.findByText('Template removed')).toBeInTheDocument();
    expect(api.sent('DELETE', '/workouts/templates/t1')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Leg Day' })).not.toBeInTheDocument();
    expect(screen.getByText('Templates: 1')).toBeInTheDocument();
  });

  it("shows the server's message, else 'Failed to remove template', when removal fails", async () => {
    let answer = json(404, { message: 'Workout template was not found.', code: 'not_found' });
    fakeWorkoutsApi({
      templates: [legDay],
      override: (r) => (r.method === 'DELETE' ? answer : undefined),
    });
    const { user } = render();
    await screen.findByText('Templates: 1');
    const removeOnce = async () => {
      await user.click(within(card('Leg Day')).getByRole('button', { name: /Remove/ }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    };
    await removeOnce();
    expect(await screen.findByText('Workout template was not found.')).toBeInTheDocument();
    answer = new Response('gateway down', { status: 502 });
    await removeOnce();
    expect(await screen.findByText('Failed to remove template')).toBeInTheDocument();
  });

  it('shows past workouts on the History tab (it was a placeholder before)', async () => {
    fakeWorkoutsApi({ logs: [makeLog({ workoutType: 'Leg Day', setCount: 12, volumeKg: 4200 })] });
    const { user } = render();
    await user.click(screen.getByRole('tab', { name: 'History' }));
    const history = await screen.findByRole('list', { name: 'Workout history' });
    expect(within(history).getByText('Leg Day')).toBeInTheDocument();
    expect(within(history).getByText('12 sets')).toBeInTheDocument();
    expect(screen.queryByText('History view coming soon.')).not.toBeInTheDocument();
  });
});

describe('workouts screen: notes', () => {
  it('shows the empty text when there are no logs', async () => {
    fakeWorkoutsApi();
    render();
    expect(
      await screen.findByText('No notes yet. Finish a workout and add a note to see it here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recent Personal Records & Notes' })).toBeInTheDocument();
  });

  it('asks for the newest 8 logs and shows type, notes, minutes and calories', async () => {
    const api = fakeWorkoutsApi({ logs: [makeLog()] });
    render();
    expect(await screen.findByText('Squat PR 100 kg')).toBeInTheDocument();
    expect(screen.getByText('30 min')).toBeInTheDocument();
    expect(screen.getByText('270 kcal')).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === '/workouts/logs')?.url).toBe('/api/workouts/logs?limit=8');
  });

  it("edits notes and calories in 'Edit Note'", async () => {
    const api = fakeWorkoutsApi({ logs: [makeLog()] });
    const { user } = render();
    await screen.findByText('Squat PR 100 kg');
    await user.click(screen.getByRole('button', { name: /Edit note of/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Note' });
    await fill(user, within(dialog).getByLabelText('Notes'), 'Squat PR 105 kg');
    await fill(user, within(dialog).getByLabelText('Calories'), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Squat PR 105 kg')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('PUT', '/workouts/logs/l1')[0]?.body).toEqual({
      notes: 'Squat PR 105 kg',
      caloriesBurned: 300,
    });
    expect(screen.getByText('300 kcal')).toBeInTheDocument();
  });

  it("removes a log and says 'Entry removed'", async () => {
    const api = fakeWorkoutsApi({ logs: [makeLog()] });
    const { user } = render();
    await screen.findByText('Squat PR 100 kg');
    await user.click(screen.getByRole('button', { name: /Remove Leg Day log/ }));
    expect(await screen.findByText('Entry removed')).toBeInTheDocument();
    expect(api.sent('DELETE', '/workouts/logs/l1')).toHaveLength(1);
    expect(
      await screen.findByText('No notes yet. Finish a workout and add a note to see it here.'),
    ).toBeInTheDocument();
  });
});

describe('workouts screen: active-workout card', () => {
  const storeSession = (startedMsAgo: number) => {
    const session = startSession(
      { userId: 'u1', templateId: 't1', templateName: 'Leg Day' },
      Date.now() - startedMsAgo,
    );
    localStorage.setItem(ACTIVE_SESSION_KEY, JSON.stringify(session));
  };

  it('shows nothing when no workout runs', async () => {
    fakeWorkoutsApi({ templates: [legDay] });
    render();
    await screen.findByText('Templates: 1');
    expect(screen.queryByRole('button', { name: 'Finish Workout' })).not.toBeInTheDocument();
  });

  it('ignores a session stored for another account', async () => {
    localStorage.setItem(
      ACTIVE_SESSION_KEY,
      JSON.stringify(
        startSession({ userId: 'someone-else', templateId: 't1', templateName: 'Leg Day' }, Date.now()),
      ),
    );
    fakeWorkoutsApi({ templates: [legDay] });
    render();
    await screen.findByText('Templates: 1');
    expect(screen.queryByRole('button', { name: 'Finish Workout' })).not.toBeInTheDocument();
  });

  it('shows the running workout with 8 kcal per minute and saves it with Finish Workout', async () => {
    storeSession(25 * 60_000 + 10_000);
    const api = fakeWorkoutsApi({ templates: [legDay] });
    const { user, queryClient } = render();
    queryClient.setQueryData(['dashboard', 'streak'], { streak: 1 });

    const active = (await screen.findByRole('heading', { name: 'Leg Day', level: 2 })).closest(
      'section',
    ) as HTMLElement;
    expect(within(active).getByRole('timer')).toHaveTextContent(/^00:25:1\d$/);
    expect(within(active).getByText('25 min · 200 kcal')).toBeInTheDocument();
    expect(await within(active).findByText('Squat, Lunge, Calf Raise')).toBeInTheDocument();

    await user.click(within(active).getByRole('button', { name: 'Finish Workout' }));
    const dialog = screen.getByRole('dialog', { name: 'Finish Workout' });
    expect(within(dialog).getByLabelText('Calories burned')).toHaveValue(200);
    expect(within(dialog).getByText('25 min')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Notes (optional)'), 'Felt great');
    await user.click(within(dialog).getByRole('button', { name: 'Save Log' }));

    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Finish Workout' })).not.toBeInTheDocument(),
    );
    const body = api.sent('POST', '/workouts/finish')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ templateId: 't1', caloriesBurned: 200, notes: 'Felt great' });
    const minutes = (Date.parse(String(body.finishedAt)) - Date.parse(String(body.startedAt))) / 60_000;
    expect(Math.round(minutes)).toBe(25);
    expect(localStorage.getItem(ACTIVE_SESSION_KEY)).toBeNull();
    expect(await screen.findByText('Felt great')).toBeInTheDocument();
    expect(queryClient.getQueryState(['dashboard', 'streak'])?.isInvalidated).toBe(true);
  });

  it('resumes the timer when the finish dialog is closed with Back', async () => {
    storeSession(60_000);
    fakeWorkoutsApi({ templates: [legDay] });
    const { user } = render();
    const finish = await screen.findByRole('button', { name: 'Finish Workout' });
    await user.click(finish);
    expect(JSON.parse(localStorage.getItem(ACTIVE_SESSION_KEY)!).runningSince).toBeNull();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(ACTIVE_SESSION_KEY)!).runningSince).not.toBeNull();
  });

  it('discards the running workout after confirmation', async () => {
    storeSession(60_000);
    const api = fakeWorkoutsApi({ templates: [legDay] });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Discard this workout?' })).getByRole('button', {
        name: 'OK',
      }),
    );
    expect(screen.queryByRole('button', { name: 'Finish Workout' })).not.toBeInTheDocument();
    expect(localStorage.getItem(ACTIVE_SESSION_KEY)).toBeNull();
    expect(api.sent('POST', '/workouts/finish')).toHaveLength(0);
  });

  it('follows a session started or ended in another tab', async () => {
    fakeWorkoutsApi({ templates: [legDay] });
    render();
    await screen.findByText('Templates: 1');
    act(() => {
      storeSession(0);
      window.dispatchEvent(new StorageEvent('storage', { key: ACTIVE_SESSION_KEY }));
    });
    expect(await screen.findByRole('button', { name: 'Finish Workout' })).toBeInTheDocument();
  });
});
