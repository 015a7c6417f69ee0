import {
  logSavedMealBodySchema,
  SAVED_MEAL_NAME_MAX,
  savedMealBodySchema,
  type Food,
  type MealType,
  type SavedMeal,
} from '@momentum/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, FormDialogFooter } from '@/components/ui/dialog';
import { Form, FormField, useSchemaForm } from '@/components/ui/form';
import { formSchema } from '@/components/ui/form-schema';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/spinner';
import { toast } from '@/lib/toasts';
import { useDeleteSavedMeal } from '../api/delete-saved-meal';
import { useSavedMeals } from '../api/get-saved-meals';
import { useLogSavedMeal } from '../api/log-saved-meal';
import { useSaveSavedMeal } from '../api/save-saved-meal';
import {
  amountBody,
  amountDraftSchema,
  amountFieldOf,
  amountOf,
  defaultAmount,
  loggedAmount,
  loggedPortions,
} from '../utils/diary';
import { formatKcal } from '../utils/food-form';
import { AmountFields } from './amount-fields';
import { FoodResults } from './food-results';
import { MealField } from './meal-field';

/** Logging a saved meal: the meal to log it to, and the saved meal whose Log button sent the form. */
const logSchema = formSchema(
  z.object({ savedMealId: z.string(), meal: z.string() }),
  (fields) => fields,
  logSavedMealBodySchema,
);

/** Create Meal: the saved meals, each logged in one step to a meal of the day; new, edit, delete. */
export function SavedMealsDialog({
  date,
  meal: initialMeal,
  onClose,
}: {
  date: string;
  meal: MealType;
  onClose: () => void;
}) {
  const meals = useSavedMeals();
  const form = useSchemaForm(logSchema, { defaultValues: { savedMealId: '', meal: initialMeal } });
  const [editing, setEditing] = useState<SavedMeal | 'new'>();
  const [deleting, setDeleting] = useState<SavedMeal>();
  const log = useLogSavedMeal({
    onSuccess: (queued) => {
      if (!queued) toast.success('Meal logged.');
      onClose();
    },
  });
  const remove = useDeleteSavedMeal();

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={editing ? (editing === 'new' ? 'New Meal' : 'Edit Meal') : 'Create Meal'}
        description={editing ? undefined : 'Save foods you eat together and log them in one step.'}
      >
        {editing ? (
          <MealEditor meal={editing === 'new' ? undefined : editing} onDone={() => setEditing(undefined)} />
        ) : (
          <Form
            form={form}
            onSubmit={({ savedMealId, meal }) => {
              const savedMeal = meals.data?.items.find((saved) => saved._id === savedMealId);
              if (savedMeal) log.mutate({ date, savedMeal, meal });
            }}
            request={log}
            className="space-y-4"
          >
            <MealField label="Log to" />
            {meals.isPending ? (
              <LoadingText />
            ) : meals.isError ? (
              <LoadError message="Failed to load your meals" onRetry={() => void meals.refetch()} />
            ) : meals.data.items.length === 0 ? (
              <p className="text-sm text-muted">No saved meals yet.</p>
            ) : (
              <ul className="divide-y divide-line rounded-lg border border-line" data-testid="saved-meals">
                {meals.data.items.map((saved) => (
                  <li key={saved._id} className="flex items-center gap-2 px-3 py-2">
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium">{saved.name}</p>
                      <p className="text-xs text-muted">
                        {`${saved.items.length} ${saved.items.length === 1 ? 'food' : 'foods'} · ${formatKcal(saved.totals.calories)}`}
                      </p>
                    </div>
                    <Button
                      type="submit"
                      size="sm"
                      disabled={log.isPending}
                      onClick={() => form.setValue('savedMealId', saved._id)}
                    >
                      Log
                      <span className="sr-only">{` ${saved.name}`}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit ${saved.name}`}
                      onClick={() => setEditing(saved)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-danger"
                      aria-label={`Delete ${saved.name}`}
                      onClick={() => setDeleting(saved)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <DialogFooter>
              <Button variant="outline" onClick={() => setEditing('new')}>
                <Plus aria-hidden="true" />
                New Meal
              </Button>
            </DialogFooter>
          </Form>
        )}
        <AlertDialog
          open={deleting !== undefined}
          onOpenChange={(open) => !open && setDeleting(undefined)}
          title="Delete this meal?"
          description={
            deleting
              ? `${deleting.name} goes from your saved meals; what you logged with it stays.`
              : undefined
          }
          confirmLabel="Delete"
          onConfirm={() => {
            if (deleting) remove.mutate(deleting._id);
            setDeleting(undefined);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/** A saved meal as typed: its name, and each food with its amount (the food's name and portions to show it). */
const editorFields = z.object({
  name: z.string(),
  items: z.array(
    z.object({
      foodId: z.string(),
      name: z.string(),
      portions: z.array(z.object({ label: z.string(), grams: z.number() })),
      amount: amountDraftSchema,
    }),
  ),
});
type EditorItem = z.infer<typeof editorFields>['items'][number];

const editorSchema = formSchema(
  editorFields,
  ({ name, items }) => ({
    name: name.trim(),
    items: items.map((item) => ({ foodId: item.foodId, ...amountBody(item.amount) })),
  }),
  savedMealBodySchema,
  amountFieldOf(),
);

const itemOf = (food: Pick<Food, '_id' | 'name' | 'portions'>): EditorItem => ({
  foodId: food._id,
  name: food.name,
  portions: food.portions,
  amount: defaultAmount(food),
});

function MealEditor({ meal, onDone }: { meal: SavedMeal | undefined; onDone: () => void }) {
  const form = useSchemaForm(editorSchema, {
    defaultValues: {
      name: meal?.name ?? '',
      items: (meal?.items ?? []).map((item) => ({
        foodId: item.foodId,
        name: item.name,
        portions: loggedPortions(item),
        amount: loggedAmount(item),
      })),
    },
  });
  // The foods as a plain array field rather than react-hook-form's useFieldArray: that hook would join the form
  // layer's shared chunk, and so every first load of /login, for this one editor (issue 14's 120 KB budget).
  const typed = form.watch();
  const setItems = (items: EditorItem[]) => form.setValue('items', items, { shouldDirty: true });
  const [adding, setAdding] = useState(typed.items.length === 0);
  const save = useSaveSavedMeal({ onSuccess: onDone });
  const ready =
    typed.name.trim() !== '' &&
    typed.items.length > 0 &&
    typed.items.every((item) => amountOf(item.amount) !== undefined);

  if (adding) {
    return (
      <div className="space-y-3">
        <FoodResults
          onPick={(food) => {
            setItems([...typed.items, itemOf(food)]);
            setAdding(false);
          }}
        />
        <Button variant="outline" onClick={() => setAdding(false)}>
          Back
        </Button>
      </div>
    );
  }

  return (
    <Form
      form={form}
      onSubmit={(body) => save.mutate({ id: meal?._id, ...body })}
      request={save}
      className="space-y-4"
    >
      <FormField
        name="name"
        label="Meal name"
        maxLength={SAVED_MEAL_NAME_MAX}
        placeholder="e.g. Usual breakfast"
      />
      <ul className="space-y-3" data-testid="meal-editor-items">
        {typed.items.map((item, index) => (
          <li key={`${index}-${item.foodId}`} className="space-y-2 rounded-lg border border-line p-3">
            <div className="flex items-center justify-between gap-2">
              <p className="min-w-0 truncate font-medium">{item.name}</p>
              <Button
                variant="ghost"
                size="icon"
                className="text-danger"
                aria-label={`Remove ${item.name}`}
                onClick={() => setItems(typed.items.filter((_, at) => at !== index))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            <AmountFields
              name={`items.${index}.amount`}
              portions={item.portions}
              labelPrefix={`${index + 1}. `}
            />
          </li>
        ))}
      </ul>
      <Button variant="outline" onClick={() => setAdding(true)}>
        <Plus aria-hidden="true" />
        Add food
      </Button>
      <FormDialogFooter
        errorFallback="Could not save this meal."
        onCancel={onDone}
        submitLabel="Save Meal"
        submitDisabled={!ready}
      />
    </Form>
  );
}
