import { useDeferredValue, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { useExerciseSearch } from '../api/search-exercises';

/** The library exercise an imported name is stored as; null makes a new custom exercise of that name. */
export type ExerciseChoice = { _id: string; name: string } | null;

export type ExerciseMatchPickerProps = {
  /** The exercise's name in the file. */
  name: string;
  choice: ExerciseChoice;
  onChoose: (choice: ExerciseChoice) => void;
};

/**
 * One imported exercise name and what it will be stored as, with "Change": a search of the exercise library
 * (starting from the file's name) to pick any exercise, or a new custom exercise of that name.
 */
export function ExerciseMatchPicker({ name, choice, onChoose }: ExerciseMatchPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState(name);
  const deferredQuery = useDeferredValue(query.trim());
  const search = useExerciseSearch(deferredQuery, { enabled: open });
  const resultsId = useId();
  const choose = (next: ExerciseChoice) => {
    onChoose(next);
    setOpen(false);
  };

  return (
    <li className="space-y-2 py-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 font-medium break-words">{name}</span>
        <span className="flex items-center gap-2">
          <span className="text-muted" data-testid={`match-${name}`}>
            {choice ? choice.name : 'New custom exercise'}
          </span>
          <Button
            size="sm"
            variant="outline"
            aria-expanded={open}
            aria-controls={open ? resultsId : undefined}
            aria-label={`Change match for ${name}`}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Close' : 'Change'}
          </Button>
        </span>
      </div>
      {open ? (
        <div id={resultsId} role="group" aria-label={`Match for ${name}`} className="space-y-2">
          <Input
            type="search"
            aria-label={`Search the library for ${name}`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <ul aria-label="Library exercises" className="max-h-56 space-y-1 overflow-y-auto">
            {search.data?.items.map((exercise) => (
              <li key={exercise._id}>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-pressed={choice?._id === exercise._id}
                  className="w-full justify-start"
                  onClick={() => choose({ _id: exercise._id, name: exercise.name })}
                >
                  {exercise.name}
                  {exercise.custom ? <span className="text-muted">(yours)</span> : null}
                </Button>
              </li>
            ))}
          </ul>
          {search.isSuccess && search.data.items.length === 0 ? (
            <p className="text-sm text-muted">No library exercise matches.</p>
          ) : null}
          {search.isError ? (
            <LoadError message="The library could not be searched." onRetry={() => void search.refetch()} />
          ) : null}
          <Button variant="outline" size="sm" aria-pressed={choice === null} onClick={() => choose(null)}>
            A new custom exercise
          </Button>
        </div>
      ) : null}
    </li>
  );
}
