import type { ImportPreview, WeightUnit } from '@momentum/shared';
import { FileUp } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineAlert } from '@/components/ui/inline-alert';
import { ProgressBar } from '@/components/ui/progress-bar';
import { getErrorMessage } from '@/lib/api-client';
import { useUnits } from '@/lib/settings';
import { IMPORT_MAX_MB, useConfirmImport, useImportWeights, usePreviewImport } from '../api/data';
import { ChoiceGroup } from './choice-group';

const FORMAT_NAMES: Record<ImportPreview['format'], string> = {
  strong: 'Strong (comma-separated)',
  'strong-semicolon': 'Strong (semicolon-separated)',
  hevy: 'Hevy',
};
const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function FilePicker({ label, onPick, busy }: { label: string; onPick: (file: File) => void; busy: boolean }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) onPick(file);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 basis-60 space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          {label}
        </label>
        <input
          id={id}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="block w-full text-sm text-muted file:mr-3 file:h-10 file:cursor-pointer file:rounded-lg file:border file:border-field file:bg-surface file:px-4 file:font-semibold file:text-ink"
        />
      </div>
      <Button type="submit" variant="outline" disabled={!file || busy}>
        <FileUp aria-hidden="true" />
        {busy ? 'Uploading...' : 'Upload'}
      </Button>
    </form>
  );
}

/** Strong or Hevy history: upload (with progress), the preview, matches and unit, then the import and its report. */
function WorkoutImport() {
  const units = useUnits();
  const upload = usePreviewImport();
  const confirm = useConfirmImport();
  const [customNames, setCustomNames] = useState<Set<string>>(new Set());
  const [unit, setUnit] = useState<WeightUnit | null>(null);
  const preview = upload.data;

  const start = (file: File) => {
    confirm.reset();
    setCustomNames(new Set());
    setUnit(null);
    upload.mutate(file);
  };
  const importNow = () => {
    if (!preview) return;
    confirm.mutate({
      importId: preview.importId,
      body: {
        matches: [...customNames].map((name) => ({ name, exerciseId: null })),
        ...(preview.weightUnitFromFile ? {} : { weightUnit: unit ?? preview.weightUnit }),
      },
    });
  };

  return (
    <section aria-labelledby="workout-import-heading" className="space-y-4">
      <h3 id="workout-import-heading" className="font-semibold text-ink">
        Workouts from Strong or Hevy
      </h3>
      <FilePicker label={`CSV export (up to ${IMPORT_MAX_MB} MB)`} onPick={start} busy={upload.isPending} />
      {upload.isPending ? <ProgressBar value={upload.progress} label="Upload progress" /> : null}
      {upload.isError ? (
        <InlineAlert>{getErrorMessage(upload.error, 'The file could not be read.')}</InlineAlert>
      ) : null}

      {preview && !confirm.isSuccess ? (
        <div
          className="space-y-4 rounded-xl border border-line p-4"
          aria-label="Import preview"
          role="region"
        >
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-muted">Format</dt>
              <dd className="font-medium">{FORMAT_NAMES[preview.format]}</dd>
            </div>
            <div>
              <dt className="text-muted">Workouts</dt>
              <dd className="font-medium" data-testid="preview-workouts">
                {preview.workouts}
              </dd>
            </div>
            <div>
              <dt className="text-muted">Sets</dt>
              <dd className="font-medium" data-testid="preview-sets">
                {preview.sets}
              </dd>
            </div>
            <div>
              <dt className="text-muted">Dates</dt>
              <dd className="font-medium">
                {preview.from && preview.to
                  ? `${day.format(new Date(preview.from))} – ${day.format(new Date(preview.to))}`
                  : '-'}
              </dd>
            </div>
          </dl>
          {preview.duplicates > 0 ? (
            <p className="rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning-ink">
              {preview.duplicates} {preview.duplicates === 1 ? 'workout was' : 'workouts were'} imported
              before and will not be imported again.
            </p>
          ) : null}
          {preview.weightUnitFromFile ? null : (
            <ChoiceGroup
              legend="The file does not say its weight unit. Its weights are in"
              value={unit ?? preview.weightUnit ?? units.weight}
              choices={[
                { value: 'kg', label: 'kg' },
                { value: 'lb', label: 'lb' },
              ]}
              onChange={setUnit}
            />
          )}
          <div>
            <h4 className="text-sm font-semibold text-ink">Exercises</h4>
            <ul className="mt-2 divide-y divide-line text-sm">
              {preview.exercises.map((exercise) => {
                const custom = exercise.match === null || customNames.has(exercise.name);
                return (
                  <li key={exercise.name} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="min-w-0 font-medium break-words">{exercise.name}</span>
                    {exercise.match ? (
                      <label className="flex items-center gap-2 text-muted">
                        <select
                          aria-label={`Match for ${exercise.name}`}
                          value={custom ? 'custom' : exercise.match._id}
                          onChange={(event) => {
                            const next = new Set(customNames);
                            if (event.target.value === 'custom') next.add(exercise.name);
                            else next.delete(exercise.name);
                            setCustomNames(next);
                          }}
                          className="h-9 rounded-lg border border-field bg-surface px-2 text-sm text-ink"
                        >
                          <option value={exercise.match._id}>{exercise.match.name}</option>
                          <option value="custom">A new custom exercise</option>
                        </select>
                      </label>
                    ) : (
                      <span className="text-muted">New custom exercise</span>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
          {preview.errors.length > 0 ? (
            <details className="text-sm">
              <summary className="cursor-pointer font-medium text-danger">
                {preview.errors.length} {preview.errors.length === 1 ? 'row' : 'rows'} cannot be read and will
                be left out
              </summary>
              <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto text-muted">
                {preview.errors.map((error) => (
                  <li key={`${error.line}-${error.message}`}>
                    Line {error.line}: {error.message}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          {confirm.isPending ? (
            <div
              role="progressbar"
              aria-label="Importing"
              className="h-2.5 w-full animate-pulse rounded-full bg-brand-600"
            />
          ) : null}
          {confirm.isError ? (
            <InlineAlert>
              {getErrorMessage(confirm.error, 'The import did not finish. Nothing was stored.')}
            </InlineAlert>
          ) : null}
          <Button onClick={importNow} disabled={confirm.isPending || preview.workouts === 0}>
            {confirm.isPending
              ? 'Importing...'
              : `Import ${preview.workouts} ${preview.workouts === 1 ? 'workout' : 'workouts'}`}
          </Button>
        </div>
      ) : null}

      {confirm.data ? (
        <p role="status" className="rounded-lg bg-success-soft px-3 py-2 text-sm text-success-ink">
          Imported {confirm.data.workouts} {confirm.data.workouts === 1 ? 'workout' : 'workouts'} with{' '}
          {confirm.data.sets} sets.
        </p>
      ) : null}
    </section>
  );
}

function WeightImport() {
  const upload = useImportWeights();
  const result = upload.data;
  return (
    <section aria-labelledby="weight-import-heading" className="space-y-4 border-t border-line pt-6">
      <h3 id="weight-import-heading" className="font-semibold text-ink">
        Weight history
      </h3>
      <p className="text-sm text-muted">
        A CSV with the columns <code>date,weight</code>; the unit in the header (<code>weight (lbs)</code>),
        in a <code>unit</code> column, or else your unit.
      </p>
      <FilePicker label="Weight CSV" onPick={(file) => upload.mutate(file)} busy={upload.isPending} />
      {upload.isPending ? <ProgressBar value={upload.progress} label="Upload progress" /> : null}
      {upload.isError ? (
        <InlineAlert>{getErrorMessage(upload.error, 'The file could not be read.')}</InlineAlert>
      ) : null}
      {result ? (
        <div role="status" className="space-y-1 text-sm">
          <p className="text-success-ink">
            Imported {result.imported} {result.imported === 1 ? 'weigh-in' : 'weigh-ins'}
            {result.skipped > 0 ? `; ${result.skipped} already stored` : ''}.
          </p>
          {result.errors.map((error) => (
            <p key={error.line} className="text-muted">
              Line {error.line}: {error.message}
            </p>
          ))}
        </div>
      ) : null}
    </section>
  );
}

export function ImportCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Import</CardTitle>
        <CardDescription>
          Bring your history from another app. You see what will be added first.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <WorkoutImport />
        <WeightImport />
      </CardContent>
    </Card>
  );
}
