import type { DayItem, MealType } from '@momentum/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { InlineAlert } from '@/components/ui/inline-alert';
import { getErrorMessage } from '@/lib/api-client';
import { useUpdateDiaryItem } from '../api/update-diary-item';
import { amountOf, GRAMS, type AmountDraft } from '../utils/diary';
import { AmountFields } from './amount-fields';
import { MealSelect } from './meal-select';

/**
 * Edit a logged food: its meal, and for a food from the database its amount (of the portion it was logged with,
 * or grams); the server computes the numbers again. A food typed by hand can only move to another meal.
 */
export function EditItemDialog({
  item,
  meal: currentMeal,
  date,
  onClose,
}: {
  item: DayItem;
  meal: MealType;
  date: string;
  onClose: () => void;
}) {
  const [meal, setMeal] = useState<MealType>(currentMeal);
  const [draft, setDraft] = useState<AmountDraft>(() =>
    item.portion
      ? { unit: item.portion.label, amount: String(item.portion.amount) }
      : { unit: GRAMS, amount: String(item.grams ?? 100) },
  );
  const update = useUpdateDiaryItem({ onSuccess: onClose });
  const weighable = item.foodId !== undefined && item.grams !== undefined;
  const amount = weighable ? amountOf(draft) : undefined;
  // The portion's weight per one, from what was logged, so the list can name it.
  const portions =
    item.portion && item.grams
      ? [{ label: item.portion.label, grams: Math.round((item.grams / item.portion.amount) * 10) / 10 }]
      : [];

  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent title="Edit Food" description={item.name}>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (weighable && !amount) return;
            update.mutate({ date, id: item._id, meal, ...(amount ?? {}) });
          }}
        >
          {weighable ? <AmountFields portions={portions} value={draft} onChange={setDraft} /> : null}
          <MealSelect value={meal} onChange={setMeal} />
          {update.isError ? (
            <InlineAlert>
              {getErrorMessage(update.error, 'Could not save this food. Please try again.')}
            </InlineAlert>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending || (weighable && !amount)}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
