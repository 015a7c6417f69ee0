import { addDays, gramsOf, itemNumbers, type DayItem, type Food, type PortionChoice } from '@momentum/shared';

/** The day before or after a 'YYYY-MM-DD' day. */
export const shiftDay = (date: string, days: number) => addDays(date, days);

const number = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** '12.5 g', or '–' when the food does not give the nutrient. */
export const formatGrams = (n: number | null) => (n === null ? '–' : `${number(n)} g`);

/** 'P 12.5 g · C 27 g · F 0.4 g' for an item or a total. */
export const formatMacros = (macros: { protein: number | null; carbs: number | null; fats: number | null }) =>
  `P ${formatGrams(macros.protein)} · C ${formatGrams(macros.carbs)} · F ${formatGrams(macros.fats)}`;

/** How much of a food an item is: '1.5 × medium · 177 g', '100 g', or nothing for a food typed by hand. */
export function formatAmount(item: Pick<DayItem, 'grams' | 'portion'>): string {
  if (item.grams === undefined) return '';
  if (item.portion) return `${number(item.portion.amount)} × ${item.portion.label} · ${number(item.grams)} g`;
  return `${number(item.grams)} g`;
}

/** What the amount fields hold: a portion label or 'grams', and the amount typed. */
export type AmountDraft = { unit: string; amount: string };
export const GRAMS = 'grams';

/** The first household portion ×1 when the food has one, else 100 g: logging takes no typing by default. */
export const defaultAmount = (food: Pick<Food, 'portions'>): AmountDraft =>
  food.portions[0] ? { unit: food.portions[0].label, amount: '1' } : { unit: GRAMS, amount: '100' };

/** The API's amount fields for a draft, or undefined while the amount is not a positive number. */
export function amountOf(draft: AmountDraft): { grams: number } | { portion: PortionChoice } | undefined {
  const value = Number(draft.amount);
  if (draft.amount.trim() === '' || !Number.isFinite(value) || value <= 0) return undefined;
  return draft.unit === GRAMS ? { grams: value } : { portion: { label: draft.unit, amount: value } };
}

/** The numbers a draft amount of a food comes to, as the server will compute them. */
export function previewNumbers(food: Food, draft: AmountDraft) {
  const amount = amountOf(draft);
  if (!amount) return undefined;
  const grams = gramsOf(amount, food.portions);
  if (typeof grams !== 'number') return undefined;
  return { grams, ...itemNumbers(food.per100g, grams) };
}
