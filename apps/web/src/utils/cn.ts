import { twMerge } from 'tailwind-merge';

export type ClassValue = string | false | null | undefined | 0;

/**
 * Joins class names and lets later Tailwind classes win over earlier ones, so a `className` passed to a ui
 * component can override its defaults (`cn('bg-white', 'bg-brand-600')` → `bg-brand-600`).
 */
export function cn(...classes: ClassValue[]): string {
  return twMerge(classes.filter(Boolean).join(' '));
}
