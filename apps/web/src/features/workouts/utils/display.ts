/** '45 min', or a dash when there is no figure (spec §2: estimated minutes or a dash). */
export function minutesLabel(minutes: number | null | undefined): string {
  return minutes == null || !Number.isFinite(minutes) || minutes <= 0 ? '-' : `${Math.round(minutes)} min`;
}

export function exerciseCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'exercise' : 'exercises'}`;
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function dateTimeLabel(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? dateTimeFormat.format(ms) : '-';
}
