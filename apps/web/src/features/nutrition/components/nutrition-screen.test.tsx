import type { NutritionEntry } from '@momentum/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import NutritionRoute from '@/app/routes/nutrition';
import { json, stubFetch, type StubRequest } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { todayLocalDate } from '@/utils/local-date';

const entry = (id: string, date: string, meals: NutritionEntry['meals']): NutritionEntry => ({
  _id: id,
  date,
  meals,
  totalCalories: meals.flatMap((m) => m.items).reduce((sum, item) => sum + item.calories, 0),
});
const item = (name: string, calories: number) => ({
  name,
  calories,
  macros: { protein: 1, carbs: 2, fats: 3 },
});

function renderNutrition(handler: (request: StubRequest) => Response) {
  const fetch = stubFetch(handler);
  const view = renderRoutes([{ path: '/nutrition', Component: NutritionRoute }], { path: '/nutrition' });
  return { ...view, fetch };
}

const callsTo = (fetch: ReturnType<typeof stubFetch>, method: string) =>
  fetch.mock.calls.filter(
    ([url, init]) => String(url).startsWith('/api/nutrition') && (init?.method ?? 'GET') === method,
  );

// Typing into dialogs is slow in jsdom on a busy machine; the default 5 s is too tight.
describe('Nutrition screen', { timeout: 20_000 }, () => {
  it('lists entries under their date with meal count, calories and a Delete button; placeholders say Example', async () => {
    renderNutrition(() =>
      json(200, [
        entry('a', '2026-11-21', [
          { type: 'breakfast', items: [item('Oats', 350), item('Banana', 105)] },
          { type: 'lunch', items: [item('Soup', 200)] },
        ]),
        entry('b', '2026-11-21', [{ type: 'snack', items: [item('Apple', 80)] }]),
        entry('c', '2026-11-19', [{ type: 'dinner', items: [item('Salmon', 412.5)] }]),
      ]),
    );
    const rows = await screen.findAllByTestId('nutrition-entry');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Oats, Banana, Soup');
    expect(rows[0]).toHaveTextContent('2 meals');
    expect(rows[0]).toHaveTextContent('655 kcal');
    expect(rows[1]).toHaveTextContent('1 meal');
    expect(rows[2]).toHaveTextContent('412.5 kcal');
    const day = screen.getByRole('region', { name: /Sat, Nov 21, 2026/ });
    expect(day).toHaveTextContent('735 kcal');
    expect(within(rows[0]!).getByRole('button', { name: /^Delete/ })).toBeEnabled();

    for (const title of ['Daily goals', 'Quick add', 'Water intake', "Today's meals", 'Weekly averages']) {
      const card = screen.getByRole('heading', { name: title }).closest('[data-example="true"]');
      expect(card).not.toBeNull();
      expect(within(card as HTMLElement).getByText('Example')).toBeVisible();
    }
    for (const name of ['Scan Barcode', 'Search Foods', 'Create Meal']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
  });

  it("shows 'Failed to load nutrition' when the list cannot be loaded", async () => {
    renderNutrition(() =>
      json(500, { message: 'Something went wrong on our side.', code: 'internal_error' }),
    );
    expect(await screen.findByText('Failed to load nutrition', {}, { timeout: 10_000 })).toBeVisible();
  });

  it('shows an empty state when nothing is logged', async () => {
    renderNutrition(() => json(200, []));
    expect(await screen.findByText('No food logged yet.')).toBeVisible();
  });

  it("adds a food for today through 'Add Meal & Food', empty numbers left for the server's 0, then refetches", async () => {
    let listed: NutritionEntry[] = [];
    const { user, fetch } = renderNutrition((request) => {
      if (request.method === 'POST') {
        const created = entry('new', todayLocalDate(), [
          { type: 'lunch', items: [item('Greek yogurt', 150)] },
        ]);
        listed = [created];
        return json(201, created);
      }
      return json(200, listed);
    });
    expect(await screen.findByText('No food logged yet.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add Food' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Meal & Food' });
    const meal = within(dialog).getByLabelText('Meal');
    expect(
      within(meal)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Snack']);
    await user.selectOptions(meal, 'lunch');
    await user.type(within(dialog).getByLabelText('Food name'), 'Greek yogurt');
    await user.type(within(dialog).getByLabelText('Calories'), '150');
    await user.type(within(dialog).getByLabelText('Protein (g)'), '15.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Food' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = callsTo(fetch, 'POST');
    expect(JSON.parse(String(post![1]!.body))).toEqual({
      date: todayLocalDate(),
      meals: [{ type: 'lunch', items: [{ name: 'Greek yogurt', calories: 150, macros: { protein: 15.5 } }] }],
    });
    const row = await screen.findByTestId('nutrition-entry');
    expect(row).toHaveTextContent('Greek yogurt');
    expect(row).toHaveTextContent('150 kcal');
  });

  it('refuses a negative amount next to its field without calling the server', async () => {
    const { user, fetch } = renderNutrition(() => json(200, []));
    await user.click(await screen.findByRole('button', { name: 'Add Food' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Meal & Food' });
    await user.type(within(dialog).getByLabelText('Fats (g)'), '-4');
    await user.click(within(dialog).getByRole('button', { name: 'Save Food' }));
    expect(within(dialog).getByLabelText('Fats (g)')).toHaveAccessibleDescription('Fats must be 0 or more.');
    expect(callsTo(fetch, 'POST')).toHaveLength(0);
  });

  it('deletes an entry; a failed delete shows nothing and the list is fetched again', async () => {
    let listed = [entry('a', '2026-11-21', [{ type: 'lunch', items: [item('Soup', 200)] }])];
    let failDelete = true;
    const { user, fetch } = renderNutrition((request) => {
      if (request.method === 'DELETE') {
        if (failDelete)
          return json(500, { message: 'Something went wrong on our side.', code: 'internal_error' });
        listed = [];
        return new Response(null, { status: 204 });
      }
      return json(200, listed);
    });
    const row = await screen.findByTestId('nutrition-entry');
    await user.click(within(row).getByRole('button', { name: /^Delete/ }));
    await waitFor(() => expect(callsTo(fetch, 'GET')).toHaveLength(2));
    expect(callsTo(fetch, 'DELETE')[0]![0]).toBe('/api/nutrition/a');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('nutrition-entry')).toBeVisible();

    failDelete = false;
    await user.click(within(screen.getByTestId('nutrition-entry')).getByRole('button', { name: /^Delete/ }));
    expect(await screen.findByText('No food logged yet.')).toBeVisible();
  });
});
