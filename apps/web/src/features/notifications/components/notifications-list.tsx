import type { Notification } from '@momentum/shared';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryList } from '@/components/ui/query-list';
import { paths } from '@/config/paths';
import { toastError } from '@/lib/toasts';
import { cn } from '@/utils/cn';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-read';

/** What a notification says, as one sentence. */
export function describe(notification: Notification): string {
  const who = notification.actor?.name ?? 'Someone';
  switch (notification.kind) {
    case 'friend-request':
      return `${who} sent you a friend request.`;
    case 'friend-accepted':
      return `${who} accepted your friend request.`;
    case 'like':
      return `${who} liked your post.`;
    case 'comment':
      return `${who} commented on your post: “${notification.detail ?? ''}”`;
    case 'challenge-invite':
      return `${who} invited you to the challenge “${notification.detail ?? ''}”.`;
    case 'challenge-result':
      return notification.actor
        ? `The challenge “${notification.detail ?? ''}” has ended: ${who} won.`
        : `The challenge “${notification.detail ?? ''}” has ended.`;
  }
}

/** Where a notification leads: a like or comment to its post in the feed, the rest to the Social page. */
export const hrefOf = (notification: Notification): string =>
  paths.app.social.getHref(notification.postId ?? undefined);

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Newest first; unread ones stand out and are marked read one by one or all at once. */
export function NotificationsList() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;
  return (
    <Card aria-labelledby="notifications-title">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id="notifications-title">
          {unread > 0 ? `Notifications (${unread} unread)` : 'Notifications'}
        </CardTitle>
        <Button
          variant="outline"
          size="sm"
          disabled={unread === 0 || markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, { onError: (error) => toastError(error, 'Could not mark them read.') })
          }
        >
          Mark all as read
        </Button>
      </CardHeader>
      <CardContent>
        <QueryList
          query={notifications}
          loading="Loading notifications..."
          failed="Failed to load notifications"
          empty={
            <EmptyState
              icon={Bell}
              title="No notifications yet."
              description="Friend requests, likes, comments and challenges show up here."
            />
          }
        >
          {(items) => (
            <ul className="divide-y divide-line">
              {items.map((notification) => (
                <li
                  key={notification._id}
                  data-testid="notification"
                  className={cn(
                    'flex items-start gap-3 px-2 py-3',
                    !notification.read && 'rounded-lg bg-brand-50',
                  )}
                >
                  <Avatar
                    name={notification.actor?.name ?? '?'}
                    src={notification.actor?.avatarUrl}
                    size="sm"
                  />
                  <div className="min-w-0 flex-1">
                    <p className={cn('text-sm break-words', !notification.read && 'font-semibold')}>
                      {!notification.read ? <span className="sr-only">Unread: </span> : null}
                      {/* Opening it reads it. */}
                      <Link
                        to={hrefOf(notification)}
                        onClick={() => (notification.read ? undefined : markRead.mutate(notification._id))}
                        className="underline-offset-2 hover:underline"
                      >
                        {describe(notification)}
                      </Link>
                    </p>
                    <p className="text-xs text-muted">
                      <time dateTime={notification.createdAt}>{when(notification.createdAt)}</time>
                    </p>
                  </div>
                  {!notification.read ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => markRead.mutate(notification._id)}
                      aria-label={`Mark as read: ${describe(notification)}`}
                    >
                      Mark read
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </QueryList>
      </CardContent>
    </Card>
  );
}
