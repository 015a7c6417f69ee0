import type { ActivityItem, ScheduleItem, WeeklyTargetKind } from '@momentum/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppToaster } from '@/lib/toasts';
import { json, makeUser, stubFetch, type StubRequest } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { todayLocalDate } from '@/utils/local-date';
import { DashboardScreen, type DashboardScreenProps } from './dashboard-screen';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

type FakeState = {
  streak: unknown;
  personalRecord: number;
  totalCalories: number;
  workoutsThisWeek: number;
  weight: number | null;
  startWeightKg: number | null;
  items: ActivityItem[];
  goals: Record<WeeklyTargetKind, { value: number; target: number }>;
  schedule: ScheduleItem[];
};

function emptyState(): FakeState {
  return {
    streak: { streak: 0 },
    personalRecord: 0,
    totalCalories: 0,
    workoutsThisWeek: 0,
    weight: null,
    startWeightKg: null,
    items: [],
    goals: {
      workouts: { value: 0, target: 7 },
      calories: { value: 0, target: 20000 },
      'calories-intake': { value: 0, target: 14000 },
      protein: { value: 0, target: 600 },
    },
    schedule: DAYS.map((dayOfWeek) => ({ dayOfWeek, muscleGroup: '', exercises: [], completed: false })),
  };
}

/** The body of GET /api/dashboard over `state`: each part as the spec call answers it. */
function dashboardOf(state: FakeState) {
  return {
    profile: { user: makeUser() },
    summary: { streak: 0, highestStreak: 0, startWeightKg: state.startWeightKg },
    streak: state.streak,
    personalRecord: { personalRecord: state.personalRecord },
    calories: { totalCalories: state.totalCalories },
    workouts: { workoutsThisWeek: state.workoutsThisWeek },
    latestWeight: { weight: state.weight },
    recentActivity: { items: state.items },
    goals: state.goals,
    schedule: { items: state.schedule },
    templates: [],
  };
}

/** A fake API over `state`; `fail` answers 500 for the paths it names. */
function fakeDashboardApi(state: FakeState, { fail = [] as string[] } = {}) {
  const requests: StubRequest[] = [];
  const fetch = stubFetch((request) => {
    requests.push(request);
    const { path, method, body } = request;
    if (fail.includes(path))
      return json(500, { message: 'Something went wrong on our side.', code: 'internal_error' });
    if (path === '/dashboard') return json(200, dashboardOf(state));
    if (path === '/activity/streak') return json(200, state.streak);
    if (path === '/user/streak/personal-record') return json(200, { personalRecord: state.personalRecord });
    if (path === '/user/summary/calories') return json(200, { totalCalories: state.totalCalories });
    if (path === '/user/summary/workouts') return json(200, { workoutsThisWeek: state.workoutsThisWeek });
    if (path === '/user/weight/latest') return json(200, { weight: state.weight });
    if (path === '/auth/summary')
      return json(200, { streak: 0, highestStreak: 0, startWeightKg: state.startWeightKg });
    if (path === '/user/activity/recent') return json(200, { items: state.items });
    const goal = /^\/user\/goals\/(.+)$/.exec(path);
    if (goal) {
      const kind = goal[1] as WeeklyTargetKind;
      if (method === 'PUT')
        state.goals[kind] = { ...state.goals[kind], target: (body as { target: number }).target };
      return json(200, state.goals[kind]);
    }
    if (path === '/user/schedule/week') {
      if (method === 'PUT') {
        const plan = (body as { plan: Array<Omit<ScheduleItem, 'completed'>> }).plan;
        state.schedule = DAYS.map((dayOfWeek) => {
          const day = plan.find((p) => p.dayOfWeek === dayOfWeek);
          return {
            dayOfWeek,
            muscleGroup: day?.muscleGroup ?? '',
            exercises: day?.exercises ?? [],
            completed: false,
          };
        });
      }
      return json(200, { items: state.schedule });
    }
    if (path === '/nutrition' && method === 'POST') {
      state.totalCalories = state.totalCalories + 0;
      state.items = [
        { _id: 'n1', type: 'meal', title: 'Quick Meal', timestamp: new Date().toISOString(), calories: 400 },
        ...state.items,
      ];
      state.goals['calories-intake'].value += 400;
      state.goals.protein.value += 25;
      state.streak = { streak: 1 };
      return json(201, { _id: 'n1', date: '2026-01-01', meals: [], totalCalories: 400 });
    }
    return json(404, { message: 'No route', code: 'not_found' });
  });
  return { requests, fetch };
}

function WorkoutsProbe() {
  const location = useLocation();
  return <p>Workouts page {JSON.stringify(location.state)}</p>;
}

function render(props: Partial<DashboardScreenProps> = {}) {
  const routes: RouteObject[] = [
    {
      path: '/',
      element: (
        <>
          <DashboardScreen name="Ada Lovelace" firstWelcome={false} fitnessExperience={null} {...props} />
          <AppToaster />
        </>
      ),
    },
    { path: '/workouts', element: <WorkoutsProbe /> },
    { path: '/progress', element: <p>Progress page</p> },
    { path: '/coming-soon', element: <p>Coming soon page</p> },
  ];
  return renderRoutes(routes, { path: '/' });
}

const statValue = (label: string) => screen.getByTestId(`stat-${label}-value`);
const card = (title: string) => screen.getByRole('region', { name: title });

describe('dashboard screen', () => {
  it('shows the empty states of a new user', async () => {
    fakeDashboardApi(emptyState());
    render();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome Back, Ada Lovelace!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ready to crush your fitness goals today?')).toBeInTheDocument();
    expect(await screen.findByText('Day 0')).toBeInTheDocument();
    expect(screen.getByText('Current Streak')).toBeInTheDocument();
    expect(await screen.findByText('No recent activity yet.')).toBeInTheDocument();
    await waitFor(() => expect(statValue('current-weight')).toHaveTextContent('-'));
    expect(statValue('calories-burned')).toHaveTextContent('0');
    expect(statValue('workouts-this-week')).toHaveTextContent('0');
    expect(statValue('streak')).toHaveTextContent('0 days');
    await waitFor(() => expect(screen.getByTestId('streak-best')).toHaveTextContent('Best: 0'));

    expect(await screen.findByTestId('goal-workouts-figures')).toHaveTextContent('0 / 7');
    expect(await screen.findByTestId('goal-calories-intake-figures')).toHaveTextContent('0 / 14,000');
    expect(await screen.findByTestId('goal-calories-figures')).toHaveTextContent('0 / 20,000');
    expect(await screen.findByTestId('goal-protein-figures')).toHaveTextContent('0 / 600');
    for (const label of ['Workouts', 'Calories Intake', 'Calories Burned', 'Protein (g)']) {
      expect(screen.getByRole('progressbar', { name: label })).toHaveAttribute('aria-valuenow', '0');
    }

    const schedule = card("This Week's Schedule");
    await waitFor(() => expect(within(schedule).getAllByText('No exercises set')).toHaveLength(6));
    expect(within(schedule).getAllByText('Not done')).toHaveLength(6);
    expect(
      within(schedule)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([...DAYS]);
    expect(screen.getByRole('button', { name: 'View All' })).toBeInTheDocument();
  });

  it("says 'Welcome' after onboarding and shows the fitness experience", () => {
    fakeDashboardApi(emptyState());
    render({ firstWelcome: true, fitnessExperience: 'Intermediate' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace!' })).toBeInTheDocument();
    expect(screen.getByText('Intermediate')).toBeInTheDocument();
    expect(screen.queryByText('Ready to crush your fitness goals today?')).not.toBeInTheDocument();
  });

  it('shows figures, recent activity, capped goal bars and done days from the server', async () => {
    const state = emptyState();
    Object.assign(state, {
      streak: { streak: 4 },
      personalRecord: 12,
      totalCalories: 1250,
      workoutsThisWeek: 3,
      weight: 82.46,
      startWeightKg: 90,
      items: [
        {
          _id: 'w1',
          type: 'workout',
          title: 'Leg Day',
          timestamp: new Date().toISOString(),
          caloriesBurned: 450,
        },
        { _id: 'm1', type: 'meal', title: 'Quick Meal', timestamp: new Date().toISOString(), calories: 400 },
        {
          _id: 'p1',
          type: 'weight',
          title: 'Weight logged',
          timestamp: new Date().toISOString(),
          weight: 82.46,
        },
      ],
    });
    state.goals.workouts = { value: 9, target: 7 };
    state.goals.protein = { value: 150, target: 600 };
    state.schedule[1] = {
      dayOfWeek: 'Tuesday',
      muscleGroup: 'Legs',
      exercises: ['Squat', 'Lunge'],
      completed: true,
    };
    fakeDashboardApi(state);
    render();
    expect(await screen.findByText('Day 4')).toBeInTheDocument();
    await waitFor(() => expect(statValue('calories-burned')).toHaveTextContent('1,250'));
    expect(statValue('workouts-this-week')).toHaveTextContent('3');
    await waitFor(() => expect(statValue('current-weight')).toHaveTextContent('82.5 kg'));
    expect(statValue('streak')).toHaveTextContent('4 days');
    await waitFor(() => expect(screen.getByTestId('streak-best')).toHaveTextContent('Best: 12'));

    const recent = within(card('Recent Activity'));
    expect(await recent.findByText('Leg Day')).toBeInTheDocument();
    expect(recent.getByText('450 kcal burned')).toBeInTheDocument();
    expect(recent.getByText('Quick Meal')).toBeInTheDocument();
    expect(recent.getByText('400 kcal')).toBeInTheDocument();
    expect(recent.getByText('82.5 kg')).toBeInTheDocument();
    expect(recent.queryByText('No recent activity yet.')).not.toBeInTheDocument();

    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Workouts' })).toHaveAttribute('aria-valuenow', '100'),
    );
    expect(screen.getByRole('progressbar', { name: 'Protein (g)' })).toHaveAttribute('aria-valuenow', '25');

    const tuesday = within(await screen.findByTestId('schedule-Tuesday'));
    expect(tuesday.getByText('Legs')).toBeInTheDocument();
    expect(tuesday.getByText('Squat, Lunge')).toBeInTheDocument();
    expect(tuesday.getByText('Done')).toBeInTheDocument();
  });

  it('falls back to the start weight, and to 1 only when the server gives no streak', async () => {
    const state = emptyState();
    state.startWeightKg = 70;
    state.streak = {};
    fakeDashboardApi(state);
    render();
    await waitFor(() => expect(statValue('current-weight')).toHaveTextContent('70 kg'));
    expect(screen.getByText('Start weight')).toBeInTheDocument();
    expect(await screen.findByText('Day 1')).toBeInTheDocument();
  });

  it('reads every card from one request', async () => {
    const { requests } = fakeDashboardApi(emptyState());
    render();
    expect(await screen.findByTestId('goal-protein-figures')).toHaveTextContent('0 / 600');
    expect(await screen.findByText('No recent activity yet.')).toBeInTheDocument();
    // The person's settings (units) are read once per session and shared by every screen.
    expect(requests.map((r) => `${r.method} ${r.path}`).filter((r) => r !== 'GET /settings')).toEqual([
      'GET /dashboard',
    ]);
  });

  it('shows each card its own failure when the dashboard request fails, and Retry loads them all', async () => {
    const state = emptyState();
    const fail = ['/dashboard'];
    fakeDashboardApi(state, { fail });
    const { user } = render();
    expect(await within(card('Recent Activity')).findByRole('alert')).toHaveTextContent(
      'Failed to load recent activity',
    );
    expect(within(card('Calories Burned')).getByRole('alert')).toBeInTheDocument();
    expect(within(card("This Week's Schedule")).getByRole('alert')).toHaveTextContent(
      'Failed to load the schedule',
    );
    expect(screen.getAllByText('Failed to load this goal.')).toHaveLength(4);
    expect(screen.getByText('Day -')).toBeInTheDocument();

    fail.length = 0;
    await user.click(within(card('Recent Activity')).getByRole('button', { name: 'Retry' }));
    expect(await within(card('Recent Activity')).findByText('No recent activity yet.')).toBeInTheDocument();
    expect(screen.getByTestId('goal-workouts-figures')).toHaveTextContent('0 / 7');
    expect(statValue('calories-burned')).toHaveTextContent('0');
    expect(screen.getByText('Day 0')).toBeInTheDocument();
  });

  it('logs the Quick Meal for today, confirms it and refreshes the figures', async () => {
    const { requests } = fakeDashboardApi(emptyState());
    const { user } = render();
    expect(await screen.findByText('No recent activity yet.')).toBeInTheDocument();
    expect(await screen.findByTestId('goal-calories-intake-figures')).toHaveTextContent('0 / 14,000');

    await user.click(screen.getByRole('button', { name: 'Log Meal' }));
    expect(await screen.findByText('Quick Meal logged')).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST');
    expect(post).toMatchObject({
      path: '/nutrition',
      body: {
        date: todayLocalDate(),
        meals: [{ name: 'Quick Meal', calories: 400, protein: 25, carbs: 45, fat: 12 }],
      },
    });
    expect(await within(card('Recent Activity')).findByText('Quick Meal')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('goal-calories-intake-figures')).toHaveTextContent('400 / 14,000'),
    );
    expect(screen.getByTestId('goal-protein-figures')).toHaveTextContent('25 / 600');
    expect(await screen.findByText('Day 1')).toBeInTheDocument();
  });

  it('edits a goal: Save is disabled outside the range and the target is rounded', async () => {
    const { requests } = fakeDashboardApi(emptyState());
    const { user } = render();
    await screen.findByTestId('goal-workouts-figures');
    await user.click(screen.getByRole('button', { name: 'Edit Workouts goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Workouts Goal' });
    const input = within(dialog).getByLabelText('Workouts target');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(input).toHaveValue(7);
    for (const bad of ['0', '15', '']) {
      await user.clear(input);
      if (bad) await user.type(input, bad);
      expect(save).toBeDisabled();
    }
    await user.clear(input);
    await user.type(input, '13.6');
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      path: '/user/goals/workouts',
      body: { target: 14 },
    });
    expect(screen.getByTestId('goal-workouts-figures')).toHaveTextContent('0 / 14');

    await user.click(screen.getByRole('button', { name: 'Edit Protein (g) goal' }));
    const protein = await screen.findByRole('dialog', { name: 'Edit Protein (g) Goal' });
    const proteinInput = within(protein).getByLabelText('Protein (g) target');
    await user.clear(proteinInput);
    await user.type(proteinInput, '-1');
    expect(within(protein).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(proteinInput);
    await user.type(proteinInput, '0');
    expect(within(protein).getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.click(within(protein).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('goal-protein-figures')).toHaveTextContent('0 / 0'));
  });

  it('edits the schedule with per-day inputs and comma-separated exercises', async () => {
    const state = emptyState();
    state.schedule[0] = {
      dayOfWeek: 'Monday',
      muscleGroup: 'Chest',
      exercises: ['Bench Press', 'Fly'],
      completed: false,
    };
    const { requests } = fakeDashboardApi(state);
    const { user } = render();
    await screen.findByTestId('schedule-Monday');
    await user.click(screen.getByRole('button', { name: 'Edit Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: "This Week's Detailed Training Schedule" });
    expect(within(dialog).getByLabelText('Monday Exercises')).toHaveValue('Bench Press, Fly');
    await user.type(within(dialog).getByLabelText('Wednesday Muscle Group'), '  Legs ');
    await user.type(within(dialog).getByLabelText('Wednesday Exercises'), ' Squat ,, Lunge , ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const put = requests.find((r) => r.method === 'PUT');
    const plan = (put?.body as { plan: unknown[] }).plan;
    expect(plan).toHaveLength(6);
    expect(plan[0]).toEqual({ dayOfWeek: 'Monday', muscleGroup: 'Chest', exercises: ['Bench Press', 'Fly'] });
    expect(plan[2]).toEqual({ dayOfWeek: 'Wednesday', muscleGroup: 'Legs', exercises: ['Squat', 'Lunge'] });
    const wednesday = within(screen.getByTestId('schedule-Wednesday'));
    expect(wednesday.getByText('Legs')).toBeInTheDocument();
    expect(wednesday.getByText('Squat, Lunge')).toBeInTheDocument();
  });

  it("'Start Today's Workout' opens /workouts asking for the create dialog", async () => {
    fakeDashboardApi(emptyState());
    const { user } = render();
    await user.click(screen.getByRole('button', { name: "Start Today's Workout" }));
    expect(await screen.findByText('Workouts page {"openCreate":true}')).toBeInTheDocument();
  });

  it('links View Progress, Progress Photo and Custom Entry', () => {
    fakeDashboardApi(emptyState());
    render();
    expect(screen.getByRole('link', { name: 'View Progress' })).toHaveAttribute('href', '/progress');
    expect(screen.getByRole('link', { name: 'Progress Photo' })).toHaveAttribute('href', '/progress');
    expect(screen.getByRole('link', { name: 'Custom Entry' })).toHaveAttribute('href', '/coming-soon');
    expect(screen.getByRole('link', { name: 'Start Workout' })).toHaveAttribute('href', '/workouts');
  });
});
