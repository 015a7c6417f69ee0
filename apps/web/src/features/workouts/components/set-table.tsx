import { SET_TYPES, type ExerciseKind, type SetType } from '@momentum/shared';
import { Check, Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SelectOptions } from '@/components/ui/native-select';
import { useUnits, type Units } from '@/lib/settings';
import { cn } from '@/utils/cn';
import { fieldsOfKind, type SessionExercise, type SessionSet } from '../utils/session-exercises';
import { SET_FIELDS, SET_TYPE_NAMES } from '../utils/exercise-labels';
import { SetFieldInput } from './set-field-input';

const TYPE_BADGES: Record<Exclude<SetType, 'normal'>, string> = { warmup: 'W', drop: 'D', failure: 'F' };
const TYPE_COLOURS: Record<SetType, string> = {
  normal: 'bg-subtle text-ink',
  warmup: 'bg-warning-soft text-warning-ink',
  drop: 'bg-info-soft text-info-ink',
  failure: 'bg-danger-soft text-danger-ink',
};

export type SetTableProps = {
  exercise: SessionExercise;
  /** What each set was last time, by position ('60 kg × 8'); null where there was no such set. */
  lastTime: Array<string | null>;
  /** True while last time's sets are being fetched. */
  lastTimeLoading?: boolean;
  onChangeSet: (setId: string, change: Partial<Omit<SessionSet, 'id' | 'completed'>>) => void;
  onToggleSet: (setId: string, completed: boolean) => void;
  onAddSet: () => void;
  onRemoveSet: (setId: string) => void;
};

/** One exercise's sets: number and type, last time, the inputs for this kind, and the tick that completes it. */
export function SetTable({
  exercise,
  lastTime,
  lastTimeLoading = false,
  onChangeSet,
  onToggleSet,
  onAddSet,
  onRemoveSet,
}: SetTableProps) {
  const fields = fieldsOfKind(exercise.kind);
  const units = useUnits();
  return (
    <div>
      <table className="w-full table-fixed border-separate border-spacing-y-1 text-sm">
        <caption className="sr-only">Sets of {exercise.name}</caption>
        <colgroup>
          <col className="w-10 sm:w-11" />
          <col />
          {fields.map((field) => (
            <col key={field} className={field === 'distanceM' ? 'w-16 sm:w-28' : 'w-14 sm:w-24'} />
          ))}
          <col className="w-10 sm:w-11" />
          <col className="w-8 sm:w-9" />
        </colgroup>
        <thead>
          <tr className="text-left text-xs font-semibold tracking-wide text-muted uppercase">
            <th scope="col" className="px-1 pb-1 text-center">
              Set
            </th>
            <th scope="col" className="px-1 pb-1">
              Last time
            </th>
            {fields.map((field) => (
              <th key={field} scope="col" className="px-1 pb-1 text-center normal-case">
                {field === 'weightKg' ? units.weight : SET_FIELDS[field].heading}
              </th>
            ))}
            <th scope="col" className="px-1 pb-1 text-center">
              <span className="sr-only">Done</span>
              <Check aria-hidden="true" className="mx-auto size-4" />
            </th>
            <th scope="col" className="pb-1">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {exercise.sets.map((set, index) => (
            <SetRow
              key={set.id}
              set={set}
              number={index + 1}
              kind={exercise.kind}
              exerciseName={exercise.name}
              lastTime={lastTimeLoading ? '…' : (lastTime[index] ?? null)}
              units={units}
              onChange={(change) => onChangeSet(set.id, change)}
              onToggle={(completed) => onToggleSet(set.id, completed)}
              onRemove={() => onRemoveSet(set.id)}
            />
          ))}
        </tbody>
      </table>
      {exercise.sets.length === 0 ? <p className="py-2 text-sm text-muted">No sets yet.</p> : null}
      <Button
        variant="ghost"
        size="sm"
        className="mt-1 w-full"
        onClick={onAddSet}
        aria-label={`Add set to ${exercise.name}`}
      >
        <Plus aria-hidden="true" />
        Add set
      </Button>
    </div>
  );
}

function SetRow({
  set,
  number,
  kind,
  exerciseName,
  lastTime,
  units,
  onChange,
  onToggle,
  onRemove,
}: {
  units: Units;
  set: SessionSet;
  number: number;
  kind: ExerciseKind;
  exerciseName: string;
  lastTime: string | null;
  onChange: (change: Partial<Omit<SessionSet, 'id' | 'completed'>>) => void;
  onToggle: (completed: boolean) => void;
  onRemove: () => void;
}) {
  const label = `${exerciseName} set ${number}`;
  const cell = 'px-1 py-1 first:rounded-l-lg last:rounded-r-lg';
  return (
    <tr className={cn(set.completed ? 'bg-success-soft' : 'bg-transparent')}>
      <td className={cn(cell, 'text-center')}>
        {/* The badge is what the eye reads; the native select over it is what a keyboard and a screen reader use. */}
        <span className="relative inline-flex focus-within:rounded-md focus-within:outline-2 focus-within:outline-brand-600">
          <span
            aria-hidden="true"
            className={cn(
              'flex size-8 items-center justify-center rounded-md text-sm font-bold',
              TYPE_COLOURS[set.type],
            )}
          >
            {set.type === 'normal' ? number : TYPE_BADGES[set.type]}
          </span>
          <select
            aria-label={`${label} type`}
            value={set.type}
            onChange={(event) => onChange({ type: event.target.value as SetType })}
            className="absolute inset-0 cursor-pointer opacity-0"
          >
            <SelectOptions values={SET_TYPES} label={SET_TYPE_NAMES} />
          </select>
        </span>
      </td>
      <td className={cn(cell, 'truncate text-xs text-muted sm:text-sm')} title={lastTime ?? undefined}>
        {lastTime ?? '-'}
      </td>
      {fieldsOfKind(kind).map((field) => (
        <td key={field} className={cell}>
          <SetFieldInput
            field={field}
            set={set}
            label={label}
            units={units}
            enterKeyHint="next"
            className={cn(
              'h-9 w-full rounded-md border border-field bg-surface px-1 text-center text-base font-semibold tabular-nums sm:text-sm',
              'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0',
              set.completed && 'border-success-line bg-success-soft',
            )}
            onChange={onChange}
          />
        </td>
      ))}
      <td className={cn(cell, 'text-center')}>
        <input
          type="checkbox"
          aria-label={`${label} done`}
          checked={set.completed}
          onChange={(event) => onToggle(event.target.checked)}
          className="size-6 cursor-pointer accent-emerald-600"
        />
      </td>
      <td className={cn(cell, 'text-center')}>
        <button
          type="button"
          aria-label={`Remove ${label}`}
          onClick={onRemove}
          className="inline-flex size-8 items-center justify-center rounded-md text-muted hover:bg-subtle hover:text-danger"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </td>
    </tr>
  );
}
