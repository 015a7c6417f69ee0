import type { Goal } from '@momentum/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch, type StubRequest } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { GoalsScreen } from './goals-screen';

function makeGoal(overrides: Partial<Goal> = {}): Goal {
  return {
    _id: 'g1',
    title: 'Run 100 km',
    description: 'One long run a week',
    category: 'cardio',
    targetValue: 100,
    currentValue: 40,
    startValue: 0,
    unit: 'km',
    deadline: '2099-12-31',
    priority: 'high',
    status: 'in-progress',
    followsWeight: false,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A tiny stand-in for the goals API: keeps goals in memory and applies the completion rule. */
function fakeApi(initial: Goal[], streak = 5) {
  const goals = [...initial];
  const requests: StubRequest[] = [];
  const fetch = stubFetch((request) => {
    requests.push(request);
    const { path, method, body } = request;
    if (path === '/activity/streak') return json(200, { streak });
    if (path === '/goals' && method === 'GET') return json(200, goals);
    if (path === '/goals' && method === 'POST') {
      const created = makeGoal({
        ...(body as Partial<Goal>),
        _id: `g${goals.length + 1}`,
        currentValue: 0,
        startValue: 0,
      });
      goals.unshift(created);
      return json(201, created);
    }
    const progress = /^\/goals\/([^/]+)\/progress$/.exec(path);
    const one = /^\/goals\/([^/]+)$/.exec(path);
    const id = progress?.[1] ?? one?.[1];
    const index = goals.findIndex((goal) => goal._id === id);
    if (index < 0) return json(404, { message: 'Goal was not found.', code: 'not_found' });
    if (method === 'DELETE') {
      goals.splice(index, 1);
      return new Response(null, { status: 204 });
    }
    const next = { ...goals[index]!, ...(body as Partial<Goal>) };
    const reached = next.currentValue >= next.targetValue;
    const saved: Goal = reached
      ? { ...next, status: 'completed', completedDate: '2026-01-13', timeTaken: '12 days' }
      : { ...next, status: 'in-progress', completedDate: undefined, timeTaken: undefined };
    goals[index] = saved;
    return json(200, saved);
  });
  return { goals, requests, fetch };
}

const summary = (label: string) => screen.getByTestId(`goal-summary-${label}`);

function renderScreen() {
  return renderRoutes([{ path: '/goals', element: <GoalsScreen /> }], { path: '/goals' });
}

describe('GoalsScreen', () => {
  it('invites a new user to create a goal instead of showing sample goals', async () => {
    fakeApi([], 3);
    renderScreen();
    expect(await screen.findByText('No goals yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create your first goal' })).toBeInTheDocument();
    expect(summary('active-goals')).toHaveTextContent('0');
    expect(summary('completed')).toHaveTextContent('0');
    expect(summary('avg-progress')).toHaveTextContent('0%');
    await waitFor(() => expect(summary('days-streak')).toHaveTextContent('3'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows counts, the mean of capped active percentages, and days left or Overdue', async () => {
    fakeApi([
      makeGoal({ _id: 'a', title: 'Half way', currentValue: 50, targetValue: 100 }),
      makeGoal({
        _id: 'b',
        title: 'Late one',
        currentValue: 0,
        targetValue: 10,
        deadline: '2020-01-01',
        priority: 'low',
      }),
      makeGoal({
        _id: 'c',
        title: 'Done',
        status: 'completed',
        currentValue: 300,
        targetValue: 100,
        completedDate: '2026-01-13',
        timeTaken: '12 days',
      }),
    ]);
    renderScreen();
    const half = await screen.findByRole('region', { name: 'Half way' });
    expect(within(half).getByText('50%')).toBeInTheDocument();
    expect(within(half).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(within(half).getByText(/\d+ days left/)).toBeInTheDocument();
    expect(within(half).getByText('High')).toBeInTheDocument();
    const late = screen.getByRole('region', { name: 'Late one' });
    expect(within(late).getByText('Overdue')).toBeInTheDocument();
    expect(within(late).getByText('Low')).toBeInTheDocument();
    expect(summary('active-goals')).toHaveTextContent('2');
    expect(summary('completed')).toHaveTextContent('1');
    expect(summary('avg-progress')).toHaveTextContent('25%'); // (50 + 0) / 2; the completed 300 % is not counted
    expect(screen.queryByRole('region', { name: 'Done' })).not.toBeInTheDocument();
  });

  it('shows field errors next to the fields and sends nothing while the form is invalid', async () => {
    const api = fakeApi([]);
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'New Goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Goal' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));

    expect(within(dialog).getByLabelText('Goal Title')).toHaveAccessibleDescription(
      'Goal title is required.',
    );
    expect(within(dialog).getByLabelText('Target Value')).toHaveAccessibleDescription(
      'Target value must be a number.',
    );
    expect(within(dialog).getByLabelText('Deadline')).toHaveAccessibleDescription(
      'Deadline must be a real day (YYYY-MM-DD) or an ISO 8601 date-time (e.g. 2026-11-23T14:05:00Z).',
    );
    expect(within(dialog).getByLabelText('Category')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('creates a goal from the form and lists it under Active Goals', async () => {
    const api = fakeApi([]);
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'New Goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Goal' });
    await user.type(within(dialog).getByLabelText('Goal Title'), 'Bench 100 kg');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'strength');
    await user.type(within(dialog).getByLabelText('Target Value'), '100');
    await user.type(within(dialog).getByLabelText('Unit'), 'kg');
    await user.type(within(dialog).getByLabelText('Deadline'), '2099-06-30');
    await user.selectOptions(within(dialog).getByLabelText('Priority'), 'low');
    await user.type(within(dialog).getByLabelText('Description'), 'Three sets of five');
    await user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = api.requests.find((r) => r.method === 'POST' && r.path === '/goals');
    expect(post?.body).toEqual({
      title: 'Bench 100 kg',
      category: 'strength',
      targetValue: 100,
      unit: 'kg',
      deadline: '2099-06-30',
      priority: 'low',
      description: 'Three sets of five',
    });
    expect(await screen.findByRole('region', { name: 'Bench 100 kg' })).toBeInTheDocument();
    expect(summary('active-goals')).toHaveTextContent('1');
  });

  it("shows the server's field error next to its field", async () => {
    stubFetch(({ path, method }) => {
      if (path === '/activity/streak') return json(200, { streak: 0 });
      if (method === 'GET') return json(200, []);
      return json(400, {
        message: 'x',
        code: 'validation_failed',
        fields: { currentValue: 'No weight has been recorded yet: enter your current weight.' },
      });
    });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'New Goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Goal' });
    await user.type(within(dialog).getByLabelText('Goal Title'), 'Reach 80 kg');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'weight-loss');
    expect(within(dialog).getByLabelText('Unit')).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Target Value'), '80');
    await user.type(within(dialog).getByLabelText('Deadline'), '2099-06-30');
    await user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Current Weight')).toHaveAccessibleDescription(
        /No weight has been recorded yet: enter your current weight\./,
      ),
    );
  });

  it('stores a new current value; reaching the target moves the goal to Completed, and Reopen brings it back', async () => {
    const api = fakeApi([makeGoal({ currentValue: 40 })]);
    const { user } = renderScreen();
    const card = await screen.findByRole('region', { name: 'Run 100 km' });
    await user.click(within(card).getByRole('button', { name: 'Update Progress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Progress' });
    const input = within(dialog).getByLabelText('Current Value (km)');
    expect(input).toHaveValue(40);
    await user.clear(input);
    await user.type(input, '100');
    await user.click(within(dialog).getByRole('button', { name: 'Save Progress' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Run 100 km' })).not.toBeInTheDocument());
    expect(api.requests.find((r) => r.path === '/goals/g1/progress')?.body).toEqual({ currentValue: 100 });
    expect(summary('active-goals')).toHaveTextContent('0');
    expect(summary('completed')).toHaveTextContent('1');
    expect(summary('avg-progress')).toHaveTextContent('0%');

    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    const done = screen.getByRole('region', { name: 'Run 100 km' });
    expect(within(done).getByText('12 days')).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'Reopen' }));
    const reopen = await screen.findByRole('dialog', { name: 'Reopen Goal' });
    await user.click(within(reopen).getByRole('button', { name: 'Reopen Goal' }));
    // Still at the target: refused next to the field, nothing sent.
    expect(within(reopen).getByLabelText('Current Value (km)')).toHaveAccessibleDescription(
      /Still at or past the target/,
    );
    await user.clear(within(reopen).getByLabelText('Current Value (km)'));
    await user.type(within(reopen).getByLabelText('Current Value (km)'), '90');
    await user.click(within(reopen).getByRole('button', { name: 'Reopen Goal' }));
    await waitFor(() => expect(summary('active-goals')).toHaveTextContent('1'));
    expect(api.requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { currentValue: 90, targetValue: 100 },
    ]);
    expect(summary('avg-progress')).toHaveTextContent('90%');
  });

  it('refuses a negative progress value next to the field', async () => {
    const api = fakeApi([makeGoal()]);
    const { user } = renderScreen();
    const card = await screen.findByRole('region', { name: 'Run 100 km' });
    await user.click(within(card).getByRole('button', { name: 'Update Progress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Progress' });
    const input = within(dialog).getByLabelText('Current Value (km)');
    await user.clear(input);
    await user.type(input, '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Save Progress' }));
    expect(input).toHaveAccessibleDescription(/Current value cannot be negative\./);
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('deletes a goal after confirming', async () => {
    const api = fakeApi([makeGoal()]);
    const { user } = renderScreen();
    const card = await screen.findByRole('region', { name: 'Run 100 km' });
    await user.click(within(card).getByRole('button', { name: 'Delete Run 100 km' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this goal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No goals yet')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'DELETE' && r.path === '/goals/g1')).toBe(true);
  });

  it('says when the goals cannot be loaded', async () => {
    stubFetch(({ path }) =>
      path === '/goals' ? json(500, { message: 'down', code: 'internal_error' }) : json(200, { streak: 0 }),
    );
    renderScreen();
    expect(await screen.findByText('Failed to load goals')).toBeInTheDocument();
  });
});
