import { useState } from 'react';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
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

function RefusedWrite({ entry }: { entry: QueuedRequest }) {
  const fields = editableFields(entry.body);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map(([name, value]) => [name, String(value)])),
  );
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const fieldErrors = entry.refusal?.fields ?? {};

  const retry = () => {
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
    <div className="space-y-3">
      <p className="text-sm text-red-700" role="alert">
        Not saved: {entry.refusal?.message}
      </p>
      {fields.length > 0 ? (
        <div className="grid gap-2 sm:grid-cols-2">
          {fields.map(([name]) => {
            const id = `fix-${entry.id}-${name}`;
            return (
              <div key={name} className="space-y-1">
                <Label htmlFor={id}>{name}</Label>
                <Input
                  id={id}
                  value={values[name] ?? ''}
                  aria-invalid={fieldErrors[name] ? true : undefined}
                  onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
                />
                {fieldErrors[name] ? <p className="text-xs text-red-700">{fieldErrors[name]}</p> : null}
              </div>
            );
          })}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={retry}>
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
    </div>
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
