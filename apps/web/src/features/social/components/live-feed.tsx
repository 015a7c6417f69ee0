import { Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/spinner';
import { useFeed } from '../api/get-feed';
import { focusFriendSearch } from './friends-tab';
import { PostCard } from './post-card';

export function LiveFeed({ currentUserId }: { currentUserId: string }) {
  const feed = useFeed();
  // Every page loaded so far, newest first.
  const posts = feed.data?.pages.flatMap((page) => page.posts);
  // A failed 'Load older posts' keeps the posts already shown and says so under them.
  const loadFailed = feed.isError && !feed.isFetchNextPageError;
  return (
    <Card aria-labelledby="live-feed-title">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle id="live-feed-title">Live feed</CardTitle>
        {posts ? (
          <p className="text-sm text-muted" role="status">
            {`Feed posts: ${posts.length}`}
          </p>
        ) : null}
      </CardHeader>
      <CardContent>
        {feed.isPending ? (
          <LoadingText>Loading feed...</LoadingText>
        ) : loadFailed ? (
          <LoadError message="Failed to load feed" onRetry={() => void feed.refetch()} />
        ) : !posts || posts.length === 0 ? (
          <EmptyState
            icon={Users}
            title="No posts yet."
            description="Your feed shows your posts and your friends' posts and workouts. Find friends to fill it."
            action={<Button onClick={focusFriendSearch}>Find friends</Button>}
          />
        ) : (
          <>
            <div className="space-y-3">
              {posts.map((post) => (
                <PostCard key={post._id} post={post} currentUserId={currentUserId} />
              ))}
            </div>
            {feed.isFetchNextPageError ? (
              <div className="mt-4">
                <LoadError message="Failed to load feed" onRetry={() => void feed.fetchNextPage()} />
              </div>
            ) : null}
            {feed.hasNextPage ? (
              <Button
                variant="outline"
                className="mt-4 w-full"
                disabled={feed.isFetchingNextPage}
                onClick={() => void feed.fetchNextPage()}
              >
                {feed.isFetchingNextPage ? 'Loading...' : 'Load older posts'}
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
