import { DEFAULT_USER_SETTINGS, type WeightUnit } from '@momentum/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ExerciseKind } from '@momentum/shared';
import { addSet, newSet, removeSet, updateSet, type SessionExercise } from '../utils/session-exercises';
import { sharedKeys } from '@/lib/query-keys';
import { SetTable } from './set-table';

function exercise(kind: ExerciseKind, name = 'Bench Press'): SessionExercise {
  return {
    id: 'e1',
    exerciseId: 'ex1',
    name,
    kind,
    restSeconds: 90,
    notes: '',
    sets: [newSet({ weightKg: '40', reps: '10' }, 'warmup'), newSet({ weightKg: '60', reps: '8' })],
  };
}

function Harness({
  initial,
  lastTime,
  weightUnit = 'kg',
}: {
  initial: SessionExercise;
  lastTime: Array<string | null>;
  weightUnit?: WeightUnit;
}) {
  const [current, setCurrent] = useState(initial);
  const [queryClient] = useState(() => {
    const client = new QueryClient();
    client.setQueryData(sharedKeys.settings, {
      ...DEFAULT_USER_SETTINGS,
      units: { weight: weightUnit, length: 'cm' },
    });
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <SetTable
        exercise={current}
        lastTime={lastTime}
        onChangeSet={(id, change) => setCurrent((ex) => updateSet(ex, id, change))}
        onToggleSet={(id, completed) => setCurrent((ex) => updateSet(ex, id, { completed }))}
        onAddSet={() => setCurrent((ex) => addSet(ex))}
        onRemoveSet={(id) => setCurrent((ex) => removeSet(ex, id))}
      />
      <output data-testid="state">{JSON.stringify(current.sets)}</output>
    </QueryClientProvider>
  );
}

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '[]') as SessionExercise['sets'];

describe('set table', () => {
  it('shows each set with its number or type, last time and inputs prefilled', () => {
    render(<Harness initial={exercise('weight_reps')} lastTime={['40 kg × 10', '57.5 kg × 8']} />);
    const table = screen.getByRole('table', { name: 'Sets of Bench Press' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Set', 'Last time', 'kg', 'Reps', 'Done', 'Remove']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('W');
    expect(rows[0]).toHaveTextContent('40 kg × 10');
    expect(rows[1]).toHaveTextContent('2');
    expect(rows[1]).toHaveTextContent('57.5 kg × 8');
    expect(screen.getByLabelText('Bench Press set 1 type')).toHaveDisplayValue('Warm-up');
    expect(screen.getByLabelText('Bench Press set 2 weight in kg')).toHaveValue('60');
    expect(screen.getByLabelText('Bench Press set 2 reps')).toHaveValue('8');
  });

  it('shows only the inputs of the exercise kind', () => {
    const { unmount } = render(<Harness initial={exercise('bodyweight_reps', 'Pull-up')} lastTime={[]} />);
    expect(screen.getByLabelText('Pull-up set 1 reps')).toBeInTheDocument();
    expect(screen.queryByLabelText('Pull-up set 1 weight in kg')).not.toBeInTheDocument();
    unmount();
    render(<Harness initial={exercise('distance_duration', 'Rowing')} lastTime={[]} />);
    expect(screen.getByLabelText('Rowing set 1 distance in metres')).toBeInTheDocument();
    expect(screen.getByLabelText('Rowing set 1 time in seconds')).toBeInTheDocument();
    expect(screen.queryByLabelText('Rowing set 1 reps')).not.toBeInTheDocument();
    // No last time for a set: a dash.
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('-');
  });

  it('edits values (digits only), changes the type and ticks a set done', async () => {
    const user = userEvent.setup();
    render(<Harness initial={exercise('weight_reps')} lastTime={[]} />);
    const weight = screen.getByLabelText('Bench Press set 2 weight in kg');
    await user.clear(weight);
    await user.type(weight, '62,5kg');
    expect(weight).toHaveValue('62.5');
    const reps = screen.getByLabelText('Bench Press set 2 reps');
    await user.clear(reps);
    await user.type(reps, '7.');
    expect(reps).toHaveValue('7');
    await user.selectOptions(screen.getByLabelText('Bench Press set 2 type'), 'To failure');
    await user.click(screen.getByRole('checkbox', { name: 'Bench Press set 2 done' }));
    expect(screen.getByRole('checkbox', { name: 'Bench Press set 2 done' })).toBeChecked();
    expect(state()[1]).toMatchObject({ weightKg: '62.5', reps: '7', type: 'failure', completed: true });
    expect(state()[0]).toMatchObject({ completed: false });
    await user.click(screen.getByRole('checkbox', { name: 'Bench Press set 2 done' }));
    expect(state()[1]?.completed).toBe(false);
  });

  it('adds a set repeating the last numbers, and removes a chosen set', async () => {
    const user = userEvent.setup();
    render(<Harness initial={exercise('weight_reps')} lastTime={[]} />);
    await user.click(screen.getByRole('button', { name: 'Add set to Bench Press' }));
    expect(screen.getByLabelText('Bench Press set 3 weight in kg')).toHaveValue('60');
    expect(screen.getByLabelText('Bench Press set 3 type')).toHaveDisplayValue('Normal');
    await user.click(screen.getByRole('button', { name: 'Remove Bench Press set 1' }));
    expect(state().map((set) => set.type)).toEqual(['normal', 'normal']);
    expect(screen.queryByLabelText('Bench Press set 3 reps')).not.toBeInTheDocument();
  });

  it('shows and takes weights in pounds, keeping an untouched weight exactly as stored', async () => {
    const user = userEvent.setup();
    const initial = exercise('weight_reps');
    initial.sets = [newSet({ weightKg: '100', reps: '5' })];
    render(<Harness initial={initial} lastTime={[]} weightUnit="lb" />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toContain('lb');
    const weight = screen.getByLabelText('Bench Press set 1 weight in lb');
    expect(weight).toHaveValue('220.46');
    // Retyping what is shown, or editing the reps, leaves the stored 100 kg as it was: no rounding drift.
    await user.clear(weight);
    await user.type(weight, '220.46');
    await user.tab();
    await user.type(screen.getByLabelText('Bench Press set 1 reps'), '0');
    expect(state()[0]).toMatchObject({ weightKg: '100', reps: '50' });
    // A new weight in pounds is kept in kilograms.
    await user.clear(weight);
    await user.type(weight, '225');
    await user.tab();
    expect(Number(state()[0]?.weightKg)).toBeCloseTo(102.0582833, 6);
    expect(weight).toHaveValue('225');
  });
});
