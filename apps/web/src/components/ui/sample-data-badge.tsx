import { cn } from '@/utils/cn';

/** Marks spec placeholder content so it is never taken for the user's own data (DESIGN §1). */
export function SampleDataBadge({ className }: { className?: string }) {
  return (
    <span
      title="Sample data, not your own"
      className={cn(
        'inline-flex items-center rounded-full border border-zinc-300 bg-zinc-100 px-2 py-0.5 text-xs font-semibold text-zinc-700',
        className,
      )}
    >
      Example
    </span>
  );
}
