import { Camera } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingText } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/load-error';
import { useProgressEntries } from '../api/get-progress-entries';
import { ProgressEntryCard } from './progress-entry-card';

export function ProgressEntries() {
  const entries = useProgressEntries();
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
        ) : entries.isError ? (
          <LoadError message="Failed to load progress" onRetry={() => void entries.refetch()} />
        ) : entries.data.length === 0 ? (
          <EmptyState
            icon={Camera}
            title="No progress entries yet."
            description="Use Progress Photo to start today's entry, then add photos to it."
          />
        ) : (
          <div className="space-y-3">
            {entries.data.map((entry) => (
              <ProgressEntryCard key={entry._id} entry={entry} />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
