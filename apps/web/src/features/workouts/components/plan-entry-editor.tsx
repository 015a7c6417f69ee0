import { SET_TYPES, type SetType } from '@momentum/shared';
import { ArrowDown, ArrowUp, Plus, Trash2, X } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { SelectOptions } from '@/components/ui/native-select';
import { Input, inputStyles } from '@/components/ui/input';
import { useUnits } from '@/lib/settings';
import { cn } from '@/utils/cn';
import { cleanNumberText } from '../utils/number-text';
import { restSecondsFromText } from '../utils/plan-draft';
import { addSet, fieldsOfKind, removeSet, updateSet, type SessionExercise } from '../utils/session-exercises';
import { KIND_LABELS, SET_FIELDS, SET_TYPE_NAMES } from '../utils/exercise-labels';
import { SetFieldInput } from './set-field-input';

const smallInput = 'h-9 px-2 text-center tabular-nums';

export type PlanEntryEditorProps = {
  entry: SessionExercise;
  position: number;
  count: number;
  onChange: (entry: SessionExercise) => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
};

/** A small icon button of the entry's header (move up, move down, remove). */
function EntryButton({ className, ...props }: ButtonProps) {
  return <Button variant="ghost" size="icon" className={cn('size-8', className)} {...props} />;
}

/** One exercise of a template's plan: its place in the order, rest and target sets. */
export function PlanEntryEditor({
  entry,
  position,
  count,
  onChange,
  onMove,
  onRemove,
}: PlanEntryEditorProps) {
  const fields = fieldsOfKind(entry.kind);
  const units = useUnits();
  return (
    <li className="rounded-xl border border-line p-3">
      <div className="flex items-start gap-2">
        <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">
          {position + 1}
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words">{entry.name}</p>
          <p className="text-xs text-muted">{KIND_LABELS[entry.kind]}</p>
        </div>
        <div className="flex shrink-0">
          <EntryButton
            aria-label={`Move ${entry.name} up`}
            disabled={position === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" />
          </EntryButton>
          <EntryButton
            aria-label={`Move ${entry.name} down`}
            disabled={position === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
          </EntryButton>
          <EntryButton
            aria-label={`Remove ${entry.name} from the plan`}
            className="text-danger hover:bg-danger-soft"
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
          </EntryButton>
        </div>
      </div>

      <div className="mt-3 flex items-center gap-2 text-sm">
        <span aria-hidden="true" className="text-muted">
          Rest between sets (s)
        </span>
        <Input
          aria-label={`${entry.name} rest in seconds`}
          inputMode="numeric"
          autoComplete="off"
          value={String(entry.restSeconds)}
          onChange={(event) =>
            onChange({
              ...entry,
              restSeconds: restSecondsFromText(cleanNumberText(event.target.value, false)),
            })
          }
          className={`${smallInput} w-20`}
        />
      </div>

      <p className="mt-3 text-xs font-semibold tracking-wide text-muted uppercase">Target sets</p>
      <ol className="mt-1 space-y-1.5">
        {entry.sets.map((set, index) => {
          const label = `${entry.name} target set ${index + 1}`;
          return (
            <li key={set.id} className="flex flex-wrap items-center gap-1.5">
              <span className="w-5 text-sm font-semibold text-muted tabular-nums">{index + 1}</span>
              <select
                aria-label={`${label} type`}
                value={set.type}
                onChange={(event) =>
                  onChange(updateSet(entry, set.id, { type: event.target.value as SetType }))
                }
                className="h-9 rounded-lg border border-field bg-surface px-2 text-sm"
              >
                <SelectOptions values={SET_TYPES} label={SET_TYPE_NAMES} />
              </select>
              {fields.map((field) => (
                <span key={field} className="flex items-center gap-1">
                  <SetFieldInput
                    field={field}
                    set={set}
                    label={label}
                    units={units}
                    className={cn(inputStyles, smallInput, 'w-16')}
                    onChange={(change) => onChange(updateSet(entry, set.id, change))}
                  />
                  <span aria-hidden="true" className="text-xs text-muted">
                    {field === 'weightKg' ? units.weight : SET_FIELDS[field].unit}
                  </span>
                </span>
              ))}
              <button
                type="button"
                aria-label={`Remove ${label}`}
                onClick={() => onChange(removeSet(entry, set.id))}
                className="ml-auto inline-flex size-8 items-center justify-center rounded-md text-muted hover:bg-subtle hover:text-danger"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ol>
      <Button
        variant="ghost"
        size="sm"
        className="mt-1"
        onClick={() => onChange(addSet(entry))}
        aria-label={`Add a target set to ${entry.name}`}
      >
        <Plus aria-hidden="true" />
        Add set
      </Button>
    </li>
  );
}
