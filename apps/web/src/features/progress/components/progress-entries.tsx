import { Camera } from 'lucide-react';
import { TitledCard } from '@/components/ui/titled-card';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedList } from '@/components/ui/paged-list';
import { useProgressEntryPages } from '../api/get-progress-entries';
import { ProgressEntryCard } from './progress-entry-card';

export function ProgressEntries() {
  const entries = useProgressEntryPages();
  return (
    <TitledCard
      title="Your progress entries"
      description="Photos and measurements, newest day first. Only you can see your photos."
    >
      <PagedList
        query={entries}
        noun="entries"
        loadingText="Loading progress..."
        failedMessage="Failed to load progress"
        empty={
          <EmptyState
            icon={Camera}
            title="No progress entries yet."
            description="Use Progress Photo to start today's entry, then add photos to it."
          />
        }
        className="space-y-3"
      >
        {(loaded) => loaded.map((entry) => <ProgressEntryCard key={entry._id} entry={entry} />)}
      </PagedList>
    </TitledCard>
  );
}
