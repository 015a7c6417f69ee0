import { NEXT_CURSOR_HEADER, type NutritionEntry } from '@momentum/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import NutritionRoute from '@/app/routes/nutrition';
import { deferred, json, stubFetch, type StubRequest } from '@/test/fetch';
import { renderRoutes } from '@/test/render';

const entry = (id: string, date: string, food: string): NutritionEntry => ({
  _id: id,
  date,
  meals: [
    { type: 'lunch', items: [{ name: food, calories: 100, macros: { protein: 1, carbs: 2, fats: 3 } }] },
  ],
  totalCalories: 100,
});

/** A page as the server answers it: the spec's array, and the next page's cursor in a header. */
function page(entries: NutritionEntry[], nextCursor?: string): Response {
  const response = json(200, entries);
  if (nextCursor) response.headers.set(NEXT_CURSOR_HEADER, nextCursor);
  return response;
}

const cursorOf = (request: StubRequest) => new URL(request.url, 'http://app').searchParams.get('cursor');

/** The day view beside the log: an empty day and no averages, so only the log's answers vary. */
function dayViewCalls(request: StubRequest): Response | undefined {
  if (request.path.startsWith('/nutrition/days/'))
    return json(200, {
      date: request.path.split('/')[3],
      meals: ['breakfast', 'lunch', 'dinner', 'snack'].map((type) => ({ type, items: [] })),
      totals: { calories: 0, protein: 0, carbs: 0, fats: 0 },
      water: { ml: 0, targetMl: 2000 },
      targets: { calories: 2000, protein: 86, carbs: 289, fats: 56 },
    });
  if (request.path === '/nutrition/averages')
    return json(200, { days: 0, calories: 0, protein: 0, carbs: 0, fats: 0 });
  return undefined;
}

function renderNutrition(handler: (request: StubRequest) => Response | Promise<Response>) {
  const fetch = stubFetch((request) => dayViewCalls(request) ?? handler(request));
  return {
    ...renderRoutes([{ path: '/nutrition', Component: NutritionRoute }], { path: '/nutrition' }),
    fetch,
  };
}

describe('Nutrition food log paging', { timeout: 20_000 }, () => {
  it("loads older days with 'Load older entries' until the server has no more, grouping a day split over pages", async () => {
    const older = deferred<Response>();
    const { user, fetch } = renderNutrition((request) => {
      if (request.path !== '/nutrition') return json(404, {});
      return cursorOf(request) === 'page-2'
        ? older.promise
        : page([entry('a', '2026-11-21', 'Soup'), entry('b', '2026-11-20', 'Oats')], 'page-2');
    });

    await screen.findByText('Soup');
    expect(screen.queryByText('Rice')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load older entries' }));
    // While the older page loads, the button says so and cannot be pressed twice.
    const busy = await screen.findByRole('button', { name: 'Loading older entries...' });
    expect(busy).toBeDisabled();
    older.resolve(page([entry('c', '2026-11-20', 'Rice'), entry('d', '2026-11-02', 'Pasta')]));

    await screen.findByText('Pasta');
    // Nov 20 began on the first page and ended on the second: one day, both entries.
    const day = screen.getByRole('region', { name: /Fri, Nov 20, 2026/ });
    expect(within(day).getAllByTestId('nutrition-entry')).toHaveLength(2);
    expect(screen.getAllByRole('heading', { name: /Nov 20, 2026/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Load older/ })).not.toBeInTheDocument();
    // One page at a time: the newest page, then the one the cursor named.
    const lists = fetch.mock.calls
      .map(([url]) => String(url))
      .filter((url) => /^\/api\/nutrition(\?|$)/.test(url));
    expect(lists).toEqual(['/api/nutrition', '/api/nutrition?cursor=page-2']);
  });

  it('keeps the days already shown when an older page fails, and tries again', async () => {
    let failOlder = true;
    const { user } = renderNutrition((request) => {
      if (cursorOf(request) !== 'page-2') return page([entry('a', '2026-11-21', 'Soup')], 'page-2');
      if (failOlder)
        return json(500, { message: 'Something went wrong on our side.', code: 'internal_error' });
      return page([entry('b', '2026-10-01', 'Stew')]);
    });

    await user.click(await screen.findByRole('button', { name: 'Load older entries' }));
    expect(await screen.findByText('Failed to load older entries', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText('Soup')).toBeVisible();

    failOlder = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Stew')).toBeVisible();
    expect(screen.queryByText('Failed to load older entries')).not.toBeInTheDocument();
  });

  it('offers no Load older when the first page is the only one', async () => {
    renderNutrition(() => page([entry('a', '2026-11-21', 'Soup')]));
    await screen.findByText('Soup');
    expect(screen.queryByRole('button', { name: /Load older/ })).not.toBeInTheDocument();
  });
});
