import { type MealType, type NutritionDay } from '@momentum/shared';
import { CloudUpload, Pencil, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDeleteDiaryItem } from '../api/delete-diary-item';
import { formatAmount, formatMacros } from '../utils/diary';
import { formatKcal, mealLabel } from '../utils/food-form';
import type { PendingState } from '../utils/pending-diary';
import { EditItemDialog } from './edit-item-dialog';
import type { DayItem } from '@momentum/shared';

/** Said of a food the device has not yet sent, or that the server refused (the header's list says why). */
function PendingMark({ state }: { state: PendingState }) {
  const Icon = state === 'pending' ? CloudUpload : TriangleAlert;
  return (
    <span
      className={`inline-flex items-center gap-1 text-xs ${state === 'pending' ? 'text-muted' : 'text-danger'}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {state === 'pending' ? 'Waiting to sync' : 'Not saved'}
    </span>
  );
}

/**
 * The day's four meals, each food with its amount and numbers, Edit and Delete; totals per meal and for the day.
 * A food a write on the device is still waiting for (`pending`) is marked, and changes only once it is sent.
 */
export function DayMeals({
  day,
  pending = new Map(),
  onAddFood,
}: {
  day: NutritionDay;
  pending?: ReadonlyMap<string, PendingState>;
  onAddFood: (meal: MealType) => void;
}) {
  const remove = useDeleteDiaryItem();
  const [editing, setEditing] = useState<{ item: DayItem; meal: MealType }>();

  return (
    <Card aria-labelledby="meals-title">
      <CardHeader>
        <CardTitle id="meals-title">Meals</CardTitle>
        <CardDescription data-testid="day-totals">
          {`Day total: ${formatKcal(day.totals.calories)} · ${formatMacros(day.totals)}`}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {day.meals.map((meal) => {
          const kcal = meal.items.reduce((sum, item) => sum + item.calories, 0);
          return (
            <section
              key={meal.type}
              aria-labelledby={`meal-${meal.type}`}
              data-testid={`meal-${meal.type}`}
              className="space-y-1.5"
            >
              <div className="flex items-center justify-between gap-3 border-b border-line pb-1.5">
                <h3 id={`meal-${meal.type}`} className="font-semibold">
                  {mealLabel(meal.type)}
                </h3>
                <div className="flex items-center gap-2">
                  <span className="text-sm text-muted tabular-nums" data-testid="meal-total">
                    {formatKcal(Math.round(kcal * 10) / 10)}
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Add to ${mealLabel(meal.type)}`}
                    onClick={() => onAddFood(meal.type)}
                  >
                    <Plus aria-hidden="true" />
                    Add
                  </Button>
                </div>
              </div>
              {meal.items.length === 0 ? (
                <p className="py-1 text-sm text-muted">Nothing logged.</p>
              ) : (
                <ul className="divide-y divide-line">
                  {meal.items.map((item) => {
                    const amount = formatAmount(item);
                    const deleting = remove.isPending && remove.variables?.item._id === item._id;
                    const state = pending.get(item._id);
                    return (
                      <li key={item._id} data-testid="diary-item" className="flex items-center gap-2 py-2">
                        <div className="min-w-0 flex-1">
                          <p className="line-clamp-2 font-medium break-words">{item.name || 'Food'}</p>
                          <p className="text-xs text-muted">
                            {amount ? `${amount} · ` : ''}
                            {formatMacros(item.macros)}
                          </p>
                          {state ? <PendingMark state={state} /> : null}
                        </div>
                        <span className="shrink-0 text-sm font-semibold tabular-nums">
                          {formatKcal(item.calories)}
                        </span>
                        {state ? null : (
                          <>
                            <Button
                              variant="ghost"
                              size="icon"
                              onClick={() => setEditing({ item, meal: meal.type })}
                              aria-label={`Edit ${item.name || 'food'}`}
                            >
                              <Pencil aria-hidden="true" />
                            </Button>
                            <Button
                              variant="ghost"
                              size="icon"
                              disabled={deleting}
                              className="text-danger"
                              onClick={() => remove.mutate({ date: day.date, item })}
                              aria-label={`Delete ${item.name || 'food'}`}
                            >
                              <Trash2 aria-hidden="true" />
                            </Button>
                          </>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
          );
        })}
      </CardContent>
      {editing ? (
        <EditItemDialog
          item={editing.item}
          meal={editing.meal}
          date={day.date}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </Card>
  );
}
