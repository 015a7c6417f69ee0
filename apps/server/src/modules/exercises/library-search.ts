/**
 * Ranking of exercise names for the library search (decision 0007): words in any order, any case, a prefix
 * ("pres") or a typo ("prees") forgiven, words typed together ("benchpress") matched against adjacent name
 * words. Pure and in-process so SQLite and PostgreSQL rank alike; the library is small enough to score whole.
 */

/** Words that describe the tool or the default grip rather than a variant of the movement. */
const NEUTRAL_WORDS = new Set([
  'barbell',
  'dumbbell',
  'dumbbells',
  'machine',
  'cable',
  'kettlebell',
  'kettlebells',
  'band',
  'bands',
  'medium',
  'grip',
  'with',
  'and',
  'the',
  'on',
  'of',
  'a',
  'to',
]);

/** The typed words a query is made of: lower case, accents and punctuation dropped. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

const MAX_WORD = 64;
// Reused rows of the edit-distance table: one search at a time runs on the event loop.
const rowA = new Int32Array(MAX_WORD + 2);
const rowB = new Int32Array(MAX_WORD + 2);
const rowC = new Int32Array(MAX_WORD + 2);

/**
 * Optimal-string-alignment distance (a swap of two letters is one edit) between `a` and `b`, or with
 * `prefix` between `a` and the closest prefix of `b`; anything above `max` is reported as max + 1.
 */
function editDistance(a: string, b: string, max: number, prefix: boolean): number {
  const n = Math.min(a.length, MAX_WORD);
  const m = Math.min(prefix ? n + max : b.length, b.length, MAX_WORD);
  if (!prefix && Math.abs(n - m) > max) return max + 1;
  let previous2 = rowC;
  let previous = rowA;
  let current = rowB;
  for (let j = 0; j <= m; j += 1) previous[j] = j;
  for (let i = 1; i <= n; i += 1) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j += 1) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        value = Math.min(value, previous2[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    const spare = previous2;
    previous2 = previous;
    previous = current;
    current = spare;
  }
  if (!prefix) return previous[m]!;
  let best = max + 1;
  for (let j = Math.max(0, n - max); j <= m; j += 1) best = Math.min(best, previous[j]!);
  return best;
}

/** How well one typed word matches one name word (or several name words written together): 0 to 1. */
export function wordMatch(typed: string, target: string): number {
  if (typed === target) return 1;
  if (typed.length >= 2 && target.startsWith(typed)) return 0.9;
  const allowed = typed.length >= 8 ? 2 : typed.length >= 4 ? 1 : 0;
  if (allowed === 0) return 0;
  if (
    Math.abs(typed.length - target.length) <= allowed &&
    editDistance(typed, target, allowed, false) <= allowed
  ) {
    return 0.75;
  }
  // A slip in a word still being typed: "benc" or "bnech" for "bench…".
  if (target.length > typed.length && editDistance(typed, target, 1, true) <= 1) return 0.6;
  return 0;
}

/** A name prepared for search: its words and, for each, itself and the next one or two written together. */
type IndexedName = {
  words: string[];
  variantWords: number;
  spans: { target: number; first: number; count: number }[];
};

export type SearchScore = {
  /** Mean match quality over the typed words, 0 to 1. */
  quality: number;
  /** Every typed word found. */
  complete: boolean;
  /** Name words naming a variant that the query did not ask for ("incline", "close"). */
  extraWords: number;
};

/**
 * An index of names built once (the built-in library) or per request (a person's own exercises).
 * Every distinct word and word run is scored once per typed word, then each name adds up lookups.
 */
export function createNameIndex<T extends { name: string }>(items: readonly T[]) {
  const targets: string[] = [];
  const targetIds = new Map<string, number>();
  const idOf = (text: string) => {
    let id = targetIds.get(text);
    if (id === undefined) {
      id = targets.length;
      targets.push(text);
      targetIds.set(text, id);
    }
    return id;
  };
  const names: IndexedName[] = items.map((item) => {
    const words = wordsOf(item.name);
    const spans: IndexedName['spans'] = [];
    for (let first = 0; first < words.length; first += 1) {
      let joined = '';
      for (let count = 1; count <= 3 && first + count <= words.length; count += 1) {
        joined += words[first + count - 1];
        spans.push({ target: idOf(joined), first, count });
      }
    }
    return { words, variantWords: words.filter((word) => !NEUTRAL_WORDS.has(word)).length, spans };
  });

  return {
    /** Every item matching at least one typed word, with its score (all items when nothing is typed). */
    score(typedWords: readonly string[]): { item: T; score: SearchScore }[] {
      const out: { item: T; score: SearchScore }[] = [];
      if (typedWords.length === 0) {
        items.forEach((item, i) =>
          out.push({ item, score: { quality: 1, complete: true, extraWords: names[i]!.variantWords } }),
        );
        return out;
      }
      const qualities = typedWords.map((typed) => targets.map((target) => wordMatch(typed, target)));
      const used = new Set<number>();
      names.forEach((name, i) => {
        used.clear();
        let total = 0;
        let complete = true;
        for (const quality of qualities) {
          let best = 0;
          let bestSpan: IndexedName['spans'][number] | undefined;
          for (const span of name.spans) {
            const value = quality[span.target]!;
            if (value > best) {
              best = value;
              bestSpan = span;
            }
          }
          if (bestSpan === undefined) complete = false;
          else for (let k = 0; k < bestSpan.count; k += 1) used.add(bestSpan.first + k);
          total += best;
        }
        if (total === 0) return;
        let variantUsed = 0;
        for (const index of used) if (!NEUTRAL_WORDS.has(name.words[index]!)) variantUsed += 1;
        out.push({
          item: items[i]!,
          score: {
            quality: total / typedWords.length,
            complete,
            extraWords: Math.max(0, name.variantWords - variantUsed),
          },
        });
      });
      return out;
    },
  };
}
export type NameIndex<T extends { name: string }> = ReturnType<typeof createNameIndex<T>>;

/** Orders two scored names: complete matches first, then quality, then fewer variant words, then the name. */
export function compareScores(
  a: { score: SearchScore; name: string },
  b: { score: SearchScore; name: string },
): number {
  if (a.score.complete !== b.score.complete) return a.score.complete ? -1 : 1;
  if (Math.abs(a.score.quality - b.score.quality) > 1e-9) return b.score.quality - a.score.quality;
  if (a.score.extraWords !== b.score.extraWords) return a.score.extraWords - b.score.extraWords;
  if (a.name.length !== b.name.length) return a.name.length - b.name.length;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}
