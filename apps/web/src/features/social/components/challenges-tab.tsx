import {
  CHALLENGE_METRICS,
  createChallengeBodySchema,
  type Challenge,
  type ChallengeMetric,
  type CreateChallengeBody,
} from '@momentum/shared';
import { Flag, Plus } from 'lucide-react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, FormDialogFooter } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Form, FormField, useSchemaForm } from '@/components/ui/form';
import { formSchema } from '@/components/ui/form-schema';
import { SelectField } from '@/components/ui/select-field';
import { QueryList } from '@/components/ui/query-list';
import { toastError } from '@/lib/toasts';
import { useAnswerChallenge, useChallenges, useCreateChallenge } from '../api/challenges';
import { useFriends } from '../api/get-friends';
import { MedalBadge, useMetricFormat } from './leaderboard-tab';

export const CHALLENGE_METRIC_LABELS: Record<ChallengeMetric, string> = {
  workouts: 'Workouts',
  calories: 'Calories burned',
  'active-days': 'Active days',
  volume: 'Training volume',
};

/** The user's challenges with everyone's progress and rank, and a way to start one. */
export function ChallengesTab({ onNew }: { onNew: () => void }) {
  const challenges = useChallenges();
  return (
    <div className="space-y-4">
      <Button onClick={onNew}>
        <Plus aria-hidden="true" />
        New challenge
      </Button>
      <QueryList
        query={challenges}
        loading="Loading challenges..."
        failed="Failed to load challenges"
        empty={
          <EmptyState
            icon={Flag}
            title="No challenges yet."
            description="Challenge friends on workouts, calories, active days or volume over the dates you choose."
          />
        }
      >
        {(items) => (
          <ul className="space-y-4">
            {items.map((challenge) => (
              <ChallengeCard key={challenge._id} challenge={challenge} />
            ))}
          </ul>
        )}
      </QueryList>
    </div>
  );
}

function ChallengeCard({ challenge }: { challenge: Challenge }) {
  const answer = useAnswerChallenge();
  const format = useMetricFormat();
  const status =
    challenge.state === 'ended'
      ? challenge.winner
        ? `Ended · winner ${challenge.winner.name}`
        : 'Ended · no winner'
      : challenge.state === 'upcoming'
        ? `Starts ${challenge.startDate}`
        : `${challenge.daysLeft} ${challenge.daysLeft === 1 ? 'day' : 'days'} left`;
  const respond = (choice: 'accept' | 'decline') =>
    answer.mutate(
      { id: challenge._id, answer: choice },
      { onError: (error) => toastError(error, 'That invitation is no longer open.') },
    );
  return (
    <li className="rounded-xl border border-line p-4" data-testid="challenge">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{challenge.name}</h3>
        <p className="text-xs text-muted">{status}</p>
      </div>
      <p className="text-sm text-muted">
        {`${CHALLENGE_METRIC_LABELS[challenge.metric]} · ${challenge.startDate} to ${challenge.endDate} · by ${challenge.creator.name}`}
      </p>
      {challenge.myStatus === 'invited' ? (
        <div className="mt-3 flex gap-2">
          <Button size="sm" onClick={() => respond('accept')} disabled={answer.isPending}>
            Accept
          </Button>
          <Button size="sm" variant="outline" onClick={() => respond('decline')} disabled={answer.isPending}>
            Decline
          </Button>
        </div>
      ) : null}
      <ol className="mt-3 divide-y divide-line" aria-label={`${challenge.name} standings`}>
        {challenge.standings.map((entry) => (
          <li key={entry.user._id} className="flex items-center gap-3 py-2 text-sm">
            <span className="w-7 text-right font-semibold text-muted">
              {entry.status === 'accepted' ? `#${entry.rank}` : '–'}
            </span>
            <span className="min-w-0 flex-1 truncate font-medium">
              {entry.user.name}
              {entry.me ? <span className="text-muted"> (you)</span> : null}
            </span>
            {entry.status === 'accepted' ? (
              <>
                <MedalBadge rank={entry.rank} />
                <span className="font-semibold tabular-nums">{format(challenge.metric, entry.value)}</span>
              </>
            ) : (
              <span className="text-xs text-muted">Invited</span>
            )}
          </li>
        ))}
      </ol>
    </li>
  );
}

const fields = z.object({
  name: z.string(),
  metric: z.enum(CHALLENGE_METRICS),
  startDate: z.string(),
  endDate: z.string(),
  invite: z.array(z.string()),
});
type Values = z.infer<typeof fields>;
const toBody = (values: Values): CreateChallengeBody => values;
const challengeFormSchema = formSchema(fields, toBody, createChallengeBodySchema);

const isoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export type NewChallengeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Friends ticked when it opens (the 'Challenge' button on a friend). */
  invite: string[];
};

export function NewChallengeDialog({ open, onOpenChange, invite }: NewChallengeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="New challenge"
        description="Pick what counts and when; friends you invite can accept."
      >
        {open ? <NewChallengeForm invite={invite} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function NewChallengeForm({ invite, onDone }: { invite: string[]; onDone: () => void }) {
  const friends = useFriends();
  const create = useCreateChallenge();
  const today = new Date();
  const form = useSchemaForm(challengeFormSchema, {
    defaultValues: {
      name: '',
      metric: 'workouts',
      startDate: isoDate(today),
      endDate: isoDate(new Date(today.getTime() + 6 * 86_400_000)),
      invite,
    },
  });
  return (
    <Form
      form={form}
      request={create}
      onSubmit={(body) => create.mutate(body, { onSuccess: onDone })}
      dismissOnEdit
      className="space-y-4"
    >
      <FormField name="name" label="Name" placeholder="e.g. Most workouts this week" maxLength={80} />
      <SelectField
        name="metric"
        label="Metric"
        values={CHALLENGE_METRICS}
        optionLabel={CHALLENGE_METRIC_LABELS}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="startDate" label="Start date" type="date" />
        <FormField name="endDate" label="End date" type="date" />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Invite friends</legend>
        {friends.data && friends.data.items.length > 0 ? (
          friends.data.items.map((friend) => (
            <label key={friend._id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={friend._id} {...form.register('invite')} className="size-4" />
              {friend.name}
            </label>
          ))
        ) : (
          <p className="text-sm text-muted">Add friends to invite them.</p>
        )}
      </fieldset>
      <FormDialogFooter onCancel={onDone} submitLabel="Create challenge" pendingLabel="Creating..." />
    </Form>
  );
}
