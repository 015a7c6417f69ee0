import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { multipartBody, solidImage } from '../../test/image-fixtures.js';
import { as, registerUser, type Session } from '../../test/test-app.js';
import { expectAnsweredAsUnknown, expectInfinityRefused, useTestApp, useUser } from '../../test/test-file.js';

const t = useTestApp();
const me = useUser(t);
const other = useUser(t);
afterEach(() => {
  vi.useRealTimers();
});

type Entry = { _id: string; date: string; measurements: Record<string, number>; photos: Photo[] };
type Photo = { _id: string; url: string; thumbUrl: string };

const create = (session: Session, payload: unknown) =>
  as(t.app, session, { method: 'POST', url: '/api/progress', payload: payload as object });
const list = async (session: Session): Promise<Entry[]> =>
  (await as(t.app, session, { method: 'GET', url: '/api/progress' })).json();
const remove = (session: Session, id: string) =>
  as(t.app, session, { method: 'DELETE', url: `/api/progress/${id}` });
const anonymous = (url: string) => t.app.inject({ method: 'GET', url });

async function uploadPhotos(
  session: Session,
  entryId: string,
  files: Array<{ bytes: Buffer; type?: string; name?: string; field?: string }>,
) {
  const body = await multipartBody(files.map((file) => ({ field: 'photos', ...file })));
  return as(t.app, session, { method: 'POST', url: `/api/progress/${entryId}/photos`, ...body });
}

const newEntry = async (session: Session, date = '2026-11-20', measurements?: object) => {
  const response = await create(session, measurements ? { date, measurements } : { date });
  expect(response.statusCode).toBe(201);
  return response.json<Entry>();
};

const imageRows = (entryId: string) =>
  t.database.db
    .selectFrom('images')
    .select(['id', 'user_id', 'purpose'])
    .where('progress_entry_id', '=', entryId)
    .execute();

describe('POST /api/progress', () => {
  it('creates an empty entry (the Progress Photo button) with no measurements and no photos', async () => {
    const entry = await newEntry(me, '2026-11-21');
    expect(entry).toEqual({ _id: expect.any(String), date: '2026-11-21', measurements: {}, photos: [] });
    const row = await t.database.db
      .selectFrom('progress_entries')
      .selectAll()
      .where('id', '=', entry._id)
      .executeTakeFirst();
    expect(row).toMatchObject({ user_id: me.userId, weight_kg: null });
  });

  it('stores every measurement and copies the weight to weight_kg for the latest-weight lookup', async () => {
    const measurements = {
      weight: 81.4,
      bodyFat: 18.5,
      chest: 102,
      waist: 86.5,
      hips: 98,
      arms: 36,
      thighs: 58,
    };
    const entry = await newEntry(me, '2026-11-19', measurements);
    expect(entry.measurements).toEqual(measurements);
    const row = await t.database.db
      .selectFrom('progress_entries')
      .selectAll()
      .where('id', '=', entry._id)
      .executeTakeFirst();
    expect(row?.weight_kg).toBe(81.4);
    expect((await list(me)).find((e) => e._id === entry._id)?.measurements).toEqual(measurements);
  });

  it('feeds the latest weight from the newest dated entry that has one', async () => {
    const user = await registerUser(t.app);
    await newEntry(user, '2026-11-01', { weight: 90 });
    await newEntry(user, '2026-11-10', { weight: 88.2 });
    await newEntry(user, '2026-11-12'); // a photo entry without weight
    await newEntry(user, '2026-11-05', { weight: 89 });
    const rows = await t.database.db
      .selectFrom('progress_entries')
      .select(['date', 'weight_kg'])
      .where('user_id', '=', user.userId)
      .where('weight_kg', 'is not', null)
      .orderBy('date', 'desc')
      .execute();
    expect(rows[0]).toEqual({ date: '2026-11-10', weight_kg: 88.2 });
    const latest = await as(t.app, user, { method: 'GET', url: '/api/user/weight/latest' });
    // The route belongs to the dashboard; check it only where it already exists.
    if (latest.statusCode !== 404) expect(latest.json()).toMatchObject({ weight: 88.2 });
  });

  it.each([
    ['a missing date', { measurements: {} }, 'date'],
    ['an impossible date', { date: '2026-02-29' }, 'date'],
    ['an unknown measurement', { date: '2026-11-20', measurements: { neck: 40 } }, 'measurements'],
    ['a weight as text', { date: '2026-11-20', measurements: { weight: '80' } }, 'measurements.weight'],
    ['a negative weight', { date: '2026-11-20', measurements: { weight: -80 } }, 'measurements.weight'],
    ['a weight in grams', { date: '2026-11-20', measurements: { weight: 80000 } }, 'measurements.weight'],
    ['a body fat over 75 %', { date: '2026-11-20', measurements: { bodyFat: 120 } }, 'measurements.bodyFat'],
    ['a zero waist', { date: '2026-11-20', measurements: { waist: 0 } }, 'measurements.waist'],
    ['a waist in millimetres', { date: '2026-11-20', measurements: { waist: 860 } }, 'measurements.waist'],
    ['measurements that are a list', { date: '2026-11-20', measurements: [80] }, 'measurements'],
    ['an unknown top-level key', { date: '2026-11-20', photos: ['x'] }, 'body'],
  ])('answers 400 naming the field for %s, and stores nothing', async (_case, payload, field) => {
    const before = (await list(me)).length;
    const response = await create(me, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    expect(response.json().fields).toHaveProperty([field]);
    expect(await list(me)).toHaveLength(before);
  });

  it('refuses a weight too large to be finite (1e400)', async () => {
    await expectInfinityRefused(
      t.app,
      me,
      '/api/progress',
      '{"date":"2026-11-20","measurements":{"weight":1e400}}',
      'measurements.weight',
    );
  });

  it('needs a signed-in user', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/progress', payload: { date: '2026-11-20' } }))
        .statusCode,
    ).toBe(401);
    expect((await anonymous('/api/progress')).statusCode).toBe(401);
  });
});

describe('GET /api/progress', () => {
  it("lists only the caller's entries, newest date first, newest first within a date", async () => {
    const user = await registerUser(t.app);
    const a = await newEntry(user, '2026-10-01');
    const b = await newEntry(user, '2026-11-02');
    const c = await newEntry(user, '2026-11-02');
    await newEntry(other, '2026-12-01');
    expect((await list(user)).map((e) => e._id)).toEqual([c._id, b._id, a._id]);
  });
});

describe('POST /api/progress/:id/photos', () => {
  it('stores several images of any accepted type as private WebP photos with signed URLs an <img> can load', async () => {
    const entry = await newEntry(me, '2026-11-18');
    const response = await uploadPhotos(me, entry._id, [
      { bytes: await solidImage(1600, 1200).jpeg().toBuffer(), type: 'image/jpeg', name: 'front.jpg' },
      {
        bytes: await solidImage(600, 900, { r: 200, g: 10, b: 10 }).png().toBuffer(),
        type: 'image/png',
        name: 'side.png',
      },
      { bytes: await solidImage(300, 300).webp().toBuffer(), type: 'image/webp', name: 'back.webp' },
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json<Entry>();
    expect(body._id).toBe(entry._id);
    expect(body.photos).toHaveLength(3);

    const rows = await imageRows(entry._id);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.user_id === me.userId && row.purpose === 'progress')).toBe(true);

    const listed = (await list(me)).find((e) => e._id === entry._id)!;
    expect(listed.photos.map((p) => p._id)).toEqual(body.photos.map((p) => p._id));
    for (const photo of listed.photos) {
      expect(photo.url).toMatch(/^\/api\/images\/[0-9a-f-]{36}\/signed\?/);
      // No bearer header: this is how the browser's <img> asks for it.
      const full = await anonymous(photo.url);
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-type']).toBe('image/webp');
      expect(full.headers['cache-control']).toMatch(/^private/);
      const thumb = await anonymous(photo.thumbUrl);
      expect(thumb.statusCode).toBe(200);
      const thumbMeta = await sharp(thumb.rawPayload).metadata();
      expect(thumbMeta.format).toBe('webp');
      expect(Math.max(thumbMeta.width!, thumbMeta.height!)).toBeLessThanOrEqual(320);
    }
    // Listed in upload order.
    const sizes = [];
    for (const photo of listed.photos) {
      const meta = await sharp((await anonymous(photo.url)).rawPayload).metadata();
      sizes.push([meta.width, meta.height]);
    }
    expect(sizes).toEqual([
      [1600, 1200],
      [600, 900],
      [300, 300],
    ]);
  });

  it('adds to the photos already there, after them', async () => {
    const entry = await newEntry(me);
    const first = await uploadPhotos(me, entry._id, [
      { bytes: await solidImage(50, 50).png().toBuffer() },
      { bytes: await solidImage(51, 51).png().toBuffer() },
      { bytes: await solidImage(52, 52).png().toBuffer() },
    ]);
    const firstIds = first.json<Entry>().photos.map((p) => p._id);
    const response = await uploadPhotos(me, entry._id, [
      { bytes: await solidImage(60, 60).png().toBuffer() },
    ]);
    const photos = response.json<Entry>().photos;
    expect(photos).toHaveLength(4);
    expect(photos.slice(0, 3).map((p) => p._id)).toEqual(firstIds);
  });

  it('keeps upload order even when the clock does not move between saves', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
    const entry = await newEntry(me);
    const sides = [41, 42, 43, 44, 45, 46];
    const files = await Promise.all(
      sides.map(async (side) => ({ bytes: await solidImage(side, side).png().toBuffer() })),
    );
    await uploadPhotos(me, entry._id, files.slice(0, 3));
    await uploadPhotos(me, entry._id, files.slice(3));
    const photos = (await list(me)).find((e) => e._id === entry._id)!.photos;
    const widths = [];
    for (const photo of photos)
      widths.push((await sharp((await anonymous(photo.thumbUrl)).rawPayload).metadata()).width);
    expect(widths).toEqual(sides);
  });

  it('refuses a batch holding a non-image with 415 and stores none of it, whatever the file claims to be', async () => {
    const entry = await newEntry(me);
    const response = await uploadPhotos(me, entry._id, [
      { bytes: await solidImage(100, 100).png().toBuffer(), type: 'image/png', name: 'ok.png' },
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        type: 'image/png',
        name: 'evil.png',
      },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('unsupported_media_type');
    expect(await imageRows(entry._id)).toHaveLength(0);
  });

  it('refuses a request without files in the photos field with 400', async () => {
    const entry = await newEntry(me);
    const wrongField = await uploadPhotos(me, entry._id, [
      { bytes: await solidImage(10, 10).png().toBuffer(), field: 'photo' },
    ]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().fields).toHaveProperty(['photos']);
    const json = await as(t.app, me, {
      method: 'POST',
      url: `/api/progress/${entry._id}/photos`,
      payload: { photos: [] },
    });
    expect(json.statusCode).toBe(415);
    expect(await imageRows(entry._id)).toHaveLength(0);
  });

  it('refuses more than 10 files in one request with 413', async () => {
    const entry = await newEntry(me);
    const png = await solidImage(10, 10).png().toBuffer();
    const response = await uploadPhotos(
      me,
      entry._id,
      Array.from({ length: 11 }, () => ({ bytes: png })),
    );
    expect(response.statusCode).toBe(413);
    expect(await imageRows(entry._id)).toHaveLength(0);
  });

  it("answers 404 for another user's entry, as for an unknown one, and stores nothing", async () => {
    const theirs = await newEntry(other);
    const png = await solidImage(20, 20).png().toBuffer();
    const response = await uploadPhotos(me, theirs._id, [{ bytes: png }]);
    const unknown = await uploadPhotos(me, crypto.randomUUID(), [{ bytes: png }]);
    expectAnsweredAsUnknown(response, unknown);
    expect(await imageRows(theirs._id)).toHaveLength(0);
  });
});

describe('privacy of progress photos', () => {
  it("cannot be reached by another user or anonymously except through the owner's signed URL", async () => {
    const entry = await newEntry(me);
    const uploaded = await uploadPhotos(me, entry._id, [
      { bytes: await solidImage(40, 40).png().toBuffer() },
    ]);
    const photo = uploaded.json<Entry>().photos[0]!;

    // Never in anyone else's list.
    const theirList = await list(other);
    expect(JSON.stringify(theirList)).not.toContain(photo._id);

    // The unsigned avatar paths serve only avatars, to anyone, signed in or not.
    for (const url of [`/api/images/${photo._id}`, `/api/images/${photo._id}/thumb`]) {
      expect((await anonymous(url)).statusCode).toBe(404);
      expect((await as(t.app, other, { method: 'GET', url })).statusCode).toBe(404);
    }

    // A signature is bound to its image, its variant and its expiry.
    const url = new URL(photo.url, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const forged = [
      photo.url.replace(sig, `${sig.slice(0, -2)}AA`),
      photo.url.replace('v=full', 'v=thumb'),
      photo.url.replace(/exp=\d+/, `exp=${Number(url.searchParams.get('exp')) + 300}`),
      `/api/images/${photo._id}/signed?v=full&exp=1&sig=${sig}`,
    ];
    for (const bad of forged) expect((await anonymous(bad)).statusCode).toBe(404);
    // Another user's signed photo URL cannot be turned into one for this photo.
    const theirs = await newEntry(other);
    const theirPhoto = (
      await uploadPhotos(other, theirs._id, [{ bytes: await solidImage(30, 30).png().toBuffer() }])
    ).json<Entry>().photos[0]!;
    expect((await anonymous(theirPhoto.url.replace(theirPhoto._id, photo._id))).statusCode).toBe(404);

    expect((await anonymous(photo.url)).statusCode).toBe(200);
  });
});

describe('DELETE /api/progress/:id', () => {
  it('deletes the entry with its photos; their signed URLs stop working', async () => {
    const entry = await newEntry(me);
    const photos = (
      await uploadPhotos(me, entry._id, [
        { bytes: await solidImage(30, 30).png().toBuffer() },
        { bytes: await solidImage(31, 31).png().toBuffer() },
      ])
    ).json<Entry>().photos;
    expect(photos).toHaveLength(2);

    const response = await remove(me, entry._id);
    expect(response.statusCode).toBe(204);
    expect((await list(me)).some((e) => e._id === entry._id)).toBe(false);
    expect(await imageRows(entry._id)).toHaveLength(0);
    const left = await t.database.db
      .selectFrom('images')
      .select('id')
      .where(
        'id',
        'in',
        photos.map((p) => p._id),
      )
      .execute();
    expect(left).toHaveLength(0);
    expect((await anonymous(photos[0]!.url)).statusCode).toBe(404);
    expect((await remove(me, entry._id)).statusCode).toBe(404);
  });

  it("answers another user's entry exactly as an unknown one and keeps it and its photos", async () => {
    const theirs = await newEntry(other);
    await uploadPhotos(other, theirs._id, [{ bytes: await solidImage(30, 30).png().toBuffer() }]);
    const response = await remove(me, theirs._id);
    const unknown = await remove(me, crypto.randomUUID());
    expectAnsweredAsUnknown(response, unknown);
    expect((await list(other)).find((e) => e._id === theirs._id)?.photos).toHaveLength(1);
  });
});
