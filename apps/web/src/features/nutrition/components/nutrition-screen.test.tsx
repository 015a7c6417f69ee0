import type { DayItem, Food, NutritionDay } from '@momentum/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import NutritionRoute from '@/app/routes/nutrition';
import { json, stubFetch, type StubRequest } from '@/test/fetch';
import { renderRoutes } from '@/test/render';

const DATE = '2026-11-20';

const banana: Food = {
  _id: 'usda-09040',
  name: 'Bananas, raw',
  source: 'usda',
  per100g: {
    kcal: 89,
    protein: 1.09,
    carbs: 22.84,
    fat: 0.33,
    fiber: 2.6,
    sugars: 12.23,
    sodiumMg: 1,
    saturatedFat: 0.11,
  },
  portions: [
    { label: 'medium (7" to 7-7/8" long)', grams: 118 },
    { label: 'cup, sliced', grams: 150 },
  ],
  barcode: null,
};

const oats: DayItem = {
  _id: 'i1',
  name: 'Oats',
  foodId: 'usda-20038',
  grams: 40,
  calories: 155.6,
  macros: { protein: 6.8, carbs: 26.5, fats: 2.8 },
};
const typed: DayItem = {
  _id: 'e1.0.0',
  name: 'Pizza slice',
  calories: 300,
  macros: { protein: 12, carbs: 35, fats: 11 },
};

function dayOf(date: string, breakfast: DayItem[], dinner: DayItem[], waterMl: number): NutritionDay {
  const all = [...breakfast, ...dinner];
  const sum = (pick: (item: DayItem) => number | null) =>
    Math.round(all.reduce((total, item) => total + (pick(item) ?? 0), 0) * 10) / 10;
  return {
    date,
    meals: [
      { type: 'breakfast', items: breakfast },
      { type: 'lunch', items: [] },
      { type: 'dinner', items: dinner },
      { type: 'snack', items: [] },
    ],
    totals: {
      calories: sum((item) => item.calories),
      protein: sum((item) => item.macros.protein),
      carbs: sum((item) => item.macros.carbs),
      fats: sum((item) => item.macros.fats),
    },
    water: { ml: waterMl, targetMl: 2000 },
    targets: { calories: 2000, protein: 86, carbs: 289, fats: 56 },
  };
}

/** A small stand-in for the diary API: one day with foods, water, and the calls it received. */
function renderNutrition({ failDay = false } = {}) {
  const state = { breakfast: [oats], dinner: [typed], water: 500 };
  const fetch = stubFetch((request: StubRequest) => {
    const { path, method } = request;
    if (failDay && path.startsWith('/nutrition/days/'))
      return json(500, { message: 'Something went wrong on our side.', code: 'internal_error' });
    if (method === 'GET' && path.startsWith('/nutrition/days/')) {
      const date = path.split('/')[3]!;
      return date === DATE
        ? json(200, dayOf(DATE, state.breakfast, state.dinner, state.water))
        : json(200, dayOf(date, [], [], 0));
    }
    if (method === 'GET' && path === '/nutrition') return json(200, []);
    if (method === 'GET' && path === '/nutrition/averages')
      return json(200, { days: 3, calories: 1850, protein: 90.4, carbs: 200, fats: 60 });
    if (method === 'GET' && path === '/foods') return json(200, { items: [banana], nextCursor: null });
    if (method === 'POST' && path === `/nutrition/days/${DATE}/items`) {
      const item: DayItem = {
        _id: 'i2',
        name: 'Bananas, raw',
        foodId: banana._id,
        grams: 118,
        calories: 105,
        macros: { protein: 1.3, carbs: 27, fats: 0.4 },
      };
      state.breakfast = [...state.breakfast, item];
      return json(201, item);
    }
    if (method === 'DELETE' && path.startsWith(`/nutrition/days/${DATE}/items/`)) {
      state.breakfast = state.breakfast.filter((item) => !path.endsWith(item._id));
      return new Response(null, { status: 204 });
    }
    if (method === 'PUT' && path === `/nutrition/days/${DATE}/water`) {
      state.water = (request.body as { ml: number }).ml;
      return json(200, { date: DATE, ml: state.water, targetMl: 2000 });
    }
    if (method === 'POST' && path === '/nutrition')
      return json(201, { _id: 'n', date: DATE, meals: [], totalCalories: 0 });
    return json(404, { message: 'Not found.', code: 'not_found' });
  });
  const view = renderRoutes([{ path: '/nutrition', Component: NutritionRoute }], {
    path: `/nutrition?date=${DATE}`,
  });
  const calls = (method: string, prefix: string) =>
    fetch.mock.calls.filter(
      ([url, init]) => String(url).startsWith(`/api${prefix}`) && (init?.method ?? 'GET') === method,
    );
  return { ...view, fetch, calls };
}

describe('Nutrition screen', { timeout: 20_000 }, () => {
  it("shows the day's meals, foods and totals, the daily goals against targets, water and averages; no sample data", async () => {
    renderNutrition();
    const breakfast = await screen.findByTestId('meal-breakfast');
    expect(within(breakfast).getByText('Oats')).toBeVisible();
    expect(breakfast).toHaveTextContent('40 g');
    expect(breakfast).toHaveTextContent('155.6 kcal');
    expect(within(screen.getByTestId('meal-dinner')).getByText('Pizza slice')).toBeVisible();
    expect(screen.getByTestId('day-totals')).toHaveTextContent(
      'Day total: 455.6 kcal · P 18.8 g · C 61.5 g · F 13.8 g',
    );
    expect(screen.getByTestId('goal-calories')).toHaveTextContent('455.6 / 2,000 kcal');
    expect(screen.getByTestId('goal-protein')).toHaveTextContent('18.8 / 86 g');
    expect(screen.getByTestId('water-amount')).toHaveTextContent('500 / 2,000 ml · 2 of 8 glasses');
    expect(await screen.findByTestId('weekly-averages')).toHaveTextContent('1,850 kcal');
    expect(screen.getByText('Over the last 3 logged days.')).toBeVisible();
    expect(screen.queryByText('Example')).not.toBeInTheDocument();
    for (const name of ['Scan Barcode', 'Search Foods', 'Create Meal']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
  });

  it("shows 'Failed to load nutrition' when the day cannot be loaded", async () => {
    renderNutrition({ failDay: true });
    expect(await screen.findByText('Failed to load nutrition', {}, { timeout: 10_000 })).toBeVisible();
  });

  it('moves to the previous day and back to the shown one', async () => {
    const { user, calls } = renderNutrition();
    await screen.findByTestId('meal-breakfast');
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(screen.getByTestId('day-title')).toHaveTextContent('Thu, Nov 19, 2026'));
    expect(calls('GET', '/nutrition/days/2026-11-19')).toHaveLength(1);
    expect(await within(screen.getByTestId('meal-breakfast')).findByText('Nothing logged.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await within(screen.getByTestId('meal-breakfast')).findByText('Oats')).toBeVisible();
  });

  it('logs a food in two taps after the search: the food, then Log Food (first household portion ×1)', async () => {
    const { user, calls } = renderNutrition();
    await screen.findByTestId('meal-breakfast');
    await user.click(
      within(screen.getByTestId('meal-breakfast')).getByRole('button', { name: 'Add to Breakfast' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Search Foods' });
    expect(within(dialog).getByText('Recent foods')).toBeVisible();
    expect(String(calls('GET', '/foods')[0]![0])).toContain('recent=true');
    await user.click(await within(dialog).findByRole('button', { name: /Bananas, raw/ }));
    expect(within(dialog).getByTestId('log-preview')).toHaveTextContent('105 kcal · 118 g');
    await user.click(within(dialog).getByRole('button', { name: 'Log Food' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = calls('POST', `/nutrition/days/${DATE}/items`);
    expect(JSON.parse(String(post![1]!.body))).toEqual({
      foodId: 'usda-09040',
      meal: 'breakfast',
      portion: { label: 'medium (7" to 7-7/8" long)', amount: 1 },
    });
    expect(new Headers(post![1]!.headers).get('Idempotency-Key')).toBeTruthy();
    expect(await within(screen.getByTestId('meal-breakfast')).findByText('Bananas, raw')).toBeVisible();
  });

  it('deletes a logged food and adds a glass of water', async () => {
    const { user, calls } = renderNutrition();
    await screen.findByTestId('meal-breakfast');
    await user.click(screen.getByRole('button', { name: 'Delete Oats' }));
    expect(await within(screen.getByTestId('meal-breakfast')).findByText('Nothing logged.')).toBeVisible();
    expect(calls('DELETE', `/nutrition/days/${DATE}/items/i1`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Add glass' }));
    await waitFor(() => expect(screen.getByTestId('water-amount')).toHaveTextContent('750 / 2,000 ml'));
    const [put] = calls('PUT', `/nutrition/days/${DATE}/water`);
    expect(JSON.parse(String(put![1]!.body))).toEqual({ ml: 750 });
  });

  it("adds a food by hand through 'Add Meal & Food' for the day shown", async () => {
    const { user, calls } = renderNutrition();
    await screen.findByTestId('meal-breakfast');
    await user.click(screen.getByRole('button', { name: 'Add Food' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Meal & Food' });
    await user.selectOptions(within(dialog).getByLabelText('Meal'), 'lunch');
    await user.type(within(dialog).getByLabelText('Food name'), 'Greek yogurt');
    await user.type(within(dialog).getByLabelText('Calories'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save Food' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = calls('POST', '/nutrition');
    expect(JSON.parse(String(post![1]!.body))).toEqual({
      date: DATE,
      // The macros left blank are sent as 0 (spec §5).
      meals: [
        {
          type: 'lunch',
          items: [{ name: 'Greek yogurt', calories: 150, macros: { protein: 0, carbs: 0, fats: 0 } }],
        },
      ],
    });
  });

  it('refuses a negative amount next to its field without calling the server', async () => {
    const { user, calls } = renderNutrition();
    await user.click(await screen.findByRole('button', { name: 'Add Food' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Meal & Food' });
    await user.type(within(dialog).getByLabelText('Fats (g)'), '-4');
    await user.click(within(dialog).getByRole('button', { name: 'Save Food' }));
    expect(within(dialog).getByLabelText('Fats (g)')).toHaveAccessibleDescription('Fats must be 0 or more.');
    expect(calls('POST', '/nutrition')).toHaveLength(0);
  });
});
