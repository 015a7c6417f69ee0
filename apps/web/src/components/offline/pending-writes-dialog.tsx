import { useMemo, useState } from 'react';
import { z } from 'zod';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Form, FormField, useSchemaForm } from '@/components/ui/form';
import { InlineAlert } from '@/components/ui/inline-alert';
import { ApiError } from '@/lib/api-client';
import { writeQueue } from '@/lib/offline/sync';
import type { QueuedRequest } from '@/lib/offline/write-queue';

type Scalar = string | number;

/** The body's top-level text and number fields: what the person can correct in a refused write. */
function editableFields(body: unknown): [string, Scalar][] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  return Object.entries(body as Record<string, unknown>).filter(
    (pair): pair is [string, Scalar] => typeof pair[1] === 'string' || typeof pair[1] === 'number',
  );
}

/** Units a body key can end in ('weightKg'): shown after the words, as the app's own forms write them. */
const UNIT_WORDS = new Set(['kg', 'lb', 'cm', 'in', 'ml', 'g', 'kcal', 'min']);

/**
 * A body key as a person reads it, for the field that corrects it: 'weightKg' → 'Weight (kg)', 'meal_type' →
 * 'Meal type'. The queue stores the request body, not the form that wrote it, so its keys are all there is.
 */
export function labelOfField(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  const unit = words.length > 1 && UNIT_WORDS.has(words.at(-1)!) ? words.pop() : undefined;
  const text = words.join(' ');
  const label = text.charAt(0).toUpperCase() + text.slice(1);
  return unit ? `${label} (${unit})` : label;
}

/** Any text per field: the server checks the write again when it is sent, and says what it refuses. */
const correctionSchema = z.record(z.string(), z.string());

function RefusedWrite({ entry }: { entry: QueuedRequest }) {
  const fields = editableFields(entry.body);
  const form = useSchemaForm(correctionSchema, {
    defaultValues: Object.fromEntries(fields.map(([name, value]) => [name, String(value)])),
  });
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  // The refusal is the failed request of this form: each field it names shows its message.
  const refusal = useMemo(
    () => ({
      isPending: false,
      error: entry.refusal && new ApiError({ ...entry.refusal, fromServer: true }),
    }),
    [entry.refusal],
  );

  const retry = (values: Record<string, string>) => {
    const body = { ...(entry.body as Record<string, unknown>) };
    for (const [name, original] of fields) {
      const text = values[name] ?? '';
      body[name] =
        typeof original === 'number' && text.trim() !== '' && !Number.isNaN(Number(text))
          ? Number(text)
          : text;
    }
    void writeQueue.retry(entry.id, body).then(() => writeQueue.flush());
  };

  return (
    <Form form={form} request={refusal} onSubmit={retry} className="space-y-3">
      <InlineAlert>Not saved: {entry.refusal?.message}</InlineAlert>
      {fields.length > 0 ? (
        <div className="grid gap-2 sm:grid-cols-2">
          {fields.map(([name]) => (
            <FormField key={name} name={name} label={labelOfField(name)} />
          ))}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          Send again
        </Button>
        <Button size="sm" variant="outline" onClick={() => setConfirmDiscard(true)}>
          Discard
        </Button>
      </div>
      <AlertDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title="Discard this change?"
        description={`${entry.label} will not be saved.`}
        confirmLabel="Discard"
        onConfirm={() => void writeQueue.discard(entry.id)}
      />
    </Form>
  );
}

const timeOf = (at: number) =>
  new Intl.DateTimeFormat(undefined, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(at));

/** The list behind the header's count (loaded on first opening, with the dialog library). */
export function PendingWritesDialog({
  entries,
  open,
  onOpenChange,
}: {
  entries: QueuedRequest[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Waiting to sync"
        description="Saved on this device. They are sent in order as soon as the network is back."
      >
        {entries.length === 0 ? <p className="text-sm text-muted">Everything is saved.</p> : null}
        <ul className="divide-y divide-line">
          {entries.map((entry) => (
            <li key={entry.id} className="space-y-2 py-3">
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-medium text-ink">{entry.label}</span>
                <span className="shrink-0 text-xs text-muted">
                  {entry.state === 'pending' ? 'Pending' : 'Refused'} · {timeOf(entry.createdAt)}
                </span>
              </div>
              {entry.state === 'refused' ? <RefusedWrite entry={entry} /> : null}
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
