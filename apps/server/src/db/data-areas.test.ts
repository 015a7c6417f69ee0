import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AREA_VERSION_COLUMNS,
  DATA_AREAS,
  NO_AREA_VERSIONS,
  areaVersionColumn,
  areaVersionsKey,
  type AreaVersions,
} from './data-areas.js';

describe('areaVersionsKey', () => {
  it("is equal for two states of one person's data exactly when the areas' versions are", () => {
    const someAreas = fc.subarray([...DATA_AREAS], { minLength: 1 });
    // A person's line of commits: each moves one area's version by one.
    const commits = fc.array(fc.constantFrom(...AREA_VERSION_COLUMNS), { maxLength: 40 });
    fc.assert(
      fc.property(someAreas, commits, fc.nat(), fc.nat(), (areas, moved, i, j) => {
        const states: AreaVersions[] = [NO_AREA_VERSIONS];
        for (const column of moved) {
          const last = states.at(-1)!;
          states.push({ ...last, [column]: last[column] + 1 });
        }
        const a = states[i % states.length]!;
        const b = states[j % states.length]!;
        const sameVersions = areas.every((area) => a[areaVersionColumn(area)] === b[areaVersionColumn(area)]);
        expect(areaVersionsKey(areas, a) === areaVersionsKey(areas, b)).toBe(sameVersions);
      }),
    );
  });
});
