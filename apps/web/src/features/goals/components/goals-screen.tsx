import { averageGoalPercent, type Goal } from '@momentum/shared';
import { CheckCircle2, Plus, Target } from 'lucide-react';
import { useState } from 'react';
import { ContentLayout } from '@/components/layout/content-layout';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useGoals } from '../api/get-goals';
import { useStreak } from '@/api/get-streak';
import { ActiveGoalCard } from './active-goal-card';
import { CompletedGoalCard } from './completed-goal-card';
import { DeleteGoalDialog } from './delete-goal-dialog';
import { isActive } from './goal-format';
import { GoalSummary } from './goal-summary';
import { NewGoalDialog } from './new-goal-dialog';
import { ReopenGoalDialog } from './reopen-goal-dialog';
import { UpdateProgressDialog } from './update-progress-dialog';

type Tab = 'active' | 'completed';

export function GoalsScreen() {
  const goals = useGoals();
  const streak = useStreak();
  const [tab, setTab] = useState<Tab>('active');
  const [creating, setCreating] = useState(false);
  const [updating, setUpdating] = useState<Goal | null>(null);
  const [reopening, setReopening] = useState<Goal | null>(null);
  const [deleting, setDeleting] = useState<Goal | null>(null);

  const all = goals.data ?? [];
  const active = all.filter(isActive);
  // Most recently reached first.
  const completed = all
    .filter((goal) => !isActive(goal))
    .sort((a, b) => (b.completedDate ?? '').localeCompare(a.completedDate ?? ''));
  const now = new Date();
  const openForm = () => setCreating(true);

  return (
    <ContentLayout
      title="Goals"
      actions={
        <Button onClick={openForm}>
          <Plus aria-hidden="true" />
          New Goal
        </Button>
      }
    >
      {goals.isPending ? (
        <LoadingText>Loading goals...</LoadingText>
      ) : goals.isError ? (
        <LoadError message="Failed to load goals" onRetry={() => void goals.refetch()} />
      ) : (
        <div className="space-y-6">
          <GoalSummary
            active={active.length}
            completed={completed.length}
            averagePercent={averageGoalPercent(active)}
            streak={streak.data}
          />
          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <TabsList aria-label="Goals by status">
              <TabsTrigger value="active">Active Goals</TabsTrigger>
              <TabsTrigger value="completed">Completed</TabsTrigger>
            </TabsList>
            <TabsContent value="active">
              {active.length === 0 ? (
                <EmptyState
                  icon={Target}
                  title={all.length === 0 ? 'No goals yet' : 'No active goals'}
                  description={
                    all.length === 0
                      ? 'Create your first goal: pick a target and a deadline, then update your progress as you go.'
                      : 'Every goal you set is reached. Create a new one to keep going.'
                  }
                  action={
                    <Button variant="outline" onClick={openForm}>
                      <Plus aria-hidden="true" />
                      Create your first goal
                    </Button>
                  }
                />
              ) : (
                <ul className="grid gap-4 md:grid-cols-2">
                  {active.map((goal) => (
                    <li key={goal._id} className="grid">
                      <ActiveGoalCard
                        goal={goal}
                        now={now}
                        onUpdateProgress={setUpdating}
                        onDelete={setDeleting}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>
            <TabsContent value="completed">
              {completed.length === 0 ? (
                <EmptyState
                  icon={CheckCircle2}
                  title="No completed goals yet"
                  description="When a goal reaches its target it moves here, with the date and the time it took."
                />
              ) : (
                <ul className="grid gap-4 md:grid-cols-2">
                  {completed.map((goal) => (
                    <li key={goal._id} className="grid">
                      <CompletedGoalCard goal={goal} onReopen={setReopening} onDelete={setDeleting} />
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>
          </Tabs>
        </div>
      )}
      <NewGoalDialog open={creating} onOpenChange={setCreating} />
      <UpdateProgressDialog goal={updating} onOpenChange={(open) => !open && setUpdating(null)} />
      <ReopenGoalDialog goal={reopening} onOpenChange={(open) => !open && setReopening(null)} />
      <DeleteGoalDialog goal={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </ContentLayout>
  );
}
