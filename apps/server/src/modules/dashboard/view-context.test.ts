import fc from 'fast-check';
import { localDateOf } from '@momentum/shared';
import { describe, expect, it } from 'vitest';
import { todayIn } from './view-context.js';

const ZONES = [
  'UTC',
  'Europe/Berlin',
  'America/Santiago',
  'America/Havana',
  'Asia/Kolkata',
  'Pacific/Chatham',
];

describe('todayIn', () => {
  it('agrees with localDateOf for instants in any order, across midnights and daylight-saving changes', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...ZONES), fc.integer({ min: 0, max: 400 * 86_400_000 })), {
          minLength: 1,
          maxLength: 60,
        }),
        (asks) => {
          for (const [zone, offset] of asks) {
            const now = new Date(start + offset);
            expect(todayIn(now, zone), `${zone} ${now.toISOString()}`).toBe(localDateOf(now, zone));
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('moves to the next date at the first instant of the local day', () => {
    // Berlin: 2026-06-14 begins at 2026-06-13T22:00:00Z (CEST).
    expect(todayIn(new Date('2026-06-13T21:59:59.999Z'), 'Europe/Berlin')).toBe('2026-06-13');
    expect(todayIn(new Date('2026-06-13T22:00:00.000Z'), 'Europe/Berlin')).toBe('2026-06-14');
    expect(todayIn(new Date('2026-06-13T21:59:59.999Z'), 'Europe/Berlin')).toBe('2026-06-13');
  });
});
