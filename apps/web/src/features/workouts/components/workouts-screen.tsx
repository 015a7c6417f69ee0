import type { TemplateFields, WorkoutTemplate } from '@momentum/shared';
import { Filter, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ContentLayout } from '@/components/layout/content-layout';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast, toastError } from '@/lib/toasts';
import { useCreateTemplate } from '../api/create-template';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';
import { useUpdateTemplate } from '../api/update-template';
import { useActiveSession } from '../hooks/use-active-session';
import { ActiveWorkoutCard } from './active-workout-card';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { TemplateFormDialog } from './template-form-dialog';
import { TemplateList } from './template-list';
import { WorkoutHistory } from './workout-history';
import { WorkoutNotes } from './workout-notes';

type FormState = { open: boolean; template: WorkoutTemplate | null };

export type WorkoutsScreenProps = {
  userId: string;
  /** Open the create dialog at once (the dashboard's 'Start Today's Workout'). */
  initialCreateOpen?: boolean;
  /** Drawn above the History list (the training calendar and sets per muscle, from the progress feature). */
  historyCharts?: ReactNode;
};

/** The /workouts screen of spec §2. */
export function WorkoutsScreen({ userId, initialCreateOpen = false, historyCharts }: WorkoutsScreenProps) {
  const templates = useTemplates();
  const { session, clear } = useActiveSession(userId);
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<FormState>({ open: initialCreateOpen, template: null });
  const [removing, setRemoving] = useState<WorkoutTemplate | null>(null);

  const createTemplate = useCreateTemplate({
    onError: (error) => toastError(error, 'Failed to save template'),
  });
  const updateTemplate = useUpdateTemplate({
    onError: (error) => toastError(error, 'Failed to save template'),
  });
  const deleteTemplate = useDeleteTemplate({
    onSuccess: () => toast.success('Template removed'),
    onError: (error) => toastError(error, 'Failed to remove template'),
  });

  const save = (fields: TemplateFields) => {
    if (form.template) updateTemplate.mutate({ id: form.template._id, body: fields });
    else createTemplate.mutate(fields);
  };

  const remove = (template: WorkoutTemplate) => {
    deleteTemplate.mutate(template._id, {
      // A session of a template that no longer exists could never be saved.
      onSuccess: () => {
        if (session?.templateId === template._id) clear();
      },
    });
  };

  return (
    <ContentLayout
      title="Workouts"
      actions={
        <Button onClick={() => setForm({ open: true, template: null })}>
          <Plus aria-hidden="true" />
          Create Workout
        </Button>
      }
    >
      <ActiveWorkoutCard userId={userId} templates={templates.data} />

      <div className="mb-4 flex gap-2">
        <SearchInput
          wrapperClassName="min-w-0 flex-1"
          aria-label="Search workouts"
          placeholder="Search workouts..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {/* Spec §2: a Filter button with no behaviour. */}
        <Button variant="outline">
          <Filter aria-hidden="true" />
          Filter
        </Button>
      </div>

      <Tabs defaultValue="templates">
        <TabsList aria-label="Workout views">
          <TabsTrigger value="templates">Templates</TabsTrigger>
          <TabsTrigger value="history">History</TabsTrigger>
        </TabsList>
        <TabsContent value="templates">
          <TemplateList
            search={search}
            onEdit={(template) => setForm({ open: true, template })}
            onRemove={setRemoving}
          />
        </TabsContent>
        <TabsContent value="history">
          {historyCharts}
          <WorkoutHistory />
        </TabsContent>
      </Tabs>

      <div className="mt-8">
        <WorkoutNotes />
      </div>

      <TemplateFormDialog
        open={form.open}
        template={form.template}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        onSave={save}
      />
      <AlertDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title="Remove this template?"
        onConfirm={() => {
          if (removing) remove(removing);
        }}
      />
    </ContentLayout>
  );
}
