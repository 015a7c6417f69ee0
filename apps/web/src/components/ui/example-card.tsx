import type { ReactNode } from 'react';
import { cn } from '@/utils/cn';
import { Card, CardContent, CardHeader, CardTitle } from './card';
import { SampleDataBadge } from './sample-data-badge';

export type ExampleCardProps = {
  title: ReactNode;
  /** Defaults to a sentence saying the figures are not the user's. */
  note?: ReactNode;
  className?: string;
  children: ReactNode;
};

/**
 * A card of spec placeholder content: an 'Example' badge by its title, a note saying so, and muted content, so
 * sample figures are never read as the user's own (DESIGN §1).
 */
export function ExampleCard({
  title,
  note = 'Sample figures, not your data.',
  className,
  children,
}: ExampleCardProps) {
  return (
    <Card className={cn('border-dashed', className)} data-example="true">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{title}</CardTitle>
          <SampleDataBadge />
        </div>
        {note ? <p className="text-xs text-muted">{note}</p> : null}
      </CardHeader>
      {/* Sample bars in grey, so they do not read like the user's own figures in the accent colour. */}
      <CardContent className="[&_[role=progressbar]>div]:bg-faint">{children}</CardContent>
    </Card>
  );
}
