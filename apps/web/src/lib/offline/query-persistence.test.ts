import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { describe, expect, it } from 'vitest';
import { withEarlierAnswers } from './query-persistence';

const NOW = Date.UTC(2026, 10, 26, 12);
const DAY = 24 * 60 * 60_000;

function client(
  buster: string,
  answers: Array<[hash: string, data: unknown, updatedAt: number]>,
): PersistedClient {
  return {
    buster,
    timestamp: NOW,
    clientState: {
      mutations: [],
      queries: answers.map(([queryHash, data, dataUpdatedAt]) => ({
        queryHash,
        queryKey: JSON.parse(queryHash) as unknown[],
        dehydratedAt: NOW,
        state: {
          data,
          dataUpdatedAt,
          dataUpdateCount: 1,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      })),
    },
  };
}

const answers = (persisted: PersistedClient) =>
  Object.fromEntries(persisted.clientState.queries.map((query) => [query.queryHash, query.state.data]));

describe('the answers saved on the device', () => {
  it("keep an earlier page's answers this page has not read, each with its own time", () => {
    const saved = client('1', [['["nutrition"]', 'meals of earlier', NOW - DAY]]);
    const current = client('1', [['["workouts","templates"]', 'templates now', NOW]]);

    const merged = withEarlierAnswers(current, saved, NOW);

    expect(answers(merged)).toEqual({
      '["workouts","templates"]': 'templates now',
      '["nutrition"]': 'meals of earlier',
    });
    expect(
      merged.clientState.queries.find((query) => query.queryHash === '["nutrition"]')?.state.dataUpdatedAt,
    ).toBe(NOW - DAY);
  });

  it("take this page's answer where both have one", () => {
    const saved = client('1', [['["dashboard"]', 'older figures', NOW - 60_000]]);
    const current = client('1', [['["dashboard"]', 'newer figures', NOW]]);

    expect(answers(withEarlierAnswers(current, saved, NOW))).toEqual({ '["dashboard"]': 'newer figures' });
  });

  it('drop earlier answers a week old, and a copy of another cache version', () => {
    const current = client('1', [['["dashboard"]', 'figures', NOW]]);
    const weekOld = client('1', [['["progress"]', 'old weights', NOW - 7 * DAY]]);
    const otherVersion = client('0', [['["progress"]', 'weights in an old shape', NOW]]);

    expect(answers(withEarlierAnswers(current, weekOld, NOW))).toEqual({ '["dashboard"]': 'figures' });
    expect(answers(withEarlierAnswers(current, otherVersion, NOW))).toEqual({ '["dashboard"]': 'figures' });
    expect(withEarlierAnswers(current, undefined, NOW)).toBe(current);
  });
});
