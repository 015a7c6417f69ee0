import type { Food } from '@momentum/shared';
import { useDeferredValue, useState } from 'react';
import { Field } from '@/components/ui/field';
import { SearchInput } from '@/components/ui/search-input';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/spinner';
import { useFoodSearch } from '../api/search-foods';
import { formatKcal } from '../utils/food-form';

/**
 * A food search: the box and the foods found, each a button. Before anything is typed it lists the person's
 * recent and own foods. Used to log a food and to put foods in a saved meal.
 */
export function FoodResults({ onPick }: { onPick: (food: Food) => void }) {
  const [q, setQ] = useState('');
  // Typing stays smooth: the list follows the box a moment later.
  const deferred = useDeferredValue(q.trim());
  const results = useFoodSearch(deferred);
  const items = results.data?.items;

  return (
    <div className="space-y-3">
      <Field label="Search foods">
        {(control) => (
          <SearchInput
            {...control}
            autoComplete="off"
            placeholder="e.g. banana, greek yogurt"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens to search
            autoFocus
          />
        )}
      </Field>
      <p className="text-xs font-semibold tracking-wide text-muted uppercase" aria-live="polite">
        {deferred === '' ? 'Recent foods' : `Results for “${deferred}”`}
      </p>
      {results.isPending ? (
        <LoadingText>Searching...</LoadingText>
      ) : results.isError ? (
        <LoadError message="Failed to load foods" onRetry={() => void results.refetch()} />
      ) : !items || items.length === 0 ? (
        <p className="text-sm text-muted">
          {deferred === ''
            ? 'Foods you log show here. Type to search the food database.'
            : 'No food matches these words.'}
        </p>
      ) : (
        <ul
          className="max-h-72 divide-y divide-line overflow-y-auto rounded-lg border border-line"
          data-testid="food-results"
        >
          {items.map((food) => (
            <li key={food._id}>
              <button
                type="button"
                onClick={() => onPick(food)}
                className="flex w-full items-center gap-3 px-3 py-2.5 text-left hover:bg-canvas focus-visible:bg-canvas"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{food.name}</span>
                  <span className="block text-xs text-muted">
                    {`${formatKcal(food.per100g.kcal)} per 100 g`}
                    {food.source === 'custom' ? ' · Your food' : ''}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
