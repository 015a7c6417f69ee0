/**
 * How far a value is towards its target, as a whole percent for a progress bar (spec §4):
 * capped to 0..100, and 0 when there is no usable target to measure against.
 */
export function percentOf(value: number | null | undefined, target: number | null | undefined): number {
  if (target == null || !Number.isFinite(target) || target <= 0) return 0;
  if (value == null || !Number.isFinite(value)) return 0;
  const percent = Math.round((value / target) * 100);
  return Math.min(100, Math.max(0, percent));
}
