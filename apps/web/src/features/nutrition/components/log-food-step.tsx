import type { Food, MealType } from '@momentum/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { InlineAlert } from '@/components/ui/inline-alert';
import { getErrorMessage } from '@/lib/api-client';
import { useLogFood } from '../api/log-food';
import { amountOf, defaultAmount, formatMacros, previewNumbers, type AmountDraft } from '../utils/diary';
import { formatKcal } from '../utils/food-form';
import { AmountFields } from './amount-fields';
import { MealSelect } from './meal-select';

/**
 * The second step of logging a food: its portion and meal, prefilled (first household portion ×1, the meal asked
 * for), with the numbers it comes to. 'Log Food' is the only tap needed.
 */
export function LogFoodStep({
  food,
  date,
  meal: initialMeal,
  onBack,
  onLogged,
}: {
  food: Food;
  date: string;
  meal: MealType;
  onBack: () => void;
  onLogged: () => void;
}) {
  const [draft, setDraft] = useState<AmountDraft>(() => defaultAmount(food));
  const [meal, setMeal] = useState<MealType>(initialMeal);
  const log = useLogFood({ onSuccess: onLogged });
  const preview = previewNumbers(food, draft);
  const amount = amountOf(draft);

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (amount) log.mutate({ date, foodId: food._id, meal, ...amount });
      }}
    >
      <div>
        <p className="font-semibold">{food.name}</p>
        <p className="text-sm text-muted">{`${formatKcal(food.per100g.kcal)} per 100 g`}</p>
      </div>
      <AmountFields portions={food.portions} value={draft} onChange={setDraft} />
      <MealSelect value={meal} onChange={setMeal} />
      <p className="rounded-lg bg-canvas p-3 text-sm" aria-live="polite" data-testid="log-preview">
        {preview ? (
          <>
            <span className="font-semibold">{formatKcal(preview.calories)}</span>
            {` · ${preview.grams} g · ${formatMacros(preview.macros)}`}
          </>
        ) : (
          'Enter an amount more than 0.'
        )}
      </p>
      {log.isError ? (
        <InlineAlert>{getErrorMessage(log.error, 'Could not log this food. Please try again.')}</InlineAlert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack} disabled={log.isPending}>
          Back
        </Button>
        <Button type="submit" disabled={!amount || log.isPending}>
          {log.isPending ? 'Logging...' : 'Log Food'}
        </Button>
      </div>
    </form>
  );
}
