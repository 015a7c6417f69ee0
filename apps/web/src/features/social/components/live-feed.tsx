import { MessageSquare } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingText } from '@/components/ui/spinner';
import { useFeed } from '../api/get-feed';
import { PostCard } from './post-card';

export function LiveFeed({ currentUserId }: { currentUserId: string }) {
  const feed = useFeed();
  return (
    <Card aria-labelledby="live-feed-title">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle id="live-feed-title">Live feed</CardTitle>
        {feed.data ? (
          <p className="text-sm text-muted" role="status">
            {`Feed posts: ${feed.data.length}`}
          </p>
        ) : null}
      </CardHeader>
      <CardContent>
        {feed.isPending ? (
          <LoadingText>Loading feed...</LoadingText>
        ) : feed.isError ? (
          <p role="alert" className="text-sm font-medium text-danger">
            Failed to load feed
          </p>
        ) : feed.data.length === 0 ? (
          <EmptyState
            icon={MessageSquare}
            title="No posts yet."
            description="Share how your training went."
          />
        ) : (
          <div className="space-y-3">
            {feed.data.map((post) => (
              <PostCard key={post._id} post={post} currentUserId={currentUserId} />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
