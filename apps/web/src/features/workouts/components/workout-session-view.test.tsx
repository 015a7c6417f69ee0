import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { useNavigate, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { fakeWorkoutsApi, makeTemplate } from '../testing/fake-workouts-api';
import { startSession } from '../utils/active-session';
import { ACTIVE_SESSION_KEY } from '../utils/active-session-store';
import { WorkoutSessionView } from './workout-session-view';
import { SEC, MIN } from '../testing/clock';

function SessionRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <WorkoutSessionView
      templateId={id}
      userId="u1"
      backHref="/workouts"
      onSaved={() => void navigate('/workouts')}
    />
  );
}

const routes: RouteObject[] = [
  { path: '/workouts/session/:id', element: <SessionRoute /> },
  { path: '/workouts', element: <p>Workouts page</p> },
];

const hiit = makeTemplate({
  _id: 'h1',
  name: 'Morning HIIT',
  muscleGroup: 'Full body',
  exercises: ['Burpee', 'Sprint'],
  estimatedDurationMin: 20,
});
const yoga = makeTemplate({
  _id: 'y1',
  name: 'Yoga',
  muscleGroup: 'Mobility',
  exercises: [],
  estimatedDurationMin: 0,
});

const stored = () =>
  JSON.parse(localStorage.getItem(ACTIVE_SESSION_KEY) ?? 'null') as Record<string, unknown> | null;
const timer = () => screen.getAllByRole('timer')[0]!;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  // Only the clock and the one-second interval are faked; promises and Testing Library's polling run as usual.
  vi.useFakeTimers({
    toFake: ['Date', 'setInterval', 'clearInterval'],
    now: Date.parse('2026-05-01T10:00:00.000Z'),
  });
});
afterEach(() => {
  vi.useRealTimers();
});

const render = (id: string) => renderRoutes(routes, { path: `/workouts/session/${id}` });

/** Opens the session page of the HIIT template and waits until it shows. */
async function openHiitSession() {
  fakeWorkoutsApi({ templates: [hiit] });
  const rendered = render('h1');
  await screen.findByRole('heading', { name: 'Morning HIIT' });
  return rendered;
}

describe('workout session page', () => {
  it("shows 'Loading templates...', then 'Template not found.' with Back for an unknown id", async () => {
    fakeWorkoutsApi({ templates: [hiit] });
    render('nope');
    expect(screen.getByText('Loading templates...')).toBeInTheDocument();
    expect(await screen.findByText('Template not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/workouts');
    expect(stored()).toBeNull();
  });

  it('shows the hero, ticks every second and fills the progress bar up to 100 %', async () => {
    fakeWorkoutsApi({ templates: [hiit] });
    render('h1');
    expect(await screen.findByRole('heading', { name: 'Morning HIIT' })).toBeInTheDocument();
    expect(screen.getByText('Full body')).toBeInTheDocument();
    expect(screen.getByText('2 exercises · Est. 20 min')).toBeInTheDocument();
    expect(timer()).toHaveTextContent('00:00:00');

    tick(SEC);
    expect(timer()).toHaveTextContent('00:00:01');
    tick(2 * SEC);
    expect(timer()).toHaveTextContent('00:00:03');

    tick(10 * MIN - 3 * SEC);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('10 min')).toBeInTheDocument();
    // HIIT burns 12 kcal per minute (spec §9).
    expect(screen.getByText('120 kcal')).toBeInTheDocument();

    tick(30 * MIN);
    expect(timer()).toHaveTextContent('00:40:00');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('lists the exercises, or says none are listed', async () => {
    fakeWorkoutsApi({ templates: [hiit, yoga] });
    render('y1');
    expect(await screen.findByText('No exercises listed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('pauses and resumes: the timer stands still while paused and shows Paused', async () => {
    await openHiitSession();
    tick(5 * SEC);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByText('Paused')).toBeInTheDocument();
    tick(60 * SEC);
    expect(timer()).toHaveTextContent('00:00:05');

    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(screen.queryByText('Paused')).not.toBeInTheDocument();
    tick(2 * SEC);
    expect(timer()).toHaveTextContent('00:00:07');
  });

  it('picks up the running timer after a reload instead of starting over', async () => {
    const session = startSession(
      { userId: 'u1', templateId: 'h1', templateName: 'Morning HIIT' },
      Date.now() - 5 * MIN,
    );
    localStorage.setItem(ACTIVE_SESSION_KEY, JSON.stringify(session));
    await openHiitSession();
    expect(timer()).toHaveTextContent('00:05:00');
    tick(SEC);
    expect(timer()).toHaveTextContent('00:05:01');
    expect(stored()).toMatchObject({ startedAt: session.startedAt });
  });

  it('keeps a paused session paused after a reload', async () => {
    const session = {
      ...startSession({ userId: 'u1', templateId: 'h1', templateName: 'Morning HIIT' }, Date.now()),
      accumulatedMs: 90 * SEC,
      runningSince: null,
    };
    localStorage.setItem(ACTIVE_SESSION_KEY, JSON.stringify(session));
    await openHiitSession();
    tick(10 * SEC);
    expect(timer()).toHaveTextContent('00:01:30');
    expect(screen.getByText('Paused')).toBeInTheDocument();
  });

  describe('when another template is running', () => {
    const runYoga = () => {
      const other = startSession(
        { userId: 'u1', templateId: 'y1', templateName: 'Yoga' },
        Date.now() - 5 * MIN,
      );
      localStorage.setItem(ACTIVE_SESSION_KEY, JSON.stringify(other));
      fakeWorkoutsApi({ templates: [hiit, yoga] });
      return other;
    };
    const ask = () => screen.findByRole('alertdialog', { name: 'Replace the running workout?' });

    it('asks first, naming the running workout and its ticking time, and starts nothing', async () => {
      const other = runYoga();
      render('h1');
      const dialog = await ask();
      expect(dialog).toHaveTextContent(
        '“Yoga” is in progress: 00:05:00 elapsed. Starting “Morning HIIT” discards it.',
      );
      tick(SEC);
      expect(dialog).toHaveTextContent('00:05:01 elapsed');
      expect(within(dialog).getByRole('button', { name: 'Keep current' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Start new' })).toBeInTheDocument();
      expect(stored()).toEqual(other);
    });

    it("'Keep current' goes back to the running session, its timer untouched", async () => {
      const other = runYoga();
      const { router } = render('h1');
      fireEvent.click(within(await ask()).getByRole('button', { name: 'Keep current' }));

      expect(await screen.findByRole('heading', { name: 'Yoga' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/workouts/session/y1');
      // The question page is left out of history: Back from Yoga does not ask again.
      expect(router.state.historyAction).toBe('REPLACE');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(timer()).toHaveTextContent('00:05:00');
      tick(SEC);
      expect(timer()).toHaveTextContent('00:05:01');
      expect(stored()).toEqual(other);
    });

    it('Escape keeps the current workout too', async () => {
      runYoga();
      const { router } = render('h1');
      fireEvent.keyDown(await ask(), { key: 'Escape' });
      await waitFor(() => expect(router.state.location.pathname).toBe('/workouts/session/y1'));
      expect(stored()).toMatchObject({ templateId: 'y1' });
    });

    it("'Start new' discards it and starts this template from zero", async () => {
      runYoga();
      const { router } = render('h1');
      fireEvent.click(within(await ask()).getByRole('button', { name: 'Start new' }));

      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(router.state.location.pathname).toBe('/workouts/session/h1');
      expect(stored()).toMatchObject({
        templateId: 'h1',
        accumulatedMs: 0,
        startedAt: new Date().toISOString(),
      });
      expect(timer()).toHaveTextContent('00:00:00');
      tick(2 * SEC);
      expect(timer()).toHaveTextContent('00:00:02');
    });
  });

  it("resumes the same template's session without asking when it is opened again", async () => {
    const { router } = await openHiitSession();
    tick(3 * SEC);
    await act(() => router.navigate('/workouts'));
    tick(4 * SEC);
    await act(() => router.navigate('/workouts/session/h1'));

    await screen.findByRole('heading', { name: 'Morning HIIT' });
    expect(timer()).toHaveTextContent('00:00:07');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ templateId: 'h1', startedAt: '2026-05-01T10:00:00.000Z' });
  });

  it('Finish pauses and prefills the estimate; Back resumes', async () => {
    await openHiitSession();
    tick(10 * MIN);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));

    const dialog = screen.getByRole('dialog', { name: 'Finish Workout' });
    expect(within(dialog).getByText('Review and save this session.')).toBeInTheDocument();
    expect(within(dialog).getByRole('timer')).toHaveTextContent('00:10:00');
    expect(within(dialog).getByLabelText('Calories burned')).toHaveValue(120);
    tick(30 * SEC);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('00:10:00');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    tick(SEC);
    expect(timer()).toHaveTextContent('00:10:01');
  });

  it('Save Log posts the session, clears it and returns to /workouts', async () => {
    const api = fakeWorkoutsApi({ templates: [hiit] });
    const { router, queryClient } = render('h1');
    queryClient.setQueryData(['dashboard', 'calories'], { totalCalories: 0 });
    await screen.findByRole('heading', { name: 'Morning HIIT' });
    tick(5 * MIN);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    tick(60 * MIN); // a long break does not count
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    tick(5 * MIN);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    const dialog = screen.getByRole('dialog', { name: 'Finish Workout' });
    expect(within(dialog).getByText('10 min')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Calories burned'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Notes (optional)'), {
      target: { value: ' New sprint record ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Log' }));

    expect(await screen.findByText('Workouts page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/workouts');
    const [finish] = api.sent('POST', '/workouts/finish');
    expect(finish?.body).toEqual({
      templateId: 'h1',
      startedAt: new Date(Date.now() - 10 * MIN).toISOString(),
      finishedAt: new Date(Date.now()).toISOString(),
      // Left empty: the estimate is saved (spec §5).
      caloriesBurned: 120,
      notes: 'New sprint record',
    });
    expect(stored()).toBeNull();
    expect(queryClient.getQueryState(['dashboard', 'calories'])?.isInvalidated).toBe(true);
  });

  it('keeps the dialog and the session when saving fails', async () => {
    fakeWorkoutsApi({
      templates: [hiit],
      override: (r) =>
        r.path === '/workouts/finish'
          ? new Response('{"message":"Nope.","code":"x"}', {
              status: 500,
              headers: { 'Content-Type': 'application/json' },
            })
          : undefined,
    });
    render('h1');
    await screen.findByRole('heading', { name: 'Morning HIIT' });
    tick(MIN);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save Log' }));
    await waitFor(() =>
      expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save Log' })).toBeEnabled(),
    );
    expect(screen.getByRole('dialog', { name: 'Finish Workout' })).toBeInTheDocument();
    expect(stored()).toMatchObject({ templateId: 'h1' });
  });
});
