/** A number typed in a form; blank or unreadable becomes NaN so the schema reports 'must be a number'. */
export function parseNumber(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}
