import { useSearchParams } from 'react-router';
import { ContentLayout } from '@/components/layout/content-layout';
import { useUser } from '@/features/auth/api/get-user';
import { CommunityTabs } from '@/features/social/components/community-tabs';
import { LiveFeed } from '@/features/social/components/live-feed';
import { QuickPost } from '@/features/social/components/quick-post';
import { SearchFriends } from '@/features/social/components/search-friends';
import { YourStats } from '@/features/social/components/your-stats';

export default function SocialRoute() {
  // RequireAuth above this route guarantees a user; the social feature gets only the id it needs.
  const { data: user } = useUser();
  const [params] = useSearchParams();
  return (
    <ContentLayout title="Social" actions={<SearchFriends />}>
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="min-w-0 space-y-6 lg:col-span-3">
          <QuickPost />
          <LiveFeed currentUserId={user?._id ?? ''} focusPostId={params.get('post') ?? undefined} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <YourStats />
          <CommunityTabs />
        </div>
      </div>
    </ContentLayout>
  );
}
