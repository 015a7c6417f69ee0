import type { FriendshipState, UserSearchResult } from '@momentum/shared';
import { Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { LoadingText } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/load-error';
import { toastError } from '@/lib/toasts';
import { useAcceptFriendRequest, useSendFriendRequest } from '../api/friendship-actions';
import { useFriendRequests } from '../api/get-friend-requests';
import { useSearchUsers } from '../api/search-users';

/** The id the feed's empty state focuses to lead to finding friends. */
export const FRIEND_SEARCH_ID = 'friend-search';

/** Finds people by any part of their name and asks them to be friends. */
export function SearchFriends() {
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query.trim());
  const search = useSearchUsers(q);
  const items = search.data?.items;
  return (
    <div className="relative w-full sm:w-72">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
      />
      <Input
        id={FRIEND_SEARCH_ID}
        type="search"
        aria-label="Search friends..."
        placeholder="Search friends..."
        className="pl-9"
        value={query}
        maxLength={100}
        onChange={(event) => setQuery(event.target.value)}
      />
      {q ? (
        <div
          role="region"
          aria-label="People found"
          className="absolute top-full right-0 z-20 mt-2 w-full min-w-72 rounded-xl border border-line bg-surface p-2 shadow-lg"
        >
          {search.isPending ? (
            <LoadingText>Searching...</LoadingText>
          ) : search.isError ? (
            <LoadError message="Search failed." onRetry={() => void search.refetch()} />
          ) : !items || items.length === 0 ? (
            <p className="p-2 text-sm text-muted">{`Nobody found for “${q}”.`}</p>
          ) : (
            <ul className="max-h-80 divide-y divide-line overflow-y-auto">
              {items.map((person) => (
                <PersonRow key={person._id} person={person} />
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}

type Person = UserSearchResult['items'][number];

function PersonRow({ person }: { person: Person }) {
  return (
    <li className="flex items-center gap-3 px-2 py-2">
      <Avatar name={person.name} src={person.avatarUrl} size="sm" />
      <span className="min-w-0 flex-1 truncate text-sm font-medium">{person.name}</span>
      <FriendshipAction userId={person._id} name={person.name} state={person.friendship} />
    </li>
  );
}

function FriendshipAction({ userId, name, state }: { userId: string; name: string; state: FriendshipState }) {
  const send = useSendFriendRequest();
  const accept = useAcceptFriendRequest();
  const requests = useFriendRequests();
  if (state === 'friends') return <span className="text-xs font-medium text-muted">Friends</span>;
  if (state === 'outgoing') return <span className="text-xs font-medium text-muted">Requested</span>;
  if (state === 'incoming') {
    const request = requests.data?.incoming.find((item) => item.user._id === userId);
    return (
      <Button
        size="sm"
        disabled={!request || accept.isPending}
        aria-label={`Accept ${name}'s friend request`}
        onClick={() =>
          request &&
          accept.mutate(request._id, { onError: (error) => toastError(error, 'Could not accept.') })
        }
      >
        Accept
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={send.isPending}
      aria-label={`Add ${name} as a friend`}
      onClick={() =>
        send.mutate(userId, { onError: (error) => toastError(error, 'Could not send the request.') })
      }
    >
      Add friend
    </Button>
  );
}
