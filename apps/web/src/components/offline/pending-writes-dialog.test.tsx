import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeQueue } from '@/lib/offline/sync';
import type { QueuedRequest } from '@/lib/offline/write-queue';
import { labelOfField, PendingWritesDialog } from './pending-writes-dialog';

const refused: QueuedRequest = {
  id: 'entry-1',
  method: 'POST',
  path: '/nutrition',
  body: { mealType: 'Lunch', calories: 99999, foods: ['Soup'] },
  idempotencyKey: 'key-1',
  userId: 'user-1',
  createdAt: Date.UTC(2026, 10, 26, 12),
  label: 'Quick meal: Lunch',
  state: 'refused',
  refusal: { status: 400, message: 'Calories are too high.', fields: { calories: 'At most 10000.' } },
};

describe('PendingWritesDialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it("says why a write was refused, by the field it names, and sends the person's correction", async () => {
    const user = userEvent.setup();
    const retry = vi.spyOn(writeQueue, 'retry').mockResolvedValue();
    const flush = vi.spyOn(writeQueue, 'flush').mockResolvedValue(new Map());
    render(<PendingWritesDialog entries={[refused]} open onOpenChange={() => undefined} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Not saved: Calories are too high.');
    const calories = screen.getByLabelText('Calories');
    expect(calories).toHaveAttribute('aria-invalid', 'true');
    expect(calories).toHaveAccessibleDescription('At most 10000.');
    // Only text and number fields can be corrected; the list is sent as it was.
    expect(screen.getByLabelText('Meal type')).toHaveValue('Lunch');
    expect(screen.queryByLabelText('Foods')).not.toBeInTheDocument();

    await user.clear(calories);
    await user.type(calories, '850');
    await user.click(screen.getByRole('button', { name: 'Send again' }));

    expect(retry).toHaveBeenCalledWith('entry-1', { mealType: 'Lunch', calories: 850, foods: ['Soup'] });
    await vi.waitFor(() => expect(flush).toHaveBeenCalled());
  });

  it.each([
    ['weightKg', 'Weight (kg)'],
    ['meal_type', 'Meal type'],
    ['bodyFatPercent', 'Body fat percent'],
    ['date', 'Date'],
    ['kg', 'Kg'],
    ['waterMl', 'Water (ml)'],
  ])('labels the body key %s as %s', (key, label) => {
    expect(labelOfField(key)).toBe(label);
  });
});
