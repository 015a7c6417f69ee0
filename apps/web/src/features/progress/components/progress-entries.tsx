import { Camera } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingText } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/load-error';
import { LoadOlder } from '@/components/ui/load-older';
import { useProgressEntryPages } from '../api/get-progress-entries';
import { ProgressEntryCard } from './progress-entry-card';

export function ProgressEntries() {
  const entries = useProgressEntryPages();
  // Every page loaded so far, newest first.
  const loaded = entries.data?.pages.flatMap((page) => page.entries);
  // A failed 'Load older' keeps the entries already shown and says so under them.
  const loadFailed = entries.isError && !entries.isFetchNextPageError;
  return (
    <Card aria-labelledby="progress-entries-title">
      <CardHeader>
        <CardTitle id="progress-entries-title">Your progress entries</CardTitle>
        <CardDescription>
          Photos and measurements, newest day first. Only you can see your photos.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {entries.isPending ? (
          <LoadingText>Loading progress...</LoadingText>
        ) : loadFailed || !loaded ? (
          <LoadError message="Failed to load progress" onRetry={() => void entries.refetch()} />
        ) : loaded.length === 0 ? (
          <EmptyState
            icon={Camera}
            title="No progress entries yet."
            description="Use Progress Photo to start today's entry, then add photos to it."
          />
        ) : (
          <div className="space-y-3">
            {loaded.map((entry) => (
              <ProgressEntryCard key={entry._id} entry={entry} />
            ))}
            <LoadOlder
              hasMore={entries.hasNextPage}
              loading={entries.isFetchingNextPage}
              failed={entries.isFetchNextPageError}
              onLoad={() => void entries.fetchNextPage()}
              noun="entries"
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
