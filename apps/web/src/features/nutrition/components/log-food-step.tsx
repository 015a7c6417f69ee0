import { logFoodBodySchema, type Food, type MealType } from '@momentum/shared';
import { z } from 'zod';
import { FormDialogFooter } from '@/components/ui/dialog';
import { Form, useSchemaForm } from '@/components/ui/form';
import { formSchema } from '@/components/ui/form-schema';
import { useLogFood } from '../api/log-food';
import {
  amountBody,
  amountDraftSchema,
  amountFieldOf,
  amountOf,
  defaultAmount,
  formatMacros,
  numbersOf,
} from '../utils/diary';
import { formatKcal } from '../utils/food-form';
import { AmountFields } from './amount-fields';
import { MealField } from './meal-field';

const logSchemaOf = (food: Food) =>
  formSchema(
    z.object({ amount: amountDraftSchema, meal: z.string() }),
    ({ amount, meal }) => ({ foodId: food._id, meal, ...amountBody(amount) }),
    logFoodBodySchema,
    amountFieldOf(),
  );

/**
 * The second step of logging a food: its portion and meal, prefilled (first household portion ×1, the meal asked
 * for), with the numbers it comes to. 'Log Food' is the only tap needed.
 */
export function LogFoodStep({
  food,
  date,
  meal,
  onBack,
  onLogged,
}: {
  food: Food;
  date: string;
  meal: MealType;
  onBack: () => void;
  onLogged: () => void;
}) {
  const form = useSchemaForm(logSchemaOf(food), { defaultValues: { amount: defaultAmount(food), meal } });
  const log = useLogFood({ onSuccess: onLogged });
  const amount = amountOf(form.watch('amount'));
  const preview = amount && numbersOf(food, amount);

  return (
    <Form
      form={form}
      onSubmit={(body) => {
        const numbers = numbersOf(food, body);
        if (!numbers) return;
        const { grams, calories, macros } = numbers;
        const portion = body.portion ? { portion: body.portion } : {};
        const item = { name: food.name, foodId: food._id, grams, ...portion, calories, macros };
        log.mutate({ date, ...body, item });
      }}
      request={log}
      className="space-y-4"
    >
      <div>
        <p className="font-semibold">{food.name}</p>
        <p className="text-sm text-muted">{`${formatKcal(food.per100g.kcal)} per 100 g`}</p>
      </div>
      <AmountFields name="amount" portions={food.portions} />
      <MealField />
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
      <FormDialogFooter
        errorFallback="Could not log this food. Please try again."
        className="mt-0"
        onCancel={onBack}
        cancelLabel="Back"
        submitLabel="Log Food"
        pendingLabel="Logging..."
        submitDisabled={!amount}
      />
    </Form>
  );
}
