import type { Exercise, ImportPreview } from '@momentum/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '@/test/fake-xhr';
import { json, stubFetch, type StubRequest } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { ImportCard } from './import-card';

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = undefined;
});

const exercise = (_id: string, name: string, custom = false): Exercise => ({
  _id,
  name,
  kind: 'weight_reps',
  category: 'strength',
  equipment: 'barbell',
  primaryMuscles: [],
  secondaryMuscles: [],
  custom,
});
const LIBRARY = [
  exercise('bench', 'Bench Press (Barbell)'),
  exercise('incline', 'Incline Bench Press (Barbell)'),
  exercise('thrust', 'Hip Thrust (Barbell)'),
];

const PREVIEW: ImportPreview = {
  importId: 'imp-1',
  format: 'hevy',
  weightUnit: 'kg',
  weightUnitFromFile: true,
  workouts: 3,
  sets: 12,
  duplicates: 0,
  from: '2026-04-01T10:00:00.000Z',
  to: '2026-04-08T10:00:00.000Z',
  exercises: [
    { name: 'Bench Press', match: { _id: 'bench', name: 'Bench Press (Barbell)' } },
    { name: 'Glute Bridge Heavy', match: null },
    { name: 'Plank', match: { _id: 'plank', name: 'Plank' } },
  ],
  errors: [],
};

function setup() {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  localStorage.setItem('accessToken', 'access-1');
  const requests: StubRequest[] = [];
  stubFetch((request) => {
    requests.push(request);
    if (request.path === '/exercises') {
      const q = new URL(request.url, 'http://x').searchParams.get('q')?.toLowerCase() ?? '';
      const words = q.split(/\s+/).filter(Boolean);
      const items = LIBRARY.filter((item) => words.every((word) => item.name.toLowerCase().includes(word)));
      return json(200, { items, nextCursor: null });
    }
    if (request.path === '/import/imp-1/confirm') return json(200, { workouts: 3, sets: 12 });
    return json(404, { message: 'Not found.', code: 'not_found' });
  });
  return { ...renderRoutes([{ path: '/', element: <ImportCard /> }]), requests };
}

describe('ImportCard', () => {
  it('maps an imported name to any library exercise or a new custom one, for all its rows, before importing', async () => {
    const { user, requests } = setup();
    await user.upload(
      screen.getByLabelText('CSV export (up to 20 MB)'),
      new File(['title,start_time\n'], 'hevy.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getAllByRole('button', { name: 'Upload' })[0]!);
    FakeXhr.last!.respond(200, PREVIEW);
    const preview = await screen.findByRole('region', { name: 'Import preview' });
    expect(within(preview).getByTestId('match-Bench Press')).toHaveTextContent('Bench Press (Barbell)');
    expect(within(preview).getByTestId('match-Glute Bridge Heavy')).toHaveTextContent('New custom exercise');

    // A matched name goes to another library exercise, found by the library's search.
    await user.click(within(preview).getByRole('button', { name: 'Change match for Bench Press' }));
    const benchPicker = within(preview).getByRole('group', { name: 'Match for Bench Press' });
    const search = within(benchPicker).getByRole('searchbox', { name: 'Search the library for Bench Press' });
    expect(search).toHaveValue('Bench Press');
    await user.clear(search);
    await user.type(search, 'incline');
    await user.click(
      await within(benchPicker).findByRole('button', { name: 'Incline Bench Press (Barbell)' }),
    );
    expect(within(preview).queryByRole('group', { name: 'Match for Bench Press' })).not.toBeInTheDocument();
    expect(within(preview).getByTestId('match-Bench Press')).toHaveTextContent(
      'Incline Bench Press (Barbell)',
    );

    // An unmatched name goes to a library exercise rather than a new custom one.
    await user.click(within(preview).getByRole('button', { name: 'Change match for Glute Bridge Heavy' }));
    const gluePicker = within(preview).getByRole('group', { name: 'Match for Glute Bridge Heavy' });
    const glueSearch = within(gluePicker).getByRole('searchbox');
    await user.clear(glueSearch);
    await user.type(glueSearch, 'hip thrust');
    await user.click(await within(gluePicker).findByRole('button', { name: 'Hip Thrust (Barbell)' }));

    // A matched one becomes a new custom exercise.
    await user.click(within(preview).getByRole('button', { name: 'Change match for Plank' }));
    await user.click(
      within(within(preview).getByRole('group', { name: 'Match for Plank' })).getByRole('button', {
        name: 'A new custom exercise',
      }),
    );
    expect(within(preview).getByTestId('match-Plank')).toHaveTextContent('New custom exercise');

    await user.click(within(preview).getByRole('button', { name: 'Import 3 workouts' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Imported 3 workouts with 12 sets.');
    const confirm = requests.find((request) => request.path === '/import/imp-1/confirm');
    expect(confirm?.body).toEqual({
      matches: [
        { name: 'Bench Press', exerciseId: 'incline' },
        { name: 'Glute Bridge Heavy', exerciseId: 'thrust' },
        { name: 'Plank', exerciseId: null },
      ],
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Import preview' })).not.toBeInTheDocument(),
    );
  });
});
