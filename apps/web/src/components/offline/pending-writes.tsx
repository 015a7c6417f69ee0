import { CloudUpload, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { usePendingWrites } from '@/lib/offline/sync';

// The list opens in a dialog: it and the dialog library load on first use, not with the page.
const PendingWritesDialog = lazy(async () => ({
  default: (await import('./pending-writes-dialog')).PendingWritesDialog,
}));

/**
 * The header's count of writes waiting on the device (issue 19), opening the list: each pending one, and each one
 * the server refused with its reason, to correct and send again, or discard. Nothing queued: nothing shown.
 */
export function PendingWrites() {
  const entries = usePendingWrites();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (open && !loaded) setLoaded(true);
  const refused = entries.filter((entry) => entry.state === 'refused').length;
  const [count, what] = refused > 0 ? [refused, 'not saved'] : [entries.length, 'pending'];
  return (
    <>
      {entries.length > 0 ? (
        <Button
          variant={refused > 0 ? 'danger' : 'outline'}
          size="sm"
          className="gap-1.5"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {refused > 0 ? (
            <TriangleAlert aria-hidden="true" className="size-4" />
          ) : (
            <CloudUpload aria-hidden="true" className="size-4" />
          )}
          {count}
          {/* On a phone the header has room for the count only; screen readers hear the words everywhere. */}
          <span className="sr-only sm:not-sr-only">{` ${what}`}</span>
          <span className="sr-only"> to sync</span>
        </Button>
      ) : null}
      {loaded ? (
        <Suspense fallback={null}>
          <PendingWritesDialog entries={entries} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
