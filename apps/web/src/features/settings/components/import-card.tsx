import type { ImportPreview, WeightUnit } from '@momentum/shared';
import { FileUp } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormField, useSchemaForm } from '@/components/ui/form';
import { InlineAlert } from '@/components/ui/inline-alert';
import { ProgressBar } from '@/components/ui/progress-bar';
import { getErrorMessage } from '@/lib/api-client';
import { useUnits } from '@/lib/settings';
import { IMPORT_MAX_MB, useConfirmImport, useImportWeights, usePreviewImport } from '../api/data';
import { ChoiceGroup } from './choice-group';
import { ExerciseMatchPicker, type ExerciseChoice } from './exercise-match-picker';

const FORMAT_NAMES: Record<ImportPreview['format'], string> = {
  strong: 'Strong (comma-separated)',
  'strong-semicolon': 'Strong (semicolon-separated)',
  hevy: 'Hevy',
};
const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

// Loaded beside the page rather than with it: the check only runs when a file is sent.
const loadFilePickerSchema = () => import('./file-picker-schema').then((module) => module.filePickerSchema);

/** What a file upload shows: its pending state, its progress (0-100) and its failure. */
interface UploadState {
  isPending: boolean;
  progress: number;
  isError: boolean;
  error: unknown;
}

/** The file field with its upload's progress and error beneath it. */
function FilePicker({
  label,
  onPick,
  upload,
}: {
  label: string;
  onPick: (file: File) => void;
  upload: UploadState;
}) {
  const busy = upload.isPending;
  const form = useSchemaForm(loadFilePickerSchema, { defaultValues: { files: undefined } });
  const chosen = form.watch('files')?.[0];
  return (
    <>
      <Form
        form={form}
        onSubmit={onPick}
        request={{ isPending: busy }}
        className="flex flex-wrap items-end gap-3"
      >
        <FormField name="files" label={label} className="min-w-0 flex-1 basis-60">
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".csv,text/csv"
              className="block w-full text-sm text-muted file:mr-3 file:h-10 file:cursor-pointer file:rounded-lg file:border file:border-field file:bg-surface file:px-4 file:font-semibold file:text-ink"
            />
          )}
        </FormField>
        <Button type="submit" variant="outline" disabled={!chosen || busy}>
          <FileUp aria-hidden="true" />
          {busy ? 'Uploading...' : 'Upload'}
        </Button>
      </Form>
      {busy ? <ProgressBar value={upload.progress} label="Upload progress" /> : null}
      {upload.isError ? (
        <InlineAlert>{getErrorMessage(upload.error, 'The file could not be read.')}</InlineAlert>
      ) : null}
    </>
  );
}

/** One figure of the preview: a muted term over its value. */
function Figure({ term, testId, children }: { term: string; testId?: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted">{term}</dt>
      <dd className="font-medium" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** Strong or Hevy history: upload (with progress), the preview, matches and unit, then the import and its report. */
function WorkoutImport() {
  const units = useUnits();
  const upload = usePreviewImport();
  const confirm = useConfirmImport();
  // The matches the person changed, by the file's exercise name; each applies to every row of that name.
  const [choices, setChoices] = useState<Partial<Record<string, ExerciseChoice>>>({});
  const [unit, setUnit] = useState<WeightUnit | null>(null);
  const preview = upload.data;

  const start = (file: File) => {
    confirm.reset();
    setChoices({});
    setUnit(null);
    upload.mutate(file);
  };
  const importNow = () => {
    if (!preview) return;
    confirm.mutate({
      importId: preview.importId,
      body: {
        matches: Object.entries(choices).map(([name, choice]) => ({ name, exerciseId: choice?._id ?? null })),
        ...(preview.weightUnitFromFile ? {} : { weightUnit: unit ?? preview.weightUnit }),
      },
    });
  };

  return (
    <section aria-labelledby="workout-import-heading" className="space-y-4">
      <h3 id="workout-import-heading" className="font-semibold text-ink">
        Workouts from Strong or Hevy
      </h3>
      <FilePicker label={`CSV export (up to ${IMPORT_MAX_MB} MB)`} onPick={start} upload={upload} />

      {preview && !confirm.isSuccess ? (
        <div
          className="space-y-4 rounded-xl border border-line p-4"
          aria-label="Import preview"
          role="region"
        >
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            <Figure term="Format">{FORMAT_NAMES[preview.format]}</Figure>
            <Figure term="Workouts" testId="preview-workouts">
              {preview.workouts}
            </Figure>
            <Figure term="Sets" testId="preview-sets">
              {preview.sets}
            </Figure>
            <Figure term="Dates">
              {preview.from && preview.to
                ? `${day.format(new Date(preview.from))} – ${day.format(new Date(preview.to))}`
                : '-'}
            </Figure>
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
              {preview.exercises.map((exercise) => (
                <ExerciseMatchPicker
                  key={exercise.name}
                  name={exercise.name}
                  choice={exercise.name in choices ? (choices[exercise.name] ?? null) : exercise.match}
                  onChoose={(choice) => setChoices({ ...choices, [exercise.name]: choice })}
                />
              ))}
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
      <FilePicker label="Weight CSV" onPick={(file) => upload.mutate(file)} upload={upload} />
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
