import { SET_TYPES, type SetType } from '@momentum/shared';
import { ArrowDown, ArrowUp, Plus, Trash2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConvertedInput } from '@/components/ui/converted-input';
import { Input, inputStyles } from '@/components/ui/input';
import { useUnits } from '@/lib/settings';
import { cn } from '@/utils/cn';
import { cleanNumberText } from '../utils/number-text';
import { restSecondsFromText } from '../utils/plan-draft';
import {
  addSet,
  fieldsOfKind,
  removeSet,
  updateSet,
  type SessionExercise,
  type SetValues,
} from '../utils/session-exercises';
import { KIND_LABELS } from '../utils/exercise-labels';

const TYPE_NAMES: Record<SetType, string> = {
  normal: 'Normal',
  warmup: 'Warm-up',
  drop: 'Drop set',
  failure: 'To failure',
};
const TARGET_LABELS: Record<keyof SetValues, { short: string; long: string; decimals: boolean }> = {
  weightKg: { short: 'kg', long: 'weight in kg', decimals: true },
  reps: { short: 'reps', long: 'reps', decimals: false },
  durationS: { short: 's', long: 'time in seconds', decimals: false },
  distanceM: { short: 'm', long: 'distance in metres', decimals: true },
};

const smallInput = 'h-9 px-2 text-center tabular-nums';

export type PlanEntryEditorProps = {
  entry: SessionExercise;
  position: number;
  count: number;
  onChange: (entry: SessionExercise) => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
};

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
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            disabled={position === 0}
            onClick={() => onMove(-1)}
            aria-label={`Move ${entry.name} up`}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            disabled={position === count - 1}
            onClick={() => onMove(1)}
            aria-label={`Move ${entry.name} down`}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-danger hover:bg-danger-soft"
            onClick={onRemove}
            aria-label={`Remove ${entry.name} from the plan`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
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
                {SET_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {TYPE_NAMES[type]}
                  </option>
                ))}
              </select>
              {fields.map((field) => (
                <span key={field} className="flex items-center gap-1">
                  {field === 'weightKg' ? (
                    // Kept in kilograms, typed in the person's unit (Units.weightFromInputText: no drift).
                    <ConvertedInput
                      aria-label={`${label} weight in ${units.weight}`}
                      inputMode="decimal"
                      autoComplete="off"
                      value={set.weightKg}
                      toInput={units.weightInputText}
                      fromInput={units.weightFromInputText}
                      clean={(text) => cleanNumberText(text, true)}
                      onValueChange={(weightKg) => onChange(updateSet(entry, set.id, { weightKg }))}
                      className={cn(inputStyles, smallInput, 'w-16')}
                    />
                  ) : (
                    <Input
                      aria-label={`${label} ${TARGET_LABELS[field].long}`}
                      inputMode={TARGET_LABELS[field].decimals ? 'decimal' : 'numeric'}
                      autoComplete="off"
                      value={set[field]}
                      onChange={(event) =>
                        onChange(
                          updateSet(entry, set.id, {
                            [field]: cleanNumberText(event.target.value, TARGET_LABELS[field].decimals),
                          }),
                        )
                      }
                      className={`${smallInput} w-16`}
                    />
                  )}
                  <span aria-hidden="true" className="text-xs text-muted">
                    {field === 'weightKg' ? units.weight : TARGET_LABELS[field].short}
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
