import type { Exercise } from '@momentum/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, signIn, stubFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { ExercisePicker } from './exercise-picker';

const exercise = (id: string, name: string): Exercise => ({
  _id: id,
  name,
  kind: 'weight_reps',
  category: 'strength',
  equipment: 'barbell',
  primaryMuscles: ['chest'],
  secondaryMuscles: [],
  custom: false,
});

describe('exercise library: the exercise page', () => {
  it('links the highlighted exercise to its history page, reached with the keyboard', async () => {
    signIn();
    stubFetch(({ path }) =>
      path === '/exercises'
        ? json(200, {
            items: [exercise('bench', 'Bench Press'), exercise('squat id', 'Back Squat')],
            nextCursor: null,
          })
        : json(404, { message: 'unexpected' }),
    );
    const onPick = vi.fn();
    const { user, router } = renderRoutes([
      { path: '/', element: <ExercisePicker onPick={onPick} /> },
      { path: '/exercises/:exerciseId', element: <p>Exercise page</p> },
    ]);
    const search = screen.getByRole('combobox', { name: 'Search the exercise library' });
    expect(await screen.findByRole('link', { name: 'History and records of Bench Press' })).toHaveAttribute(
      'href',
      '/exercises/bench',
    );

    // Arrow to the second exercise: the link follows the highlight.
    await user.click(search);
    await user.keyboard('{ArrowDown}');
    const link = screen.getByRole('link', { name: 'History and records of Back Squat' });
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/exercises/squat%20id');
    expect(await screen.findByText('Exercise page')).toBeInTheDocument();
    expect(onPick).not.toHaveBeenCalled();
  });
});
