/** Parses a JSON column we wrote ourselves; a corrupt value falls back instead of failing a whole list. */
export function parseJsonColumn<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
