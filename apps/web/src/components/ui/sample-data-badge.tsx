import { cn } from '@/utils/cn';

/** Marks spec placeholder content so it is never taken for the user's own data (DESIGN §1). */
export function SampleDataBadge({ className }: { className?: string }) {
  return (
    <span
      title="Sample data, not your own"
      className={cn(
        'inline-flex items-center rounded-full border border-field bg-subtle px-2 py-0.5 text-xs font-semibold text-muted',
        className,
      )}
    >
      Example
    </span>
  );
}
