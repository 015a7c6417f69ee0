import { Avatar } from '@/components/ui/avatar';
import { useBlockedUsers } from '../api/get-blocked-users';
import { ConfirmPersonAction } from './confirm-person-action';

/** The people the user blocked, each with Unblock; nothing at all while there are none. */
export function BlockedPeople() {
  const blocked = useBlockedUsers();
  const people = blocked.data?.items ?? [];
  if (people.length === 0) return null;
  return (
    <section aria-labelledby="blocked-people-title" className="space-y-2">
      <h3 id="blocked-people-title" className="font-semibold">
        Blocked people
      </h3>
      <p className="text-sm text-muted">They cannot find you or see anything of yours while blocked.</p>
      <ul className="divide-y divide-line rounded-xl border border-line" aria-label="Blocked people">
        {people.map((person) => (
          <li key={person._id} className="flex items-center gap-3 p-3" data-testid="blocked-person">
            <Avatar name={person.name} src={person.avatarUrl} size="sm" />
            <p className="min-w-0 flex-1 text-sm font-semibold">{person.name}</p>
            <ConfirmPersonAction person={person} kind="unblock" />
          </li>
        ))}
      </ul>
    </section>
  );
}
