import { templateMatches, type WorkoutTemplate } from '@momentum/shared';
import { Dumbbell, SearchX } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingText } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { useTemplates } from '../api/get-templates';
import { TemplateCard } from './template-card';

export type TemplateListProps = {
  search: string;
  onEdit: (template: WorkoutTemplate) => void;
  onRemove: (template: WorkoutTemplate) => void;
};

export function TemplateList({ search, onEdit, onRemove }: TemplateListProps) {
  const templates = useTemplates();

  if (templates.isPending) return <LoadingText>Loading templates...</LoadingText>;
  if (templates.isError)
    return <LoadError message="Failed to load templates" onRetry={() => void templates.refetch()} />;

  const shown = templates.data.filter((template) => templateMatches(template, search));
  return (
    <div className="space-y-4">
      <p className="text-sm font-medium text-muted" aria-live="polite">
        Templates: {shown.length}
      </p>
      {templates.data.length === 0 ? (
        <EmptyState
          icon={Dumbbell}
          title="No workout templates yet."
          description="Use Create Workout to add your first one."
        />
      ) : shown.length === 0 ? (
        <EmptyState icon={SearchX} title="No templates match your search." />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Workout templates">
          {shown.map((template) => (
            <li key={template._id} className="flex">
              <TemplateCard
                template={template}
                sessionHref={paths.app.workoutSession.getHref(template._id)}
                onEdit={() => onEdit(template)}
                onRemove={() => onRemove(template)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
