import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LoadingText } from '@/components/ui/spinner';
import { cn } from '@/utils/cn';

/** A card's own loading line: one slow call never holds up the rest of the dashboard. */
export function CardLoading({ className }: { className?: string }) {
  return <LoadingText className={className} />;
}

/** A card's own failure, with a way to ask again; the other cards keep working. */
export function CardError({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={cn('flex flex-wrap items-center gap-2 text-sm text-danger-ink', className)}>
      <span>{message}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
