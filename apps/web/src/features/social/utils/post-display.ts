import type { Post } from '@momentum/shared';

/** Spec §2: the author's name, 'User' when there is none. */
export const authorName = (name: string | null | undefined): string => name?.trim() || 'User';

/** Spec §2: a post shows its last comment if it has one. */
export const lastComment = (post: Post) => post.comments.at(-1);

export function formatPostedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

/** 'last active 3 hours ago', from the friend's last recorded request. */
export function formatLastActive(iso: string | null, now = Date.now()): string {
  if (!iso) return 'Not active yet';
  const minutes = Math.round((Date.parse(iso) - now) / 60_000);
  if (minutes > -60) return `Last active ${relative.format(minutes, 'minute')}`;
  const hours = Math.round(minutes / 60);
  if (hours > -24) return `Last active ${relative.format(hours, 'hour')}`;
  return `Last active ${relative.format(Math.round(hours / 24), 'day')}`;
}

/** A short text summary of a feed item, for the system share sheet or the clipboard. */
export function shareText(post: Post): string {
  const who = authorName(post.user.name);
  const a = post.activity;
  if (!a) return `${who}: ${post.text}`;
  if (post.type === 'workout') {
    const parts = [
      a.durationMin !== null ? `${a.durationMin} min` : null,
      a.volumeKg ? `${Math.round(a.volumeKg).toLocaleString()} kg lifted` : null,
      a.caloriesBurned ? `${a.caloriesBurned} kcal` : null,
      a.records ? `${a.records} ${a.records === 1 ? 'record' : 'records'}` : null,
    ].filter(Boolean);
    return `${who} completed ${a.title}${parts.length ? ` (${parts.join(', ')})` : ''} on Momentum.`;
  }
  if (post.type === 'milestone') return `${who} reached a ${a.title} on Momentum.`;
  return `${who} earned ${a.title} on Momentum.`;
}
