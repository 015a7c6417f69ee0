import { cn } from '@/utils/cn';

/** Percent of value over target, capped at 100; 0 when the target is missing or zero (spec §4). */
export function toPercent(value: number | null | undefined, target: number | null | undefined): number {
  if (!target || !Number.isFinite(target) || target <= 0 || value == null || !Number.isFinite(value))
    return 0;
  return Math.min(100, Math.max(0, Math.round((value / target) * 100)));
}

export type ProgressBarProps = {
  value: number | null | undefined;
  /** Defaults to 100, so `value` is a percent. */
  max?: number | null | undefined;
  /** Accessible name; use `labelledBy` instead when a visible label exists. */
  label?: string;
  labelledBy?: string;
  className?: string;
};

export function ProgressBar({ value, max = 100, label, labelledBy, className }: ProgressBarProps) {
  const percent = toPercent(value, max);
  return (
    <div
      role="progressbar"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-fill', className)}
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
