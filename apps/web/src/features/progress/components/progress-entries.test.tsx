import { NEXT_CURSOR_HEADER, type ProgressEntry } from '@momentum/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ProgressRoute from '@/app/routes/progress';
import { json, stubFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';

const entry = (id: string, date: string, weight: number): ProgressEntry => ({
  _id: id,
  date,
  measurements: { weight },
  photos: [],
});

describe('Progress entries paging', { timeout: 20_000 }, () => {
  it("reaches the oldest entry with 'Load older entries', one page at a time", async () => {
    const fetch = stubFetch((request) => {
      if (request.path !== '/progress') return json(200, {});
      const cursor = new URL(request.url, 'http://app').searchParams.get('cursor');
      if (cursor === 'older') return json(200, [entry('old', '2025-01-05', 91.5)]);
      const response = json(200, [entry('new', '2026-11-21', 80.2)]);
      response.headers.set(NEXT_CURSOR_HEADER, 'older');
      return response;
    });
    const { user } = renderRoutes([{ path: '/progress', Component: ProgressRoute }], { path: '/progress' });

    expect(await screen.findByRole('heading', { name: 'Sat, Nov 21, 2026' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Sun, Jan 5, 2025' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load older entries' }));

    expect(await screen.findByRole('heading', { name: 'Sun, Jan 5, 2025' })).toBeVisible();
    expect(screen.getAllByTestId('progress-entry')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Load older/ })).not.toBeInTheDocument();
    const older = fetch.mock.calls.filter(([url]) => String(url).includes('cursor='));
    expect(older.map(([url]) => String(url))).toEqual(['/api/progress?cursor=older']);
  });
});
