/** Chart colours are the theme's tokens (index.css), so a dark theme recolours the charts with the rest. */
export const chartColors = {
  primary: 'var(--color-brand-600)',
  secondary: 'var(--color-brand-300)',
  target: 'var(--color-ink)',
  grid: 'var(--color-line)',
  axis: 'var(--color-muted)',
  surface: 'var(--color-surface)',
} as const;

/** 'Nov 21' for an axis tick; '2026-11-21' names a day, so it is read as UTC. */
const tickFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

export function dayTick(date: string, spansYears = false): string {
  const ms = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  if (!Number.isFinite(ms)) return date;
  // "Nov '24" rather than "Nov 24", which reads as a day.
  return spansYears ? `${monthFormat.format(ms)} '${date.slice(2, 4)}` : tickFormat.format(ms);
}
