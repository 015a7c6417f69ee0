import { addDays, gramsOf, itemNumbers, type DayItem, type Food, type PortionChoice } from '@momentum/shared';
import { z } from 'zod';

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
export const amountDraftSchema = z.object({ unit: z.string(), amount: z.string() });
export type AmountDraft = z.infer<typeof amountDraftSchema>;
export const GRAMS = 'grams';

/** The first household portion ×1 when the food has one, else 100 g: logging takes no typing by default. */
export const defaultAmount = (food: Pick<Food, 'portions'>): AmountDraft =>
  food.portions[0] ? { unit: food.portions[0].label, amount: '1' } : { unit: GRAMS, amount: '100' };

/** The amount as logged before: its portion and how many, or its grams (100 g when it has none). */
export const loggedAmount = (item: { grams?: number | undefined; portion?: PortionChoice | undefined }) =>
  item.portion
    ? { unit: item.portion.label, amount: String(item.portion.amount) }
    : { unit: GRAMS, amount: String(item.grams ?? 100) };

/** The portion an item was logged with, weighed per one from what was logged, so the portion list can name it. */
export const loggedPortions = (item: { grams?: number | undefined; portion?: PortionChoice | undefined }) =>
  item.portion && item.grams
    ? [{ label: item.portion.label, grams: Math.round((item.grams / item.portion.amount) * 10) / 10 }]
    : [];

type Amount = { grams: number } | { portion: PortionChoice };

/** The API's amount fields for a draft as typed; blank or unreadable is NaN, which the API's schema refuses. */
export function amountBody(draft: AmountDraft): Amount {
  const value = draft.amount.trim() === '' ? Number.NaN : Number(draft.amount);
  return draft.unit === GRAMS ? { grams: value } : { portion: { label: draft.unit, amount: value } };
}

/** The API's amount fields for a draft, or undefined while the amount is not a positive number. */
export function amountOf(draft: AmountDraft): Amount | undefined {
  const amount = amountBody(draft);
  const value = 'grams' in amount ? amount.grams : amount.portion.amount;
  return Number.isFinite(value) && value > 0 ? amount : undefined;
}

/**
 * Where a message of the API about an amount goes: `grams` and `portion.amount` of the request (or of one of its
 * items) are the amount typed in the amount fields named `fields` beside them.
 */
export const amountFieldOf =
  (fields = 'amount') =>
  (path: PropertyKey[]): PropertyKey[] => {
    const at = path.findIndex((key) => key === 'grams' || key === 'portion');
    return at < 0 ? path : [...path.slice(0, at), fields, 'amount'];
  };

/** The numbers an amount of a food comes to, as the server will compute them. */
export function numbersOf(
  food: Food,
  amount: { grams?: number | undefined; portion?: PortionChoice | undefined },
) {
  const grams = gramsOf(amount, food.portions);
  if (typeof grams !== 'number') return undefined;
  return { grams, ...itemNumbers(food.per100g, grams) };
}
