import type { Friend } from '@momentum/shared';
import { MessageCircle, Swords, Users } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryList } from '@/components/ui/query-list';
import { toastError } from '@/lib/toasts';
import { cn } from '@/utils/cn';
import { useAcceptFriendRequest, useDeclineFriendRequest } from '../api/friendship-actions';
import { useFriendRequests } from '../api/get-friend-requests';
import { useFriends } from '../api/get-friends';
import { formatLastActive } from '../utils/post-display';
import { BlockedPeople } from './blocked-people';
import { ConfirmPersonAction } from './confirm-person-action';
import { FRIEND_SEARCH_ID } from './search-friends';

export const focusFriendSearch = () => document.getElementById(FRIEND_SEARCH_ID)?.focus();

/** Requests to answer, the user's friends with who is online, then the people they blocked. */
export function FriendsTab({ onChallenge }: { onChallenge: (friend: Friend) => void }) {
  const friends = useFriends();
  return (
    <div className="space-y-6">
      <FriendRequests />
      <QueryList
        query={friends}
        loading="Loading friends..."
        failed="Failed to load friends"
        empty={
          <EmptyState
            icon={Users}
            title="No friends yet."
            description="Find people by name and send them a request. Friends see each other's posts and workouts."
            action={<Button onClick={focusFriendSearch}>Find friends</Button>}
          />
        }
      >
        {(items) => (
          <ul className="divide-y divide-line" aria-label="Friends">
            {items.map((friend) => (
              <FriendRow key={friend._id} friend={friend} onChallenge={() => onChallenge(friend)} />
            ))}
          </ul>
        )}
      </QueryList>
      <BlockedPeople />
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
            friend.online ? 'bg-success-line' : 'bg-faint',
          )}
        />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{friend.name}</p>
        <p className="text-sm text-muted">
          {friend.online ? (
            <span className="font-medium text-success-ink">Online</span>
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
        <ConfirmPersonAction person={friend} kind="remove" />
        <ConfirmPersonAction person={friend} kind="block" />
      </div>
    </li>
  );
}
