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
