import type { DayItem, SavedMeal } from '@momentum/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type StubRequest } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { BarcodeDialog } from './barcode-dialog';
import { CopyMealDialog } from './copy-meal-dialog';
import { EditItemDialog } from './edit-item-dialog';
import { SavedMealsDialog } from './saved-meals-dialog';

const DATE = '2026-11-20';

/** A medium banana as a saved meal holds it; logged to the diary it gains an id. */
const bananaItem: SavedMeal['items'][number] = {
  name: 'Bananas, raw',
  foodId: 'usda-09040',
  grams: 118,
  portion: { label: 'medium', amount: 1 },
  calories: 105,
  macros: { protein: 1.3, carbs: 27, fats: 0.4 },
};
const banana: DayItem = { _id: 'i1', ...bananaItem };

const oatBowl: SavedMeal = {
  _id: 'm1',
  name: 'Oat bowl',
  items: [
    {
      name: 'Oats',
      foodId: 'usda-20038',
      grams: 80,
      calories: 311,
      macros: { protein: 13.5, carbs: 53, fats: 5.5 },
    },
  ],
  totals: { calories: 311, protein: 13.5, carbs: 53, fats: 5.5 },
};

/** One dialog alone against a stand-in API that answers every write with what it was sent. */
function renderDialog(element: React.ReactNode, answer: (request: StubRequest) => Response) {
  const fetch = stubFetch(answer);
  const view = renderRoutes([{ path: '/', Component: () => element }]);
  const calls = (method: string, prefix: string) =>
    fetch.mock.calls.filter(
      ([input, init]) => String(input).startsWith(`/api${prefix}`) && (init?.method ?? 'GET') === method,
    );
  const bodyOf = (method: string, prefix: string) =>
    JSON.parse(String(calls(method, prefix)[0]![1]!.body)) as unknown;
  return { ...view, calls, bodyOf };
}

afterEach(() => vi.unstubAllGlobals());

describe('the diary dialogs on the form layer', { timeout: 20_000 }, () => {
  it("Edit Food refuses an amount above the API's limit beside Amount, then saves the portion and meal", async () => {
    const onClose = vi.fn();
    const { user, calls, bodyOf } = renderDialog(
      <EditItemDialog item={banana} meal="breakfast" date={DATE} onClose={onClose} />,
      ({ method }) =>
        method === 'PUT' ? json(200, { ...banana, portion: { label: 'medium', amount: 2 } }) : json(404, {}),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Food' });
    const amount = within(dialog).getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Portion amount must be at most 100.'));
    expect(calls('PUT', `/nutrition/days/${DATE}/items`)).toHaveLength(0);

    await user.clear(amount);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(amount, '2');
    await user.selectOptions(within(dialog).getByLabelText('Meal'), 'lunch');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf('PUT', `/nutrition/days/${DATE}/items/i1`)).toEqual({
      meal: 'lunch',
      portion: { label: 'medium', amount: 2 },
    });
  });

  it('Copy Meal says a day that is not before this one and will not copy it; the from meal sets the to meal', async () => {
    const { user, calls, bodyOf } = renderDialog(
      <CopyMealDialog date={DATE} onClose={() => undefined} />,
      ({ method }) => (method === 'POST' ? json(201, { items: [] }) : json(404, {})),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Copy Meal' });
    const fromDay = within(dialog).getByLabelText('From day');
    expect(fromDay).toHaveValue('2026-11-19');
    await user.clear(fromDay);
    await user.type(fromDay, DATE);
    await waitFor(() => expect(fromDay).toHaveAccessibleDescription('Choose a day before this one.'));
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeDisabled();

    await user.clear(fromDay);
    await user.type(fromDay, '2026-11-18');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeEnabled());
    expect(fromDay).not.toHaveAccessibleDescription();
    await user.selectOptions(within(dialog).getByLabelText('From meal'), 'dinner');
    expect(within(dialog).getByLabelText('To meal')).toHaveValue('dinner');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await within(dialog).findByText('That meal has nothing to copy.');
    expect(calls('POST', `/nutrition/days/${DATE}/copy`)).toHaveLength(1);
    expect(bodyOf('POST', `/nutrition/days/${DATE}/copy`)).toEqual({
      fromDate: '2026-11-18',
      fromMeal: 'dinner',
      toMeal: 'dinner',
    });
  });

  it('Create Meal logs the saved meal whose Log button was pressed to the meal chosen in Log to', async () => {
    const onClose = vi.fn();
    const { user, bodyOf } = renderDialog(
      <SavedMealsDialog date={DATE} meal="breakfast" onClose={onClose} />,
      ({ method, path }) => {
        if (method === 'GET' && path === '/nutrition/saved-meals')
          return json(200, {
            items: [oatBowl, { ...oatBowl, _id: 'm2', name: 'Egg plate' }],
            nextCursor: null,
          });
        if (method === 'POST') return json(201, { items: [] });
        return json(404, {});
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create Meal' });
    await user.selectOptions(within(dialog).getByLabelText('Log to'), 'dinner');
    await user.click(await within(dialog).findByRole('button', { name: /^Log ?Egg plate$/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf('POST', `/nutrition/days/${DATE}/saved-meals`)).toEqual({
      savedMealId: 'm2',
      meal: 'dinner',
    });
  });

  it('Create Meal drops a saved meal deleted on another device once logging it was refused as not found', async () => {
    let deleted = false;
    const { user } = renderDialog(
      <SavedMealsDialog date={DATE} meal="breakfast" onClose={() => undefined} />,
      ({ method, path }) => {
        if (method === 'GET' && path === '/nutrition/saved-meals')
          return json(200, {
            items: deleted ? [oatBowl] : [oatBowl, { ...oatBowl, _id: 'm2', name: 'Egg plate' }],
            nextCursor: null,
          });
        // Deleted elsewhere a moment ago: this list still shows it.
        deleted = true;
        return json(404, { message: 'That saved meal was not found.' });
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create Meal' });
    await user.click(await within(dialog).findByRole('button', { name: /^Log ?Egg plate$/ }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: /^Log ?Egg plate$/ })).toBeNull(),
    );
    expect(within(dialog).getByRole('button', { name: /^Log ?Oat bowl$/ })).toBeTruthy();
  });

  it('Edit Meal keeps the amount typed for a food when the food before it is removed, and saves the rest', async () => {
    const twoFoods: SavedMeal = {
      ...oatBowl,
      items: [...oatBowl.items, bananaItem],
    };
    const { user, calls, bodyOf } = renderDialog(
      <SavedMealsDialog date={DATE} meal="breakfast" onClose={() => undefined} />,
      ({ method, path }) => {
        if (method === 'GET' && path === '/nutrition/saved-meals')
          return json(200, { items: [twoFoods], nextCursor: null });
        if (method === 'PUT') return json(200, twoFoods);
        return json(404, {});
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create Meal' });
    await user.click(await within(dialog).findByRole('button', { name: 'Edit Oat bowl' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit Meal' });
    const bananaAmount = within(editor).getByLabelText('2. Amount');
    await user.clear(bananaAmount);
    await user.type(bananaAmount, '2');
    await user.click(within(editor).getByRole('button', { name: 'Remove Oats' }));

    expect(within(editor).queryByLabelText('2. Amount')).toBeNull();
    expect(within(editor).getByLabelText('1. Amount')).toHaveValue(2);
    expect(within(editor).getByLabelText('1. Portion')).toHaveValue('medium');
    await user.click(within(editor).getByRole('button', { name: 'Save Meal' }));
    await waitFor(() => expect(calls('PUT', '/nutrition/saved-meals/m1')).toHaveLength(1));
    expect(bodyOf('PUT', '/nutrition/saved-meals/m1')).toEqual({
      name: 'Oat bowl',
      items: [{ foodId: 'usda-09040', portion: { label: 'medium', amount: 2 } }],
    });
  });

  it("Create Food puts the API's message about a number per serving beside its field", async () => {
    const CODE = '4006381333931';
    const { user, calls } = renderDialog(
      <BarcodeDialog date={DATE} meal="snack" onClose={() => undefined} />,
      ({ method, path }) =>
        method === 'GET' && path === '/foods' ? json(200, { items: [], nextCursor: null }) : json(404, {}),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Scan Barcode' });
    await user.type(within(dialog).getByLabelText('Barcode'), CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Find' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Create Food' }));
    await user.type(within(dialog).getByLabelText('Food name'), 'Granola bar');
    await user.type(within(dialog).getByLabelText('Serving (g)'), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save Food' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Calories')).toHaveAccessibleDescription(
        'Calories must be a number.',
      ),
    );
    expect(calls('POST', '/foods')).toHaveLength(0);
  });
});
