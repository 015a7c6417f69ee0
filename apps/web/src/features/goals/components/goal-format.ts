import { GOAL_CATEGORY_LABELS, type Goal, type GoalCategory } from '@momentum/shared';

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatValue = (value: number): string => numberFormat.format(value);

/** 'Mar 31, 2027' for a 'YYYY-MM-DD' calendar date (read as a date, never shifted by a zone). */
export const formatCalendarDate = (date: string): string => {
  const stamp = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(stamp) ? dateFormat.format(stamp) : date;
};

export const categoryLabel = (category: GoalCategory): string => GOAL_CATEGORY_LABELS[category];

export const isActive = (goal: Goal): boolean => goal.status === 'in-progress';
