import type { Exercise } from '@momentum/shared';
import { ListPlus } from 'lucide-react';
import { draftEntryOf, moveEntry, type PlanDraft } from '../utils/plan-draft';
import { ExercisePicker } from './exercise-picker';
import { PlanEntryEditor } from './plan-entry-editor';

/** A template's plan: exercises picked from the library, in order, each with rest and target sets. */
export function PlanEditor({ draft, onChange }: { draft: PlanDraft; onChange: (draft: PlanDraft) => void }) {
  return (
    <section aria-labelledby="plan-editor-title" className="space-y-3">
      <div>
        <h3 id="plan-editor-title" className="flex items-center gap-2 text-sm font-semibold">
          <ListPlus aria-hidden="true" className="size-4 text-brand-700" />
          Plan from the library
        </h3>
        <p className="text-sm text-muted">
          Pick from the library to set target sets, reps and rest; the plan then names the template&apos;s
          exercises.
        </p>
      </div>
      {draft.length > 0 ? (
        <ol className="space-y-2" aria-label="Plan">
          {draft.map((entry, index) => (
            <PlanEntryEditor
              key={entry.id}
              entry={entry}
              position={index}
              count={draft.length}
              onChange={(changed) => onChange(draft.map((item) => (item.id === entry.id ? changed : item)))}
              onMove={(delta) => onChange(moveEntry(draft, index, delta))}
              onRemove={() => onChange(draft.filter((item) => item.id !== entry.id))}
            />
          ))}
        </ol>
      ) : null}
      <ExercisePicker onPick={(exercise: Exercise) => onChange([...draft, draftEntryOf(exercise)])} />
    </section>
  );
}
