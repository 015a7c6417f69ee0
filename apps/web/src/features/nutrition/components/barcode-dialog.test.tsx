import type { DayItem, Food } from '@momentum/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { BarcodeDialog } from './barcode-dialog';

const DATE = '2026-11-20';
const CODE = '4006381333931';

const bar = (barcode: string | null): Food => ({
  _id: 'f1',
  name: 'Granola bar',
  source: 'custom',
  per100g: {
    kcal: 450,
    protein: 10,
    carbs: 60,
    fat: 20,
    fiber: null,
    sugars: null,
    sodiumMg: null,
    saturatedFat: null,
  },
  portions: [{ label: 'serving', grams: 40 }],
  barcode,
});

/** A stand-in for the foods API: the person's own foods by barcode, creating one, logging one. */
function renderBarcode(own: Food[] = []) {
  const foods = [...own];
  const fetch = stubFetch(({ method, path, url, body }) => {
    if (method === 'GET' && path === '/foods') {
      const code = new URL(url, 'http://x').searchParams.get('barcode');
      return json(200, { items: foods.filter((food) => food.barcode === code), nextCursor: null });
    }
    if (method === 'POST' && path === '/foods') {
      const created = {
        ...bar((body as { barcode: string }).barcode),
        name: (body as { name: string }).name,
      };
      foods.push(created);
      return json(201, created);
    }
    if (method === 'POST' && path === `/nutrition/days/${DATE}/items`) {
      const item: DayItem = {
        _id: 'i1',
        name: 'Granola bar',
        foodId: 'f1',
        grams: 40,
        calories: 180,
        macros: { protein: 4, carbs: 24, fats: 8 },
      };
      return json(201, item);
    }
    return json(404, { message: 'Not found.', code: 'not_found' });
  });
  const onClose = vi.fn();
  const view = renderRoutes([
    { path: '/', Component: () => <BarcodeDialog date={DATE} meal="snack" onClose={onClose} /> },
  ]);
  const calls = (method: string, prefix: string) =>
    fetch.mock.calls.filter(
      ([input, init]) => String(input).startsWith(`/api${prefix}`) && (init?.method ?? 'GET') === method,
    );
  return { ...view, calls, onClose };
}

async function findCode(user: ReturnType<typeof renderBarcode>['user'], code: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Scan Barcode' });
  await user.type(within(dialog).getByLabelText('Barcode'), code);
  await user.click(within(dialog).getByRole('button', { name: 'Find' }));
  return dialog;
}

afterEach(() => vi.unstubAllGlobals());

describe('Scan Barcode', { timeout: 20_000 }, () => {
  it('offers to create a food for an unknown code, creates it with that code, and goes on to log it', async () => {
    const { user, calls, onClose } = renderBarcode();
    const dialog = await findCode(user, CODE);
    expect(await within(dialog).findByText(`No food of yours has the barcode ${CODE}.`)).toBeVisible();
    expect(calls('GET', '/foods')[0]![0]).toContain(`barcode=${CODE}`);

    await user.click(within(dialog).getByRole('button', { name: 'Create Food' }));
    expect(within(dialog).getByText(`Barcode ${CODE}. Numbers per serving, as on the pack.`)).toBeVisible();
    await user.type(within(dialog).getByLabelText('Food name'), 'Granola bar');
    await user.type(within(dialog).getByLabelText('Serving (g)'), '40');
    await user.type(within(dialog).getByLabelText('Calories'), '180');
    await user.click(within(dialog).getByRole('button', { name: 'Save Food' }));
    await waitFor(() => expect(calls('POST', '/foods')).toHaveLength(1));
    const created = JSON.parse(String(calls('POST', '/foods')[0]![1]!.body)) as Record<string, unknown>;
    expect(created).toMatchObject({ name: 'Granola bar', barcode: CODE, per100g: { kcal: 450 } });

    // Created: the next step logs it (its serving ×1), nothing else to find.
    await user.click(await within(dialog).findByRole('button', { name: 'Log Food' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const logged = JSON.parse(String(calls('POST', `/nutrition/days/${DATE}/items`)[0]![1]!.body)) as object;
    expect(logged).toEqual({ foodId: 'f1', meal: 'snack', portion: { label: 'serving', amount: 1 } });
  });

  it("finds the person's own food with the code and logs it, without offering to create one", async () => {
    const { user, calls } = renderBarcode([bar(CODE), { ...bar('12345678'), _id: 'f2', name: 'Other bar' }]);
    const dialog = await findCode(user, CODE);
    await user.click(await within(dialog).findByRole('button', { name: /^Granola bar/ }));
    expect(within(dialog).queryByRole('button', { name: /Other bar/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Create Food' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Log Food' }));
    await waitFor(() => expect(calls('POST', `/nutrition/days/${DATE}/items`)).toHaveLength(1));
    expect(calls('POST', '/foods')).toHaveLength(0);
  });

  it('asks for 8 to 14 digits before looking anything up', async () => {
    const { user, calls } = renderBarcode();
    const dialog = await screen.findByRole('dialog', { name: 'Scan Barcode' });
    await user.type(within(dialog).getByLabelText('Barcode'), '12345');
    expect(within(dialog).getByRole('button', { name: 'Find' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Barcode')).toHaveAccessibleDescription(/8.*14 digits/);
    expect(calls('GET', '/foods')).toHaveLength(0);
  });

  it('offers the camera only where the browser has a BarcodeDetector; the typed code always', async () => {
    renderBarcode();
    const dialog = await screen.findByRole('dialog', { name: 'Scan Barcode' });
    expect(within(dialog).queryByRole('button', { name: 'Use camera' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Barcode')).toBeVisible();
  });

  it('offers the camera when the browser can detect barcodes', async () => {
    vi.stubGlobal('BarcodeDetector', class {});
    renderBarcode();
    const dialog = await screen.findByRole('dialog', { name: 'Scan Barcode' });
    expect(within(dialog).getByRole('button', { name: 'Use camera' })).toBeVisible();
    expect(within(dialog).getByLabelText('Barcode')).toBeVisible();
  });
});
