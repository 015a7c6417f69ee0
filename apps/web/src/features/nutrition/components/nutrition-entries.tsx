import { Trash2, Utensils } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TitledCard } from '@/components/ui/titled-card';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedList } from '@/components/ui/paged-list';
import { formatCalendarDate, todayLocalDate } from '@/utils/local-date';
import { useDeleteNutritionEntry } from '../api/delete-nutrition-entry';
import { useNutritionEntries } from '../api/get-nutrition-entries';
import { foodNames, formatKcal, groupByDate, mealLabel } from '../utils/food-form';

const mealCount = (n: number) => `${n} ${n === 1 ? 'meal' : 'meals'}`;

/** The user's own food log: entries under their date, each with meal count, calories and Delete. */
export function NutritionEntries() {
  const entries = useNutritionEntries();
  const remove = useDeleteNutritionEntry();
  const today = todayLocalDate();

  return (
    <TitledCard title="Your food log" description="Everything you logged, newest day first.">
      <PagedList
        query={entries}
        noun="entries"
        loadingText="Loading nutrition..."
        failedMessage="Failed to load nutrition"
        empty={
          <EmptyState
            icon={Utensils}
            title="No food logged yet."
            description="Use Add Food to log your first meal."
          />
        }
        className="space-y-5"
      >
        {(loaded) =>
          // A day split across two pages is grouped as one.
          groupByDate(loaded).map((day) => (
            <section key={day.date} aria-labelledby={`day-${day.date}`} className="space-y-2">
              <div className="flex items-baseline justify-between gap-3 border-b border-line pb-1.5">
                <h3 id={`day-${day.date}`} className="font-semibold">
                  {day.date === today
                    ? `Today · ${formatCalendarDate(day.date)}`
                    : formatCalendarDate(day.date)}
                </h3>
                <p className="shrink-0 text-sm whitespace-nowrap text-muted">
                  {formatKcal(day.totalCalories)}
                </p>
              </div>
              <ul className="divide-y divide-line">
                {day.entries.map((entry) => {
                  const names = foodNames(entry);
                  const types = [...new Set(entry.meals.map((meal) => mealLabel(meal.type)))].join(', ');
                  const deleting = remove.isPending && remove.variables === entry._id;
                  return (
                    <li
                      key={entry._id}
                      data-testid="nutrition-entry"
                      className="flex items-center gap-3 py-2.5"
                    >
                      <div className="min-w-0 flex-1">
                        <p className="truncate font-medium">{names || types}</p>
                        <p className="text-sm text-muted">
                          {names ? `${types} · ` : ''}
                          {mealCount(entry.meals.length)}
                        </p>
                      </div>
                      <p className="shrink-0 text-sm font-semibold tabular-nums">
                        {formatKcal(entry.totalCalories)}
                      </p>
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={deleting}
                        onClick={() => remove.mutate(entry._id)}
                        className="shrink-0 text-danger hover:bg-red-50"
                      >
                        <Trash2 aria-hidden="true" />
                        Delete
                        <span className="sr-only">{` ${names || types} on ${formatCalendarDate(entry.date)}`}</span>
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))
        }
      </PagedList>
    </TitledCard>
  );
}
