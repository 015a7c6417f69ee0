import { COMMENT_TEXT_MAX, type Post } from '@momentum/shared';
import { Award, Dumbbell, Flag, Heart, HeartOff, Share2, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useCreateComment } from '../api/create-comment';
import { useDeletePost } from '../api/delete-post';
import { useLikePost, useUnlikePost } from '../api/like-post';
import { enterToSubmit } from '../utils/enter-to-submit';
import { toast, toastError } from '@/lib/toasts';
import { useUnits } from '@/lib/settings';
import { cn } from '@/utils/cn';
import { authorName, formatPostedAt, lastComment, shareText } from '../utils/post-display';

export type PostCardProps = {
  post: Post;
  currentUserId: string;
  /** The post a notification opened: outlined, and focusable so the page can move to it. */
  focused?: boolean;
};

/** The element id of a post's card (the feed scrolls to it). */
export const postElementId = (postId: string) => `post-${postId}`;

// Every text here is rendered by React as text: markup in a post stays literal and never runs.
export function PostCard({ post, currentUserId, focused = false }: PostCardProps) {
  const titleId = useId();
  const [comment, setComment] = useState('');
  const like = useLikePost({ userId: currentUserId });
  const unlike = useUnlikePost({ userId: currentUserId });
  const createComment = useCreateComment();

  const liked = post.likes.includes(currentUserId);
  const latest = lastComment(post);
  const own = post.user._id === currentUserId;

  const onCommentKeyDown = enterToSubmit((text) => {
    setComment('');
    createComment.mutate(
      { postId: post._id, text },
      { onError: () => setComment((current) => (current === '' ? text : current)) },
    );
  });

  return (
    <article
      aria-labelledby={titleId}
      id={postElementId(post._id)}
      tabIndex={focused ? -1 : undefined}
      aria-current={focused ? 'true' : undefined}
      className={cn(
        'rounded-xl border border-line bg-surface p-4',
        focused && 'border-brand-600 ring-2 ring-brand-600 outline-none',
      )}
      data-testid="post"
    >
      <header className="flex items-start gap-3">
        <Avatar name={authorName(post.user.name)} src={post.user.avatarUrl} size="sm" />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="truncate font-semibold">
            {authorName(post.user.name)}
          </h3>
          <p className="text-xs text-muted">
            <time dateTime={post.createdAt}>{formatPostedAt(post.createdAt)}</time>
          </p>
        </div>
        {own ? <DeletePostButton postId={post._id} /> : null}
      </header>

      {post.activity ? (
        <ActivityDetails post={post} />
      ) : (
        <p className="mt-3 break-words whitespace-pre-wrap" data-testid="post-text">
          {post.text}
        </p>
      )}
      {latest ? (
        <div className="mt-3 rounded-lg bg-zinc-50 px-3 py-2 text-sm" data-testid="last-comment">
          <p className="text-xs font-semibold text-muted">{authorName(latest.user.name)} commented</p>
          <p className="break-words whitespace-pre-wrap">{latest.text}</p>
        </div>
      ) : null}

      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" aria-pressed={liked} onClick={() => like.mutate(post._id)}>
          <Heart aria-hidden="true" className={liked ? 'fill-brand-600 text-brand-600' : undefined} />
          {`Like (${post.likes.length})`}
        </Button>
        <Button variant="ghost" size="sm" disabled={!liked} onClick={() => unlike.mutate(post._id)}>
          <HeartOff aria-hidden="true" />
          Unlike
        </Button>
        {post.activity ? <ShareButton post={post} /> : null}
      </div>

      <Input
        className="mt-3"
        aria-label="Write a comment"
        placeholder="Write a comment"
        value={comment}
        maxLength={COMMENT_TEXT_MAX}
        onChange={(event) => setComment(event.target.value)}
        onKeyDown={onCommentKeyDown}
      />
    </article>
  );
}

function DeletePostButton({ postId }: { postId: string }) {
  const [open, setOpen] = useState(false);
  const deletePost = useDeletePost();
  return (
    <AlertDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="icon" aria-label="Delete post" className="-mt-1 -mr-2 text-muted">
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title="Delete this post?"
      description="Its likes and comments are deleted with it."
      confirmLabel="Delete"
      waitForAction
      pending={deletePost.isPending}
      onConfirm={() => deletePost.mutate(postId, { onSuccess: () => setOpen(false) })}
    />
  );
}

const activityIcons = { workout: Dumbbell, achievement: Award, milestone: Flag, post: Dumbbell } as const;

/** What the app posted: the workout's figures, the achievement, the streak. */
function ActivityDetails({ post }: { post: Post }) {
  const units = useUnits();
  const a = post.activity;
  if (!a) return null;
  const Icon = activityIcons[post.type];
  const figures =
    post.type === 'workout'
      ? [
          a.durationMin !== null ? `${a.durationMin} min` : null,
          a.volumeKg ? `${units.formatWeight(a.volumeKg, 0)} volume` : null,
          a.caloriesBurned ? `${a.caloriesBurned} kcal` : null,
          a.records ? `${a.records} ${a.records === 1 ? 'record' : 'records'} set` : null,
        ].filter(Boolean)
      : [];
  const action =
    post.type === 'workout'
      ? 'completed a workout'
      : post.type === 'milestone'
        ? 'reached a milestone'
        : 'earned an achievement';
  return (
    <div className="mt-3" data-testid="post-text">
      <p className="text-sm text-muted">{action}</p>
      <p className="mt-1 flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
        <span className="sr-only">{`${post.type}: `}</span>
        {a.title}
      </p>
      {figures.length > 0 ? <p className="mt-1 text-sm text-muted">{figures.join(' · ')}</p> : null}
    </div>
  );
}

/** The system share sheet where the browser has one, else the summary goes to the clipboard. */
function ShareButton({ post }: { post: Post }) {
  const onShare = async () => {
    const text = shareText(post);
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ text });
        return;
      }
      await navigator.clipboard.writeText(text);
      toast.success('Copied to the clipboard.');
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toastError(error, 'Could not share this.');
    }
  };
  return (
    <Button variant="ghost" size="sm" className="ml-auto" onClick={() => void onShare()}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
