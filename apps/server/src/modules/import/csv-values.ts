/**
 * Readers for the cell values of workout exports (Strong, Hevy). Each returns null for an empty cell and
 * throws a CellError with a sentence a person can read when the cell holds something else.
 */

export class CellError extends Error {}

/** A number written with a decimal point or a decimal comma ('82.5', '82,5'); '' is no value. */
export function readDecimal(text: string, column: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  // Semicolon exports from comma-decimal locales write 82,5; a comma export never writes a thousands
  // separator, so a lone comma is always the decimal one.
  const normalised = trimmed.includes('.') ? trimmed.replaceAll(',', '') : trimmed.replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalised)) {
    throw new CellError(`${column} is not a number: '${trimmed}'.`);
  }
  return Number(normalised);
}

const DURATION_PART = /(\d+(?:[.,]\d+)?)\s*(h|hr|hrs|hours?|m|min|mins|minutes?|s|sec|secs|seconds?)\b/gi;

/** A duration in seconds from '31m', '1h 3m', '35min', '1h', '45s' or a plain number of seconds. */
export function readDuration(text: string, column: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const plain = /^\d+(?:[.,]\d+)?$/.test(trimmed) ? readDecimal(trimmed, column) : null;
  if (plain !== null) return Math.round(plain);
  let seconds = 0;
  let consumed = '';
  for (const match of trimmed.matchAll(DURATION_PART)) {
    const amount = Number(match[1]!.replace(',', '.'));
    const unit = match[2]!.toLowerCase();
    seconds += unit.startsWith('h') ? amount * 3600 : unit.startsWith('m') ? amount * 60 : amount;
    consumed += match[0];
  }
  if (consumed.replace(/\s/g, '') !== trimmed.replace(/\s/g, '')) {
    throw new CellError(`${column} is not a duration such as '1h 3m': '${trimmed}'.`);
  }
  return Math.round(seconds);
}

export type WallClock = {
  date: string;
  hour: number;
  minute: number;
  second: number;
};

function wallClock(year: number, month: number, day: number, hour: number, minute: number, second: number) {
  const probe = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const valid =
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  if (!valid) return null;
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { date, hour, minute, second };
}

const ISO_LIKE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** Strong's '2021-07-07 18:35:21' (a wall-clock reading with no zone). */
export function readIsoLikeTime(text: string, column: string): WallClock {
  const match = ISO_LIKE.exec(text.trim());
  const clock =
    match &&
    wallClock(
      Number(match[1]),
      Number(match[2]),
      Number(match[3]),
      Number(match[4] ?? 0),
      Number(match[5] ?? 0),
      Number(match[6] ?? 0),
    );
  if (!clock) throw new CellError(`${column} is not a date such as '2021-07-07 18:35:21': '${text.trim()}'.`);
  return clock;
}

// Month names as exports write them in the languages the apps ship; a cell's word must begin one month's
// names only ('jui' could be juin or juillet, so it is refused rather than guessed).
const MONTH_NAMES: readonly string[][] = [
  ['january', 'januar', 'janvier', 'enero', 'gennaio', 'janeiro', 'januari', 'jan'],
  ['february', 'februar', 'fevrier', 'febrero', 'febbraio', 'fevereiro', 'februari', 'feb'],
  ['march', 'marz', 'mars', 'marzo', 'marco', 'maart'],
  ['april', 'avril', 'abril', 'aprile'],
  ['may', 'mai', 'mayo', 'maggio', 'maio', 'mei'],
  ['june', 'juni', 'juin', 'junio', 'giugno', 'junho'],
  ['july', 'juli', 'juillet', 'julio', 'luglio', 'julho'],
  ['august', 'aout', 'agosto', 'augustus'],
  ['september', 'septembre', 'septiembre', 'settembre', 'setembro'],
  ['october', 'oktober', 'octobre', 'octubre', 'ottobre', 'outubro'],
  ['november', 'novembre', 'noviembre', 'novembro'],
  ['december', 'dezember', 'decembre', 'diciembre', 'dicembre', 'dezembro'],
];

function monthOf(word: string): number | null {
  const key = word
    .normalize('NFD')
    .replace(/[\u0300-\u036f.]/g, '')
    .toLowerCase();
  if (key.length < 3) return null;
  const months = new Set<number>();
  MONTH_NAMES.forEach((names, index) => {
    if (names.some((name) => name.startsWith(key))) months.add(index + 1);
  });
  return months.size === 1 ? [...months][0]! : null;
}

const HEVY_TIME = /^(\d{1,2})\s+([^\s\d,]+)\s+(\d{4}),?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm)?$/i;

/** Hevy's '8 Apr 2026, 16:50' (month names may be localised), or an ISO-like reading. */
export function readHevyTime(text: string, column: string): WallClock {
  const trimmed = text.trim();
  if (ISO_LIKE.test(trimmed)) return readIsoLikeTime(trimmed, column);
  const match = HEVY_TIME.exec(trimmed);
  const month = match ? monthOf(match[2]!) : null;
  let hour = match ? Number(match[4]) : 0;
  const meridiem = match?.[7]?.toLowerCase();
  if (meridiem === 'pm' && hour < 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  const clock =
    match && month !== null
      ? wallClock(Number(match[3]), month, Number(match[1]), hour, Number(match[5]), Number(match[6] ?? 0))
      : null;
  if (!clock) throw new CellError(`${column} is not a date such as '8 Apr 2026, 16:50': '${trimmed}'.`);
  return clock;
}
