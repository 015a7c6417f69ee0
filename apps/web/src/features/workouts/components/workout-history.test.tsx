import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { WorkoutLogDetail } from '@momentum/shared';
import { renderRoutes } from '@/test/render';
import { fakeWorkoutsApi, makeLog, makeSet } from '../testing/fake-workouts-api';
import { HISTORY_PAGE, WorkoutHistory } from './workout-history';

const routes: RouteObject[] = [{ path: '/workouts', element: <WorkoutHistory /> }];
const render = () => renderRoutes(routes, { path: '/workouts' });

const benchDay: WorkoutLogDetail = {
  ...makeLog({
    _id: 'bench',
    workoutType: 'Push Day',
    timestamp: '2026-05-03T18:00:00.000Z',
    durationMin: 52,
    volumeKg: 2440,
    setCount: 4,
    notes: 'Felt strong',
    records: [{ exerciseId: 'Barbell_Bench_Press', record: 'heaviestWeight', value: 100 }],
  }),
  exercises: [
    {
      exerciseId: 'Barbell_Bench_Press',
      exerciseName: 'Barbell Bench Press',
      kind: 'weight_reps',
      notes: '',
      sets: [
        makeSet({ type: 'warmup', weightKg: 40, reps: 10 }),
        makeSet({ weightKg: 100, reps: 5 }),
        makeSet({ weightKg: 95, reps: 6, completed: false }),
      ],
    },
    {
      exerciseId: 'Plank',
      exerciseName: 'Plank',
      kind: 'duration',
      notes: '',
      sets: [makeSet({ durationS: 90 })],
    },
  ],
};
const legDay = makeLog({ _id: 'legs', workoutType: 'Leg Day', timestamp: '2026-05-01T18:00:00.000Z' });

describe('workout history', () => {
  it('lists workouts newest first with duration, volume, sets and a records badge', async () => {
    fakeWorkoutsApi({ logs: [benchDay, legDay] });
    render();
    const list = await screen.findByRole('list', { name: 'Workout history' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('button').textContent)).toEqual([
      expect.stringContaining('Push Day'),
      expect.stringContaining('Leg Day'),
    ]);
    expect(items[0]).toHaveTextContent('52 min');
    expect(items[0]).toHaveTextContent('2,440 kg');
    expect(items[0]).toHaveTextContent('4 sets');
    expect(items[0]).toHaveTextContent('1 PR');
    expect(items[1]).not.toHaveTextContent('PR');
  });

  it('says so when there is no workout yet, and offers a retry when loading fails', async () => {
    fakeWorkoutsApi();
    const { unmount } = render();
    expect(await screen.findByText('No workouts yet.')).toBeInTheDocument();
    unmount();
    let fail = true;
    fakeWorkoutsApi({
      logs: [legDay],
      override: ({ path }) =>
        path === '/workouts/logs' && fail
          ? new Response('{"message":"down"}', {
              status: 500,
              headers: { 'Content-Type': 'application/json' },
            })
          : undefined,
    });
    const { user } = render();
    expect(await screen.findByText('Failed to load history')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Leg Day')).toBeInTheDocument();
  });

  it('pages through the whole history with the cursor through Load older workouts', async () => {
    const logs = Array.from({ length: HISTORY_PAGE + 3 }, (_, index) =>
      makeLog({ _id: `l${index}`, workoutType: `Workout ${index + 1}` }),
    );
    const api = fakeWorkoutsApi({ logs });
    const { user } = render();
    await screen.findByText('Workout 1');
    expect(screen.getAllByRole('listitem')).toHaveLength(HISTORY_PAGE);
    await user.click(screen.getByRole('button', { name: 'Load older workouts' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(HISTORY_PAGE + 3));
    expect(screen.getByText(`Workout ${HISTORY_PAGE + 3}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load older workouts' })).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.path === '/workouts/logs').map((r) => r.url)).toEqual([
      `/api/workouts/logs?limit=${HISTORY_PAGE}`,
      `/api/workouts/logs?limit=${HISTORY_PAGE}&cursor=${HISTORY_PAGE}`,
    ]);
  });

  it('opens a workout with every set, its records and notes', async () => {
    fakeWorkoutsApi({ logs: [benchDay, legDay] });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: /^Push Day,.*1 record: show details$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Push Day' });
    const bench = await within(dialog).findByRole('region', { name: 'Barbell Bench Press' });
    const sets = within(bench).getAllByRole('listitem');
    expect(sets.map((set) => set.textContent)).toEqual([
      '140 kg × 10Warm-up',
      '2100 kg × 5',
      '395 kg × 6(not done)',
    ]);
    expect(within(dialog).getByRole('region', { name: 'Plank' })).toHaveTextContent('1:30');
    expect(within(dialog).getByText(/Heaviest weight/)).toHaveTextContent(
      'Barbell Bench Press: Heaviest weight 100 kg',
    );
    expect(within(dialog).getByText('Felt strong')).toBeInTheDocument();
  });

  it('edits the notes of a workout', async () => {
    const api = fakeWorkoutsApi({ logs: [benchDay] });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: /^Push Day/ }));
    await user.click(await screen.findByRole('button', { name: 'Edit notes' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Note' });
    await user.clear(within(edit).getByLabelText('Notes'));
    await user.type(within(edit).getByLabelText('Notes'), 'Bench 100 kg!');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Push Day' });
    expect(await within(dialog).findByText('Bench 100 kg!')).toBeInTheDocument();
    expect(api.sent('PUT', '/workouts/logs/bench')[0]?.body).toMatchObject({ notes: 'Bench 100 kg!' });
  });

  it('deletes a workout after confirming', async () => {
    const api = fakeWorkoutsApi({ logs: [benchDay, legDay] });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: /^Push Day/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete workout' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this workout?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('DELETE', '/workouts/logs/bench')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('Leg Day')).toBeInTheDocument();
  });
});
