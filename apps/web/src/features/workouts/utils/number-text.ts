/**
 * What a number box of the set table keeps of a keystroke: digits and, where fractions mean something, one
 * decimal point (a comma, as many keyboards type it, becomes one). Anything else is dropped as it is typed.
 */
export function cleanNumberText(text: string, decimals: boolean): string {
  const unified = text.replace(/,/g, '.');
  if (!decimals) return unified.replace(/\D/g, '').slice(0, 6);
  const [whole = '', ...fraction] = unified.replace(/[^\d.]/g, '').split('.');
  const kept = fraction.length > 0 ? `${whole}.${fraction.join('').slice(0, 2)}` : whole;
  return kept.slice(0, 9);
}

/** A typed number, or undefined when the box is empty or unreadable. */
export function readNumberText(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}
