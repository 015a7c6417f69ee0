import { Button } from './button';
import { LoadError } from './load-error';

export type LoadOlderProps = {
  /** Whether the server said an older page exists. */
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
  /** What the list holds, for the button's text: 'entries' reads 'Load older entries'. */
  noun: string;
};

/** The way to a list's older items: one page at a time, never the whole history at once. */
export function LoadOlder({ hasMore, loading, failed, onLoad, noun }: LoadOlderProps) {
  if (failed) return <LoadError message={`Failed to load older ${noun}`} onRetry={onLoad} />;
  if (!hasMore) return null;
  return (
    <Button variant="outline" className="w-full" disabled={loading} aria-busy={loading} onClick={onLoad}>
      {loading ? `Loading older ${noun}...` : `Load older ${noun}`}
    </Button>
  );
}
