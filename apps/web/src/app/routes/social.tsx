import { ContentLayout } from '@/components/layout/content-layout';
import { useUser } from '@/features/auth/api/get-user';
import { LiveFeed } from '@/features/social/components/live-feed';
import { QuickPost } from '@/features/social/components/quick-post';
import { SampleSidebar } from '@/features/social/components/sample-sidebar';
import { SampleTabs } from '@/features/social/components/sample-tabs';
import { SearchFriends } from '@/features/social/components/search-friends';

export default function SocialRoute() {
  // RequireAuth above this route guarantees a user; the social feature gets only the id it needs.
  const { data: user } = useUser();
  return (
    <ContentLayout title="Social" actions={<SearchFriends />}>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <QuickPost />
          <LiveFeed currentUserId={user?._id ?? ''} />
          <SampleTabs />
        </div>
        <SampleSidebar />
      </div>
    </ContentLayout>
  );
}
