import { isGoalReached, KG_PER_LB, type Goal, type UserSettings } from '@momentum/shared';
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
function fakeApi(initial: Goal[], streak = 5, settings?: UserSettings) {
  const goals = [...initial];
  const requests: StubRequest[] = [];
  const fetch = stubFetch((request) => {
    requests.push(request);
    const { path, method, body } = request;
    if (path === '/activity/streak') return json(200, { streak });
    if (path === '/settings' && settings) return json(200, settings);
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
    const reached = isGoalReached(next);
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

type NewGoalFields = {
  title: string;
  category: string;
  targetValue: string;
  unit: string;
  deadline: string;
  priority?: string;
  description?: string;
};

/** Fills the New Goal dialog field by field, as a person would, leaving out what is not given, and submits it. */
async function createGoalIn(
  user: ReturnType<typeof renderScreen>['user'],
  dialog: HTMLElement,
  goal: NewGoalFields,
) {
  const field = (label: string) => within(dialog).getByLabelText(label);
  await user.type(field('Goal Title'), goal.title);
  await user.selectOptions(field('Category'), goal.category);
  await user.type(field('Target Value'), goal.targetValue);
  await user.type(field('Unit'), goal.unit);
  await user.type(field('Deadline'), goal.deadline);
  if (goal.priority) await user.selectOptions(field('Priority'), goal.priority);
  if (goal.description) await user.type(field('Description'), goal.description);
  await user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));
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
    await createGoalIn(user, dialog, {
      title: 'Bench 100 kg',
      category: 'strength',
      targetValue: '100',
      unit: 'kg',
      deadline: '2099-06-30',
      priority: 'low',
      description: 'Three sets of five',
    });

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

describe('GoalsScreen for a person using pounds and inches', () => {
  const imperial: UserSettings = {
    units: { weight: 'lb', length: 'in' },
    theme: 'system',
    shareWorkouts: true,
    findable: true,
  };
  const weightGoal = (overrides: Partial<Goal> = {}) =>
    makeGoal({
      title: 'Reach 90 kg',
      category: 'weight-loss',
      unit: 'kg',
      startValue: 110,
      currentValue: 100,
      targetValue: 90,
      followsWeight: true,
      ...overrides,
    });

  it('shows a goal kept in kilograms in pounds, and saves it unchanged to the exact kilogram', async () => {
    const api = fakeApi(
      [
        weightGoal(),
        makeGoal({ _id: 'g2', title: 'Jump 20 cm higher', unit: 'cm', targetValue: 20, currentValue: 10 }),
      ],
      5,
      imperial,
    );
    const { user } = renderScreen();
    const card = await screen.findByRole('region', { name: 'Reach 90 kg' });
    await waitFor(() => expect(card).toHaveTextContent('220.46 lb of 198.42 lb'));
    // A goal in centimetres reads in inches; its progress is the same ratio whatever the unit.
    expect(screen.getByRole('region', { name: 'Jump 20 cm higher' })).toHaveTextContent('3.94 in of 7.87 in');

    await user.click(within(card).getByRole('button', { name: 'Update Progress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Progress' });
    expect(within(dialog).getByText(/Target: 198.42 lb\./)).toBeInTheDocument();
    const input = within(dialog).getByLabelText('Current Value (lb)');
    expect(input).toHaveValue(220.46);
    await user.click(within(dialog).getByRole('button', { name: 'Save Progress' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(card).getByRole('button', { name: 'Update Progress' }));
    const again = await screen.findByRole('dialog', { name: 'Update Progress' });
    await user.clear(within(again).getByLabelText('Current Value (lb)'));
    await user.type(within(again).getByLabelText('Current Value (lb)'), '215');
    await user.click(within(again).getByRole('button', { name: 'Save Progress' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const sent = api.requests.filter((r) => r.path === '/goals/g1/progress').map((r) => r.body);
    expect(sent).toEqual([{ currentValue: 100 }, { currentValue: 215 * KG_PER_LB }]);
    expect(card).toHaveTextContent('215 lb of 198.42 lb');
  });

  it('reopens a weight goal with values typed in pounds', async () => {
    const api = fakeApi(
      [
        weightGoal({
          status: 'completed',
          currentValue: 88,
          completedDate: '2026-01-13',
          timeTaken: '12 days',
        }),
      ],
      5,
      imperial,
    );
    const { user } = renderScreen();
    await user.click(await screen.findByRole('tab', { name: 'Completed' }));
    const done = await screen.findByRole('region', { name: 'Reach 90 kg' });
    await waitFor(() => expect(done).toHaveTextContent('194.01 lb of 198.42 lb'));
    await user.click(within(done).getByRole('button', { name: 'Reopen' }));
    const reopen = await screen.findByRole('dialog', { name: 'Reopen Goal' });
    expect(within(reopen).getByLabelText('Target Value (lb)')).toHaveValue(198.42);
    await user.clear(within(reopen).getByLabelText('Current Value (lb)'));
    await user.type(within(reopen).getByLabelText('Current Value (lb)'), '200');
    await user.click(within(reopen).getByRole('button', { name: 'Reopen Goal' }));
    await waitFor(() => expect(summary('active-goals')).toHaveTextContent('1'));
    // The untouched target goes back as the kilograms it was.
    expect(api.requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { currentValue: 200 * KG_PER_LB, targetValue: 90 },
    ]);
  });

  it('creates goals typed in pounds as kilograms: a weight-loss goal and one the person gave the unit lb', async () => {
    const api = fakeApi([], 5, imperial);
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'New Goal' }));
    let dialog = await screen.findByRole('dialog', { name: 'New Goal' });
    await user.type(within(dialog).getByLabelText('Goal Title'), 'Down to 180');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'weight-loss');
    await waitFor(() => expect(within(dialog).getByLabelText('Unit')).toHaveValue('lb'));
    expect(within(dialog).getByLabelText('Unit')).toHaveAccessibleDescription('Weights are recorded in lb.');
    await user.type(within(dialog).getByLabelText('Target Value'), '180');
    await user.type(within(dialog).getByLabelText('Deadline'), '2099-06-30');
    await user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'New Goal' }));
    dialog = await screen.findByRole('dialog', { name: 'New Goal' });
    await createGoalIn(user, dialog, {
      title: 'Squat 300',
      category: 'strength',
      targetValue: '300',
      unit: 'lb',
      deadline: '2099-06-30',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const posts = api.requests.filter((r) => r.method === 'POST' && r.path === '/goals');
    expect(posts.map((r) => r.body)).toMatchObject([
      { category: 'weight-loss', unit: 'kg', targetValue: 180 * KG_PER_LB, followsWeight: true },
      { category: 'strength', unit: 'kg', targetValue: 300 * KG_PER_LB },
    ]);
    expect(await screen.findByRole('region', { name: 'Squat 300' })).toHaveTextContent('of 300 lb');
  });
});
