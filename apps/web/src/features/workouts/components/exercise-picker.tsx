import type { Exercise } from '@momentum/shared';
import { Plus } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';
import { useExercises } from '../api/get-exercises';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { exerciseDetails, KIND_LABELS } from '../utils/exercise-labels';
import { CustomExerciseForm } from './custom-exercise-form';

/** Long enough to skip the keystrokes of a word, short enough to feel live. */
const SEARCH_DEBOUNCE_MS = 250;

export type ExercisePickerProps = {
  onPick: (exercise: Exercise) => void;
  /** The search box's accessible name. */
  label?: string;
};

/**
 * Searches the exercise library as one types (a combobox: arrows move, Enter picks), and offers to create a custom
 * exercise with the typed name when the library lacks it.
 */
export function ExercisePicker({ onPick, label = 'Search the exercise library' }: ExercisePickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [creating, setCreating] = useState(false);
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const search = useExercises(debounced);
  const items = search.data?.items ?? [];
  const activeIndex = Math.min(active, Math.max(0, items.length - 1));
  const highlighted = items[activeIndex];
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (exercise: Exercise) => {
    onPick(exercise);
    setQuery('');
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (items.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(Math.min(items.length - 1, Math.max(0, activeIndex + step)));
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted exercise instead of submitting the surrounding form.
      event.preventDefault();
      const chosen = items[activeIndex];
      if (chosen) pick(chosen);
    }
  };

  if (creating) {
    return (
      <CustomExerciseForm
        initialName={query.trim()}
        onCreated={(exercise) => {
          setCreating(false);
          pick(exercise);
        }}
        onCancel={() => setCreating(false)}
      />
    );
  }

  const stale = search.isFetching && debounced !== query.trim();
  return (
    <div className="space-y-2">
      <SearchInput
        role="combobox"
        aria-label={label}
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={items.length > 0 ? optionId(activeIndex) : undefined}
        placeholder="Search: bench press, squat, plank..."
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <div aria-live="polite" className="sr-only">
        {search.isSuccess && !stale
          ? `${items.length} ${items.length === 1 ? 'exercise' : 'exercises'} found`
          : ''}
      </div>
      {search.isPending ? (
        <LoadingText>Searching the library...</LoadingText>
      ) : search.isError ? (
        <LoadError message="Failed to search the library" onRetry={() => void search.refetch()} />
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label="Library matches"
        className={cn(
          'max-h-64 overflow-y-auto rounded-lg border border-line',
          items.length === 0 && 'hidden',
          stale && 'opacity-70',
        )}
      >
        {items.map((exercise, index) => (
          // The keyboard works through the search box (aria-activedescendant), as the combobox pattern has it.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={exercise._id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            // Keeps the focus in the search box, so the keyboard keeps working after a click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(exercise)}
            onMouseMove={() => setActive(index)}
            className={cn(
              'cursor-pointer border-b border-line px-3 py-2 last:border-b-0',
              index === activeIndex ? 'bg-brand-50' : 'bg-surface',
            )}
          >
            <span className="block text-sm font-medium break-words">{exercise.name}</span>
            <span className="block text-xs text-muted">
              {[KIND_LABELS[exercise.kind], exerciseDetails(exercise)].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      {highlighted ? (
        // Outside the listbox (an option holds no link): Tab from the search box reaches it.
        <Link
          to={paths.app.exerciseProgress.getHref(highlighted._id)}
          className="inline-block text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          History and records of {highlighted.name}
        </Link>
      ) : null}
      {search.isSuccess && items.length === 0 && debounced !== '' && !stale ? (
        <p className="text-sm text-muted">No exercise in the library matches “{debounced}”.</p>
      ) : null}
      <Button variant="outline" size="sm" onClick={() => setCreating(true)}>
        <Plus aria-hidden="true" />
        {query.trim() ? `Create “${query.trim()}”` : 'Create your own'}
      </Button>
    </div>
  );
}
