import { ContentLayout } from '@/components/layout/content-layout';
import { ProgressEntries } from '@/features/progress/components/progress-entries';
import { ProgressPhotoButton } from '@/features/progress/components/progress-photo-button';
import { ProgressTabs } from '@/features/progress/components/progress-tabs';

export default function ProgressRoute() {
  return (
    <ContentLayout
      title="Progress"
      description="Body measurements and progress photos."
      actions={<ProgressPhotoButton />}
    >
      <div className="space-y-6">
        <ProgressTabs />
        <ProgressEntries />
      </div>
    </ContentLayout>
  );
}
