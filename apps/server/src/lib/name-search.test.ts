import { describe, expect, it } from 'vitest';
import { createNameIndex, wordMatch, wordsOf } from './name-search.js';

const NAMES = [
  'Bench Press',
  'Bench Dip',
  'Benchmark bar',
  'Bent Over Row',
  'Bananas, raw',
  'Banana chips',
  'Beans, black, cooked',
  'Beef, ground',
  'Nebraska bench',
].map((name) => ({ name }));

const options = { neutralWords: new Set(['raw']) };
const scoresOf = (index: ReturnType<typeof createNameIndex<{ name: string }>>, query: string) =>
  index
    .score(wordsOf(query))
    .map(({ item, score }) => [item.name, score])
    .sort();

describe('createNameIndex', () => {
  it('scores every name by its best word or word run, as wordMatch does one pair at a time', () => {
    const index = createNameIndex(NAMES, options);
    for (const typed of ['bnech', 'benc', 'bech', 'banan', 'bananas', 'bean', 'nebraska', 'benchpress']) {
      const expected = NAMES.flatMap(({ name }) => {
        const words = wordsOf(name);
        const runs = words.flatMap((_, first) =>
          [1, 2, 3]
            .filter((n) => first + n <= words.length)
            .map((n) => words.slice(first, first + n).join('')),
        );
        const best = Math.max(...runs.map((run) => wordMatch(typed, run)));
        return best > 0 ? [[name, best]] : [];
      }).sort();
      const found = index
        .score([typed])
        .map(({ item, score }) => [item.name, score.quality])
        .sort();
      expect(found, typed).toEqual(expected);
    }
  });

  it('answers a repeated search as the first time, and as a fresh index would, whatever was asked between', () => {
    const index = createNameIndex(NAMES, options);
    const first = scoresOf(index, 'bnech press');
    expect(first.length).toBeGreaterThan(0);
    scoresOf(index, 'banana');
    scoresOf(index, 'bench dip');
    expect(scoresOf(index, 'bnech press')).toEqual(first);
    expect(scoresOf(createNameIndex(NAMES, options), 'bnech press')).toEqual(first);
    // Nothing of one search is left in the next: a name scored before and not matching now is not listed.
    expect(scoresOf(index, 'beef').map(([name]) => name)).toEqual(['Beef, ground']);
  });
});
