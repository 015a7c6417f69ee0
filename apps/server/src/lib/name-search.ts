/**
 * Ranking of names for the searches of the exercise library and the food database (decisions 0007, 0013):
 * words in any order, any case, a prefix ("pres") or a typo ("prees") forgiven, a plural for its singular,
 * words typed together ("benchpress") matched against adjacent name words. Pure and in-process so SQLite and
 * PostgreSQL rank alike; both lists are small enough (under 10,000 names) to score whole.
 *
 * What differs between the lists is given to `createNameIndex`: the words that do not make a variant
 * ("barbell" for exercises, "raw" for foods), a prior that orders otherwise equal names (the barbell lift
 * before the machine one, the plain food before baby food), and whether the name's first word weighs more
 * (food names put the food first: "Bananas, raw").
 */

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
/** How many typed words an index remembers the matches of (a few hundred numbers each). */
const MATCH_CACHE_WORDS = 2_000;
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
  return matchWith(typed, target, (longer) => editDistance(typed, longer, 1, true) <= 1);
}

/** Whether `a` and `b` have the same first `n` characters (both have at least `n`); no strings are made. */
function sameStart(a: string, b: string, n: number): boolean {
  for (let i = 0; i < n; i += 1) if (a.charCodeAt(i) !== b.charCodeAt(i)) return false;
  return true;
}

/**
 * `wordMatch` of one typed word against many targets. Whether a longer target starts with a slip of the word
 * depends only on its first (word length + 1) letters, so it is computed once for a run of targets sharing them:
 * an index lists its targets sorted, and a food database has thousands starting alike ("chicken…").
 */
function createWordMatcher(typed: string): (target: string) => number {
  const span = Math.min(typed.length, MAX_WORD) + 1;
  let slipTarget: string | undefined;
  let slipped = false;
  const slip = (longer: string) => {
    if (slipTarget === undefined || !sameStart(slipTarget, longer, span)) {
      slipTarget = longer;
      slipped = editDistance(typed, longer, 1, true) <= 1;
    }
    return slipped;
  };
  return (target) => matchWith(typed, target, slip);
}

/** wordMatch, with the slip on a longer target's start (the costliest test) answered by `slip`. */
function matchWith(typed: string, target: string, slip: (longer: string) => boolean): number {
  const t0 = typed.charCodeAt(0);
  const g0 = target.charCodeAt(0);
  if (t0 === g0) {
    if (typed === target) return 1;
    // A plural or a singular is the same word: "banana" is "Bananas", "eggs" is "Egg".
    if (pluralOf(typed, target) || pluralOf(target, typed)) return 1;
    if (typed.length >= 2 && target.startsWith(typed)) return 0.9;
  } else if (!(t0 === target.charCodeAt(1) && typed.charCodeAt(1) === g0)) {
    // People rarely miss the first letter: a typo is looked for only where the word starts alike (or with the
    // first two letters swapped, "bnech"), which spares the edit distance for almost every word of a long list.
    return 0;
  }
  const allowed = typed.length >= 8 ? 2 : typed.length >= 4 ? 1 : 0;
  if (allowed === 0) return 0;
  if (
    Math.abs(typed.length - target.length) <= allowed &&
    editDistance(typed, target, allowed, false) <= allowed
  ) {
    return 0.75;
  }
  // A slip in a word still being typed: "benc" or "bnech" for "bench…".
  if (target.length > typed.length && slip(target)) return 0.6;
  return 0;
}

/** `one` is `other` with -s or -es ("bananas", "peaches"); no strings are made, it runs for every name word. */
function pluralOf(one: string, other: string): boolean {
  const extra = one.length - other.length;
  if (other.length < 3 || extra < 1 || extra > 2 || one.charCodeAt(one.length - 1) !== 115) return false;
  if (extra === 2 && one.charCodeAt(one.length - 2) !== 101) return false;
  return one.startsWith(other);
}

/** A name prepared for search: its words, how many of them name a variant, and its prior. */
type IndexedName = { words: string[]; variantWords: number; prior: number };

export type SearchScore = {
  /** Mean match quality over the typed words, 0 to 1. */
  quality: number;
  /** Every typed word found. */
  complete: boolean;
  /** Name words naming a variant that the query did not ask for ("incline", "close"). */
  extraWords: number;
  /** A typed word matched the name's first word (counted only when the index weighs the head). */
  head: boolean;
  /** The index's prior for the item: lower first among otherwise equal matches. */
  prior: number;
};

export type NameIndexOptions<T> = {
  /** Words that describe the tool, the grip or the state rather than a variant ("barbell", "raw"). */
  neutralWords: ReadonlySet<string>;
  /** Orders otherwise equal matches, lower first (the barbell lift before the machine one). */
  prior?: (item: T) => number;
  /** Whether a match on the name's first word ranks first ("Bananas, raw" for "banana"). */
  weighHead?: boolean;
};

/**
 * An index of names built once (the built-in library, the food database) or per request (a person's own).
 * Every distinct word and word run ("target") is scored once per typed word, and only among the targets that
 * start with the typed word's first or second letter; each target lists the names it occurs in, so a query
 * touches only the names that match something.
 */
export function createNameIndex<T extends { name: string }>(
  items: readonly T[],
  { neutralWords, prior, weighHead = false }: NameIndexOptions<T>,
) {
  const targets: string[] = [];
  const targetIds = new Map<string, number>();
  // Postings of each target: the names it occurs in, with where (first word) and how many words it spans.
  const postings: { name: number[]; first: number[]; count: number[] }[] = [];
  const byFirstLetter = new Map<number, number[]>();
  const idOf = (text: string) => {
    let id = targetIds.get(text);
    if (id === undefined) {
      id = targets.length;
      targets.push(text);
      targetIds.set(text, id);
      postings.push({ name: [], first: [], count: [] });
      const letter = text.charCodeAt(0);
      let bucket = byFirstLetter.get(letter);
      if (!bucket) byFirstLetter.set(letter, (bucket = []));
      bucket.push(id);
    }
    return id;
  };
  const names: IndexedName[] = items.map((item, nameIndex) => {
    const words = wordsOf(item.name);
    for (let first = 0; first < words.length; first += 1) {
      let joined = '';
      for (let count = 1; count <= 3 && first + count <= words.length; count += 1) {
        joined += words[first + count - 1];
        const posting = postings[idOf(joined)]!;
        posting.name.push(nameIndex);
        posting.first.push(first);
        posting.count.push(count);
      }
    }
    return {
      words,
      variantWords: words.filter((word) => !neutralWords.has(word)).length,
      prior: prior ? prior(item) : 0,
    };
  });
  // Sorted, targets starting alike are neighbours: the matcher tests their common start once.
  for (const bucket of byFirstLetter.values()) {
    bucket.sort((a, b) => (targets[a]! < targets[b]! ? -1 : targets[a]! > targets[b]! ? 1 : 0));
  }
  // Per typed word and name: the best quality and the span that gave it. Kept between searches (one runs at a
  // time, synchronously) and cleared where written, so a search allocates nothing the size of the list.
  const scratch = {
    best: [] as Float64Array[],
    spanFirst: [] as Int16Array[],
    spanCount: [] as Int8Array[],
    seen: new Uint8Array(items.length),
  };
  const scratchFor = (words: number) => {
    while (scratch.best.length < words) {
      scratch.best.push(new Float64Array(items.length));
      scratch.spanFirst.push(new Int16Array(items.length));
      scratch.spanCount.push(new Int8Array(items.length));
    }
    return scratch;
  };

  /** The targets a typed word may match: those starting with its first letter, or its second (a swap). */
  const candidatesOf = (typed: string): number[] => {
    const first = byFirstLetter.get(typed.charCodeAt(0)) ?? [];
    const second = typed.length > 1 ? byFirstLetter.get(typed.charCodeAt(1)) : undefined;
    return second && second !== first ? first.concat(second) : first;
  };

  // The targets a typed word matches, with how well, for the words typed lately: each keystroke of a search asks
  // again for the words already typed ("white r", "white ri", …), and people type the same foods day after day.
  const matchCache = new Map<string, { targets: number[]; qualities: number[] }>();
  const matchesOf = (typed: string) => {
    const cached = matchCache.get(typed);
    if (cached) {
      matchCache.delete(typed); // most recently used last: the oldest is the one dropped
      matchCache.set(typed, cached);
      return cached;
    }
    const found = { targets: [] as number[], qualities: [] as number[] };
    const match = createWordMatcher(typed);
    for (const target of candidatesOf(typed)) {
      const quality = match(targets[target]!);
      if (quality === 0) continue;
      found.targets.push(target);
      found.qualities.push(quality);
    }
    matchCache.set(typed, found);
    if (matchCache.size > MATCH_CACHE_WORDS) matchCache.delete(matchCache.keys().next().value!);
    return found;
  };

  return {
    /**
     * Every item matching at least one typed word, with its score (all items when nothing is typed). With
     * `completeWhenAny`, only the items having every typed word when there are some: what rankByName keeps
     * anyway, without building the rest (a common word like "cooked" matches thousands of foods).
     */
    score(
      typedWords: readonly string[],
      { completeWhenAny = false }: { completeWhenAny?: boolean } = {},
    ): { item: T; score: SearchScore }[] {
      const out: { item: T; score: SearchScore }[] = [];
      if (typedWords.length === 0) {
        items.forEach((item, i) =>
          out.push({
            item,
            score: {
              quality: 1,
              complete: true,
              extraWords: names[i]!.variantWords,
              head: false,
              prior: names[i]!.prior,
            },
          }),
        );
        return out;
      }
      const { seen, ...spans } = scratchFor(typedWords.length);
      const best = spans.best.slice(0, typedWords.length);
      const spanFirst = spans.spanFirst;
      const spanCount = spans.spanCount;
      const touched: number[] = [];
      typedWords.forEach((typed, k) => {
        const bestK = best[k]!;
        const firstK = spanFirst[k]!;
        const countK = spanCount[k]!;
        const matches = matchesOf(typed);
        for (let t = 0; t < matches.targets.length; t += 1) {
          const quality = matches.qualities[t]!;
          const posting = postings[matches.targets[t]!]!;
          for (let p = 0; p < posting.name.length; p += 1) {
            const i = posting.name[p]!;
            const first = posting.first[p]!;
            const count = posting.count[p]!;
            // Ties go to the earlier span, as reading the name from its start would, then to the shorter one.
            if (
              quality > bestK[i]! ||
              (quality === bestK[i]! && (first < firstK[i]! || (first === firstK[i]! && count < countK[i]!)))
            ) {
              bestK[i] = quality;
              firstK[i] = first;
              countK[i] = count;
            }
            if (seen[i] === 0) {
              seen[i] = 1;
              touched.push(i);
            }
          }
        }
      });
      let candidates = touched;
      if (completeWhenAny && typedWords.length > 1) {
        const complete = touched.filter((i) => best.every((bestK) => bestK[i]! > 0));
        if (complete.length > 0) candidates = complete;
      }
      const used = new Set<number>();
      for (const i of candidates) {
        const name = names[i]!;
        used.clear();
        let total = 0;
        let complete = true;
        for (let k = 0; k < typedWords.length; k += 1) {
          const quality = best[k]![i]!;
          if (quality === 0) {
            complete = false;
            continue;
          }
          total += quality;
          for (let w = 0; w < spanCount[k]![i]!; w += 1) used.add(spanFirst[k]![i]! + w);
        }
        let variantUsed = 0;
        for (const index of used) if (!neutralWords.has(name.words[index]!)) variantUsed += 1;
        out.push({
          item: items[i]!,
          score: {
            quality: total / typedWords.length,
            complete,
            extraWords: Math.max(0, name.variantWords - variantUsed),
            head: weighHead && used.has(0),
            prior: name.prior,
          },
        });
      }
      for (const i of touched) {
        seen[i] = 0;
        for (let k = 0; k < typedWords.length; k += 1) {
          best[k]![i] = 0;
          spanFirst[k]![i] = 0;
          spanCount[k]![i] = 0;
        }
      }
      return out;
    },
  };
}
export type NameIndex<T extends { name: string }> = ReturnType<typeof createNameIndex<T>>;

/**
 * Orders two scored names: complete matches first, then quality, then a match on the name's head, then the
 * prior, then fewer variant words, then the shorter name.
 */
export function compareScores(
  a: { score: SearchScore; name: string },
  b: { score: SearchScore; name: string },
): number {
  if (a.score.complete !== b.score.complete) return a.score.complete ? -1 : 1;
  if (Math.abs(a.score.quality - b.score.quality) > 1e-9) return b.score.quality - a.score.quality;
  if (a.score.head !== b.score.head) return a.score.head ? -1 : 1;
  if (a.score.prior !== b.score.prior) return a.score.prior - b.score.prior;
  if (a.score.extraWords !== b.score.extraWords) return a.score.extraWords - b.score.extraWords;
  if (a.name.length !== b.name.length) return a.name.length - b.name.length;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

export type Scored<T> = { item: T; score: SearchScore; name: string };

/**
 * The ranked list a search answers from: with words, only the complete matches (partial ones when nothing has
 * every typed word), best first; without, every item by name. `tier` puts some items (a person's own) before
 * all others whatever their score.
 */
export function rankByName<T extends { name: string }>(
  scored: readonly { item: T; score: SearchScore }[],
  typedWords: readonly string[],
  tier: (item: T) => number = () => 0,
): T[] {
  let entries = scored.map(({ item, score }) => ({ item, score, name: item.name, tier: tier(item) }));
  if (typedWords.length > 0) {
    const complete = entries.filter((entry) => entry.score.complete);
    if (complete.length > 0) entries = complete;
  }
  entries.sort((a, b) => {
    if (a.tier !== b.tier) return a.tier - b.tier;
    if (typedWords.length > 0) return compareScores(a, b);
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  });
  return entries.map((entry) => entry.item);
}
