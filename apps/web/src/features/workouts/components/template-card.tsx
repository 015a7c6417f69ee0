import { lastCompletedLabel, type WorkoutTemplate } from '@momentum/shared';
import { Pencil, Play, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonStyles, type ButtonProps } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/utils/cn';
import { browserTimeZone } from '@/utils/local-date';
import { exerciseCountLabel, minutesLabel } from '../utils/display';

export type TemplateCardProps = {
  template: WorkoutTemplate;
  sessionHref: string;
  onEdit: () => void;
  onRemove: () => void;
};

/** One of the card's two small buttons side by side (Edit, Remove). */
function CardAction({ className, ...props }: ButtonProps) {
  return <Button variant="outline" size="sm" className={cn('flex-1', className)} {...props} />;
}

export function TemplateCard({ template, sessionHref, onEdit, onRemove }: TemplateCardProps) {
  const last = lastCompletedLabel(template.lastCompletedAt, new Date(), browserTimeZone());
  const details: Array<[string, string]> = [
    ['Muscle group', template.muscleGroup || '-'],
    ['Day', template.day || '-'],
    ['Last', last],
    ['Last duration', template.lastDurationMin == null ? '-' : `${Math.round(template.lastDurationMin)} min`],
  ];
  return (
    <Card className="flex w-full flex-col p-5" aria-labelledby={`template-${template._id}`}>
      <div className="flex items-start justify-between gap-3">
        <h3 id={`template-${template._id}`} className="min-w-0 text-lg font-semibold break-words">
          {template.name}
        </h3>
        <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
          {minutesLabel(template.estimatedDurationMin)}
        </span>
      </div>
      <p className="mt-1 text-sm text-muted">{exerciseCountLabel(template.exercises.length)}</p>
      <p className="mt-3 text-sm break-words">
        {template.exercises.length > 0 ? (
          template.exercises.join(', ')
        ) : (
          <span className="text-muted">No exercises set</span>
        )}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {details.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-muted uppercase">{term}</dt>
            <dd className="truncate font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto space-y-2 pt-5">
        <div className="flex gap-2">
          <CardAction aria-label={`Edit ${template.name}`} onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Edit
          </CardAction>
          <CardAction
            aria-label={`Remove ${template.name}`}
            className="text-danger hover:bg-danger-soft"
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
            Remove
          </CardAction>
        </div>
        <Link to={sessionHref} className={buttonStyles({ className: 'w-full' })}>
          <Play aria-hidden="true" />
          Start Workout
        </Link>
      </div>
    </Card>
  );
}
