import type { Food, MealType, SavedMeal } from '@momentum/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { useDeleteSavedMeal } from '../api/delete-saved-meal';
import { useSavedMeals } from '../api/get-saved-meals';
import { useLogSavedMeal } from '../api/log-saved-meal';
import { useSaveSavedMeal } from '../api/save-saved-meal';
import { amountOf, defaultAmount, GRAMS, type AmountDraft } from '../utils/diary';
import { formatKcal } from '../utils/food-form';
import { AmountFields } from './amount-fields';
import { FoodResults } from './food-results';
import { MealSelect } from './meal-select';

type Draft = { key: string; foodId: string; name: string; portions: Food['portions']; amount: AmountDraft };
let draftKey = 0;
const nextKey = () => `d${(draftKey += 1)}`;

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
  const [meal, setMeal] = useState<MealType>(initialMeal);
  const [editing, setEditing] = useState<SavedMeal | 'new'>();
  const [deleting, setDeleting] = useState<SavedMeal>();
  const log = useLogSavedMeal({
    onSuccess: () => {
      toast.success('Meal logged.');
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
          <div className="space-y-4">
            <MealSelect label="Log to" value={meal} onChange={setMeal} />
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
                      size="sm"
                      disabled={log.isPending}
                      onClick={() => log.mutate({ date, savedMealId: saved._id, meal })}
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
          </div>
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

function MealEditor({ meal, onDone }: { meal: SavedMeal | undefined; onDone: () => void }) {
  const [name, setName] = useState(meal?.name ?? '');
  const [items, setItems] = useState<Draft[]>(() =>
    (meal?.items ?? []).map((item) => ({
      key: nextKey(),
      foodId: item.foodId,
      name: item.name,
      portions: item.portion
        ? [{ label: item.portion.label, grams: Math.round((item.grams / item.portion.amount) * 10) / 10 }]
        : [],
      amount: item.portion
        ? { unit: item.portion.label, amount: String(item.portion.amount) }
        : { unit: GRAMS, amount: String(item.grams) },
    })),
  );
  const [adding, setAdding] = useState(items.length === 0);
  const save = useSaveSavedMeal({ onSuccess: onDone });
  const amounts = items.map((item) => amountOf(item.amount));
  const ready = name.trim() !== '' && items.length > 0 && amounts.every(Boolean);

  if (adding) {
    return (
      <div className="space-y-3">
        <FoodResults
          onPick={(food) => {
            setItems((list) => [
              ...list,
              {
                key: nextKey(),
                foodId: food._id,
                name: food.name,
                portions: food.portions,
                amount: defaultAmount(food),
              },
            ]);
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
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        save.mutate({
          id: meal?._id,
          name: name.trim(),
          items: items.map((item, index) => ({ foodId: item.foodId, ...amounts[index]! })),
        });
      }}
    >
      <Field label="Meal name">
        {(control) => (
          <Input
            {...control}
            value={name}
            maxLength={80}
            onChange={(event) => setName(event.target.value)}
            placeholder="e.g. Usual breakfast"
          />
        )}
      </Field>
      <ul className="space-y-3" data-testid="meal-editor-items">
        {items.map((item, index) => (
          <li key={item.key} className="space-y-2 rounded-lg border border-line p-3">
            <div className="flex items-center justify-between gap-2">
              <p className="min-w-0 truncate font-medium">{item.name}</p>
              <Button
                variant="ghost"
                size="icon"
                className="text-danger"
                aria-label={`Remove ${item.name}`}
                onClick={() => setItems((list) => list.filter((other) => other.key !== item.key))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            <AmountFields
              portions={item.portions}
              value={item.amount}
              idPrefix={`${index + 1}. `}
              onChange={(amount) =>
                setItems((list) =>
                  list.map((other) => (other.key === item.key ? { ...other, amount } : other)),
                )
              }
            />
          </li>
        ))}
      </ul>
      <Button variant="outline" onClick={() => setAdding(true)}>
        <Plus aria-hidden="true" />
        Add food
      </Button>
      {save.isError ? (
        <InlineAlert>{getErrorMessage(save.error, 'Could not save this meal.')}</InlineAlert>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!ready || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Meal'}
        </Button>
      </DialogFooter>
    </form>
  );
}
