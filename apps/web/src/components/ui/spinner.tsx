import { LoaderCircle } from 'lucide-react';
import { cn } from '@/utils/cn';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin text-brand-600', className)} />;
}

/** A status line for loading states; `children` defaults to the spec's 'Loading...'. */
export function LoadingText({
  children = 'Loading...',
  className,
}: {
  children?: string;
  className?: string;
}) {
  return (
    <p role="status" className={cn('flex items-center gap-2 text-sm text-muted', className)}>
      <Spinner className="size-4" />
      {children}
    </p>
  );
}

/** Full-height loading state for whole screens (session check, lazy routes). */
export function PageLoading({ children = 'Loading...' }: { children?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center p-6">
      <LoadingText className="text-base">{children}</LoadingText>
    </div>
  );
}
