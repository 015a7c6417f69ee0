import { Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/spinner';
import { useFeed } from '../api/get-feed';
import { usePostInFeed } from '../hooks/use-post-in-feed';
import { focusFriendSearch } from './friends-tab';
import { PostCard } from './post-card';

export function LiveFeed({ currentUserId, focusPostId }: { currentUserId: string; focusPostId?: string }) {
  const feed = useFeed();
  // Every page loaded so far, newest first.
  const posts = feed.data?.pages.flatMap((page) => page.items);
  const opened = usePostInFeed(feed, posts, focusPostId);
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
        {opened.missing ? (
          <p role="status" className="mb-3 rounded-lg bg-subtle p-3 text-sm text-muted">
            That post is no longer in your feed: it was deleted, or you can no longer see it.
          </p>
        ) : null}
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
                <PostCard
                  key={post._id}
                  post={post}
                  currentUserId={currentUserId}
                  focused={post._id === focusPostId}
                />
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
