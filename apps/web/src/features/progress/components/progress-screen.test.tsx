import { IMAGE_ACCEPT, type ProgressEntry } from '@momentum/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ProgressRoute from '@/app/routes/progress';
import { ApiError } from '@/lib/api-client';
import type * as ApiTransfer from '@/lib/api-transfer';
import { uploadWithProgress, type UploadProgress } from '@/lib/api-transfer';
import { deferred, json, stubFetch, type StubRequest } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { todayLocalDate } from '@/utils/local-date';

vi.mock('@/lib/api-transfer', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiTransfer>()),
  uploadWithProgress: vi.fn(),
}));
const upload = vi.mocked(uploadWithProgress);
beforeEach(() => {
  upload.mockReset();
});

const entry = (id: string, date: string, extra: Partial<ProgressEntry> = {}): ProgressEntry => ({
  _id: id,
  date,
  measurements: {},
  photos: [],
  ...extra,
});
const photo = (id: string) => ({
  _id: id,
  url: `/api/images/${id}/signed?v=full`,
  thumbUrl: `/api/images/${id}/signed?v=thumb`,
});

const EMPTY_OVERVIEW = {
  month: '2026-11',
  weightChangeKg: null,
  workouts: 0,
  bodyFatChange: null,
  latestPhoto: null,
  newestAchievements: [],
};

/** The tabs' own requests, answered empty unless a test says otherwise; the entries list is the test's. */
function chartAnswer(request: StubRequest, charts: Record<string, unknown>): Response | undefined {
  const known: Record<string, unknown> = {
    '/progress/overview': EMPTY_OVERVIEW,
    '/progress/achievements': { items: [] },
    '/progress/weight': { points: [] },
    '/progress/photos': { days: [] },
    '/goals': [],
    ...charts,
  };
  if (request.path in known) return json(200, known[request.path]);
  if (request.path.startsWith('/progress/measurements/')) return json(200, { points: [] });
  return undefined;
}

function renderProgress(handler: (request: StubRequest) => Response, charts: Record<string, unknown> = {}) {
  const fetch = stubFetch((request) => chartAnswer(request, charts) ?? handler(request));
  const view = renderRoutes([{ path: '/progress', Component: ProgressRoute }], { path: '/progress' });
  return { ...view, fetch };
}

const posts = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init!.body)));

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('Progress screen', { timeout: 20_000 }, () => {
  it('lists entries with date, photo count, thumbnails and Delete', async () => {
    renderProgress(() =>
      json(200, [entry('a', '2026-11-21', { photos: [photo('p1'), photo('p2')] }), entry('b', '2026-11-20')]),
    );
    const cards = await screen.findAllByTestId('progress-entry');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Sat, Nov 21, 2026');
    expect(cards[0]).toHaveTextContent('2 photos');
    const thumbs = within(cards[0]!).getAllByRole('img');
    expect(thumbs.map((img) => img.getAttribute('src'))).toEqual([
      '/api/images/p1/signed?v=thumb',
      '/api/images/p2/signed?v=thumb',
    ]);
    expect(cards[1]).toHaveTextContent('0 photos');
    const input = within(cards[1]!).getByLabelText('Add photos');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', IMAGE_ACCEPT);
    expect(input).toHaveAttribute('multiple');
    expect(within(cards[1]!).getByRole('button', { name: /^Delete/ })).toBeEnabled();
  });

  it("shows 'Failed to load progress' when the list cannot be loaded", async () => {
    renderProgress(() => json(500, { message: 'Something went wrong on our side.', code: 'internal_error' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load progress');
  });

  it("'Progress Photo' creates an empty entry for today and shows it", async () => {
    let listed: ProgressEntry[] = [];
    const { user, fetch } = renderProgress((request) => {
      if (request.method === 'POST') {
        listed = [entry('new', todayLocalDate())];
        return json(201, listed[0]);
      }
      return json(200, listed);
    });
    expect(await screen.findByText('No progress entries yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Progress Photo' }));
    expect(await screen.findByTestId('progress-entry')).toHaveTextContent('0 photos');
    expect(posts(fetch)).toEqual([{ date: todayLocalDate(), measurements: {} }]);
  });

  it('uploads several photos with a progress bar, then shows their thumbnails', async () => {
    let listed = [entry('a', '2026-11-21')];
    const answer = deferred<ProgressEntry>();
    let report: ((progress: UploadProgress) => void) | undefined;
    upload.mockImplementation((_path, _form, onProgress) => {
      report = onProgress;
      return answer.promise as Promise<never>;
    });
    const { user } = renderProgress(() => json(200, listed));
    const card = await screen.findByTestId('progress-entry');

    await user.upload(within(card).getByLabelText('Add photos'), [png('front.png'), png('side.png')]);
    expect(upload).toHaveBeenCalledTimes(1);
    const [path, form] = upload.mock.calls[0]!;
    expect(path).toBe('/progress/a/photos');
    expect((form as FormData).getAll('photos').map((f) => (f as File).name)).toEqual([
      'front.png',
      'side.png',
    ]);

    report?.({ loaded: 40, total: 100, percent: 40 });
    expect(await within(card).findByRole('progressbar', { name: /Uploading photos/ })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(within(card).getByLabelText('Add photos')).toBeDisabled();

    const updated = entry('a', '2026-11-21', { photos: [photo('p1'), photo('p2')] });
    listed = [updated];
    answer.resolve(updated);
    await waitFor(() => expect(within(card).getAllByRole('img')).toHaveLength(2));
    expect(card).toHaveTextContent('2 photos');
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses a file that is not an image before uploading, and shows the server refusal otherwise', async () => {
    upload.mockImplementation(async () => {
      throw new ApiError({
        status: 415,
        message: 'This file is not a supported image.',
        code: 'unsupported_media_type',
        fromServer: true,
      });
    });
    renderProgress(() => json(200, [entry('a', '2026-11-21')]));
    // A file picker's accept is only a hint: "All files" lets anything through.
    const user = userEvent.setup({ applyAccept: false });
    const card = await screen.findByTestId('progress-entry');
    const input = within(card).getByLabelText('Add photos');

    const pdf = new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' });
    await user.upload(input, [png('ok.png'), pdf]);
    expect(within(card).getByRole('alert')).toHaveTextContent('notes.pdf is not a JPEG, PNG or WebP image');
    expect(upload).not.toHaveBeenCalled();

    await user.upload(input, [png('fake.png')]);
    expect(await within(card).findByText('This file is not a supported image.')).toBeVisible();
  });

  it('records a weight with Add Entry and shows it as the current weight', async () => {
    let listed = [entry('old', '2026-11-01', { measurements: { weight: 82 } }), entry('p', '2026-11-02')];
    const { user, fetch } = renderProgress((request) => {
      if (request.method === 'POST') {
        const created = entry('w', todayLocalDate(), { measurements: { weight: 80.5 } });
        listed = [created, ...listed];
        return json(201, created);
      }
      return json(200, listed);
    });
    expect(await screen.findByTestId('latest-weight')).toHaveTextContent('82 kg');
    expect(screen.getByTestId('latest-weight')).toHaveTextContent('Recorded Sun, Nov 1, 2026');

    await user.click(screen.getByRole('button', { name: 'Add Entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add weight entry' });
    await user.type(within(dialog).getByLabelText('Weight (kg)'), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Save Weight' }));
    expect(within(dialog).getByLabelText('Weight (kg)')).toHaveAccessibleDescription(
      'Weight must be between 20 and 500 kg.',
    );

    await user.type(within(dialog).getByLabelText('Weight (kg)'), '0.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Weight' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(fetch)).toEqual([{ date: todayLocalDate(), measurements: { weight: 80.5 } }]);
    await waitFor(() => expect(screen.getByTestId('latest-weight')).toHaveTextContent('80.5 kg'));
  });

  it('draws the Weight and Achievements tabs from the data, with no sample left', async () => {
    const { user } = renderProgress(() => json(200, []), {
      '/progress/weight': {
        points: [
          { date: '2026-11-01', weightKg: 82, trendKg: 82 },
          { date: '2026-11-10', weightKg: 80, trendKg: 81.5 },
        ],
      },
      '/progress/achievements': {
        items: [
          {
            key: 'first-weigh-in',
            title: 'First weigh-in',
            earnedAt: '2026-11-01T08:00:00.000Z',
            progress: { current: 1, target: 1 },
          },
          { key: 'workouts-10', title: '10 workouts', earnedAt: null, progress: { current: 3, target: 10 } },
        ],
      },
    });
    await user.click(screen.getByRole('tab', { name: 'Weight' }));
    expect(await screen.findByTestId('weight-change')).toHaveTextContent('−2 kg');
    expect(screen.getByTestId('weight-trend')).toHaveTextContent('81.5 kg');
    expect(screen.getByTestId('weight-summary')).toHaveTextContent(
      'Weight over 3 months: 2 weigh-ins from 82 kg on Sun, Nov 1, 2026 to 80 kg on Tue, Nov 10, 2026; trend now 81.5 kg.',
    );

    await user.click(screen.getByRole('tab', { name: 'Achievements' }));
    expect(await screen.findByRole('heading', { name: 'Achievements (1 of 2)' })).toBeVisible();
    const [earned, locked] = screen.getAllByTestId('achievement');
    expect(earned).toHaveTextContent('First weigh-inEarned Nov 1, 2026');
    expect(within(locked!).getByRole('progressbar', { name: '10 workouts progress' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(screen.queryByText('Example')).not.toBeInTheDocument();
  });
});
