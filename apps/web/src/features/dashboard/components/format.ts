const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 20000 → '20,000'; figures on cards are whole numbers. */
export const formatNumber = (n: number): string => wholeNumber.format(n);

export const daysLabel = (n: number): string => `${formatNumber(n)} ${n === 1 ? 'day' : 'days'}`;

const timeOfDay = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Today, 2:05 PM', 'Yesterday, 8:00 AM' or 'Nov 12, 2:05 PM', in the browser's zone. */
export function formatActivityTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(at) === dayKey(now)) return `Today, ${timeOfDay.format(at)}`;
  if (dayKey(at) === dayKey(yesterday)) return `Yesterday, ${timeOfDay.format(at)}`;
  return dayAndTime.format(at);
}
