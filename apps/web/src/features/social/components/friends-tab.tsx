import type { Friend } from '@momentum/shared';
import { Ban, MessageCircle, Swords, UserMinus, Users } from 'lucide-react';
import { useState } from 'react';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/spinner';
import { toastError } from '@/lib/toasts';
import { cn } from '@/utils/cn';
import {
  useAcceptFriendRequest,
  useBlockUser,
  useDeclineFriendRequest,
  useRemoveFriend,
} from '../api/friendship-actions';
import { useFriendRequests } from '../api/get-friend-requests';
import { useFriends } from '../api/get-friends';
import { formatLastActive } from '../utils/post-display';
import { FRIEND_SEARCH_ID } from './search-friends';

export const focusFriendSearch = () => document.getElementById(FRIEND_SEARCH_ID)?.focus();

/** Requests to answer, then the user's friends with who is online. */
export function FriendsTab({ onChallenge }: { onChallenge: (friend: Friend) => void }) {
  const friends = useFriends();
  return (
    <div className="space-y-6">
      <FriendRequests />
      {friends.isPending ? (
        <LoadingText>Loading friends...</LoadingText>
      ) : friends.isError ? (
        <LoadError message="Failed to load friends" onRetry={() => void friends.refetch()} />
      ) : friends.data.items.length === 0 ? (
        <EmptyState
          icon={Users}
          title="No friends yet."
          description="Find people by name and send them a request. Friends see each other's posts and workouts."
          action={<Button onClick={focusFriendSearch}>Find friends</Button>}
        />
      ) : (
        <ul className="divide-y divide-line" aria-label="Friends">
          {friends.data.items.map((friend) => (
            <FriendRow key={friend._id} friend={friend} onChallenge={() => onChallenge(friend)} />
          ))}
        </ul>
      )}
    </div>
  );
}

function FriendRequests() {
  const requests = useFriendRequests();
  const accept = useAcceptFriendRequest();
  const decline = useDeclineFriendRequest();
  const incoming = requests.data?.incoming ?? [];
  const outgoing = requests.data?.outgoing ?? [];
  if (incoming.length === 0 && outgoing.length === 0) return null;
  const onError = (error: unknown) => toastError(error, 'That request is no longer open.');
  return (
    <section aria-labelledby="friend-requests-title" className="space-y-2">
      <h3 id="friend-requests-title" className="font-semibold">
        Friend requests
      </h3>
      <ul className="divide-y divide-line rounded-xl border border-line">
        {incoming.map((request) => (
          <li key={request._id} className="flex flex-wrap items-center gap-3 p-3">
            <Avatar name={request.user.name} src={request.user.avatarUrl} size="sm" />
            <p className="min-w-0 flex-1 text-sm">
              <span className="font-semibold">{request.user.name}</span> wants to be friends
            </p>
            <div className="flex gap-2">
              <Button size="sm" onClick={() => accept.mutate(request._id, { onError })}>
                Accept
              </Button>
              <Button size="sm" variant="outline" onClick={() => decline.mutate(request._id, { onError })}>
                Decline
              </Button>
            </div>
          </li>
        ))}
        {outgoing.map((request) => (
          <li key={request._id} className="flex items-center gap-3 p-3">
            <Avatar name={request.user.name} src={request.user.avatarUrl} size="sm" />
            <p className="min-w-0 flex-1 text-sm">
              <span className="font-semibold">{request.user.name}</span>
              <span className="text-muted"> · request sent, waiting for an answer</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FriendRow({ friend, onChallenge }: { friend: Friend; onChallenge: () => void }) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid="friend">
      <span className="relative">
        <Avatar name={friend.name} src={friend.avatarUrl} />
        <span
          aria-hidden="true"
          className={cn(
            'absolute right-0 bottom-0 size-3 rounded-full ring-2 ring-surface',
            friend.online ? 'bg-green-600' : 'bg-zinc-400',
          )}
        />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{friend.name}</p>
        <p className="text-sm text-muted">
          {friend.online ? (
            <span className="font-medium text-green-700">Online</span>
          ) : (
            formatLastActive(friend.lastActiveAt)
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {/* Messaging is out of scope (issue 17): shown disabled, with the reason. */}
        <Button variant="outline" size="sm" disabled title="Messaging is not available yet">
          <MessageCircle aria-hidden="true" />
          Message
          <span className="sr-only"> (not available yet)</span>
        </Button>
        <Button variant="outline" size="sm" onClick={onChallenge} aria-label={`Challenge ${friend.name}`}>
          <Swords aria-hidden="true" />
          Challenge
        </Button>
        <ConfirmFriendAction friend={friend} kind="remove" />
        <ConfirmFriendAction friend={friend} kind="block" />
      </div>
    </li>
  );
}

function ConfirmFriendAction({ friend, kind }: { friend: Friend; kind: 'remove' | 'block' }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveFriend();
  const block = useBlockUser();
  const mutation = kind === 'remove' ? remove : block;
  const texts =
    kind === 'remove'
      ? {
          label: 'Remove',
          title: `Remove ${friend.name} from your friends?`,
          description: 'You will no longer see each other’s posts and workouts. Either of you can ask again.',
          Icon: UserMinus,
        }
      : {
          label: 'Block',
          title: `Block ${friend.name}?`,
          description:
            'This ends your friendship and hides each of you from the other everywhere. Neither of you can send a request while the block lasts.',
          Icon: Ban,
        };
  return (
    <AlertDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm" aria-label={`${texts.label} ${friend.name}`}>
          <texts.Icon aria-hidden="true" />
          {texts.label}
        </Button>
      }
      title={texts.title}
      description={texts.description}
      confirmLabel={texts.label}
      waitForAction
      pending={mutation.isPending}
      onConfirm={() =>
        mutation.mutate(friend._id, {
          onSuccess: () => setOpen(false),
          onError: (error) => toastError(error, `Could not ${kind} ${friend.name}.`),
        })
      }
    />
  );
}
