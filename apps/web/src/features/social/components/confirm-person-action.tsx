import type { PublicUser } from '@momentum/shared';
import { Ban, ShieldOff, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toastError } from '@/lib/toasts';
import { useBlockUser, useRemoveFriend, useUnblockUser } from '../api/friendship-actions';

type Person = Pick<PublicUser, '_id' | 'name'>;
type Kind = 'remove' | 'block' | 'unblock';

const TEXTS = {
  remove: {
    label: 'Remove',
    title: (name: string) => `Remove ${name} from your friends?`,
    description: 'You will no longer see each other’s posts and workouts. Either of you can ask again.',
    Icon: UserMinus,
  },
  block: {
    label: 'Block',
    title: (name: string) => `Block ${name}?`,
    description:
      'This ends your friendship and hides each of you from the other everywhere. Neither of you can send a request while the block lasts.',
    Icon: Ban,
  },
  unblock: {
    label: 'Unblock',
    title: (name: string) => `Unblock ${name}?`,
    description:
      'You will be able to find each other and send friend requests again. Your friendship is not restored: one of you has to ask again.',
    Icon: ShieldOff,
  },
} as const;

/** Remove, Block or Unblock a person, each only after the person confirms it in a dialog. */
export function ConfirmPersonAction({ person, kind }: { person: Person; kind: Kind }) {
  const [open, setOpen] = useState(false);
  const mutations = { remove: useRemoveFriend(), block: useBlockUser(), unblock: useUnblockUser() };
  const mutation = mutations[kind];
  const texts = TEXTS[kind];
  return (
    <AlertDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm" aria-label={`${texts.label} ${person.name}`}>
          <texts.Icon aria-hidden="true" />
          {texts.label}
        </Button>
      }
      title={texts.title(person.name)}
      description={texts.description}
      confirmLabel={texts.label}
      waitForAction
      pending={mutation.isPending}
      onConfirm={() =>
        mutation.mutate(person._id, {
          onSuccess: () => setOpen(false),
          onError: (error) => toastError(error, `Could not ${kind} ${person.name}.`),
        })
      }
    />
  );
}
