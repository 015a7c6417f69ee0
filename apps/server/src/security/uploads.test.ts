import type { LightMyRequestResponse } from 'fastify';
import { IMAGE_MAX_BYTES, PROGRESS_PHOTOS_PER_REQUEST } from '@momentum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, pngChunk, pngHeaderOnly, solidImage } from '../test/image-fixtures.js';
import { as, createTestApp, registerUser, type Session, type TestApp } from '../test/test-app.js';

/**
 * The three upload routes refuse everything that is not a JPEG, PNG or WebP picture of a sane size, by its
 * bytes (DESIGN §6): 415 for other types and broken files, 413 for too many bytes, pixels or files. What is
 * accepted is re-encoded, so nothing smuggled inside an image is ever served back.
 */

type Upload = { bytes: Buffer; name?: string; type?: string };

type Target = {
  name: string;
  field: string;
  /** Sends the files in the route's field (or another field). */
  send(files: Upload[], field?: string): Promise<LightMyRequestResponse>;
  /** What the route stores, read as its owner: must not change when an upload is refused. */
  state(): Promise<unknown>;
  okStatus: number;
};

const SCRIPT = '<script>alert(document.cookie)</script>';
const HTML = Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`);
const SVG = Buffer.from(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">${SCRIPT}<rect width="10" height="10"/></svg>`,
);

let t: TestApp;
let user: Session;
let entryId: string;
let png: Buffer;
let jpeg: Buffer;
let targets: Target[];

/** A valid PNG carrying text in a tEXt chunk right after its header. */
const pngWithText = (image: Buffer, text: string) =>
  Buffer.concat([
    image.subarray(0, 33),
    pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')),
    image.subarray(33),
  ]);

/** A valid JPEG carrying text in a comment (COM) segment right after its start marker. */
function jpegWithComment(image: Buffer, text: string): Buffer {
  const data = Buffer.from(text, 'latin1');
  const header = Buffer.from([0xff, 0xfe, 0, 0]);
  header.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([image.subarray(0, 2), header, data, image.subarray(2)]);
}

const imageCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('images')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
  png = await solidImage(64, 48).png().toBuffer();
  jpeg = await solidImage(64, 48).jpeg().toBuffer();
  const entry = await as(t.app, user, {
    method: 'POST',
    url: '/api/progress',
    payload: { date: '2026-11-20' },
  });
  expect(entry.statusCode).toBe(201);
  entryId = entry.json()._id;

  const upload =
    (method: 'POST' | 'PUT', url: string, field: string) => async (files: Upload[], other?: string) =>
      as(t.app, user, {
        method,
        url,
        ...(await multipartBody(
          files.map((file) => ({ field: other ?? field, name: 'upload.png', type: 'image/png', ...file })),
        )),
      });
  const profile = async () =>
    (await as(t.app, user, { method: 'GET', url: '/api/auth/profile' })).json().user.profile;
  const photos = async () =>
    (
      (await as(t.app, user, { method: 'GET', url: '/api/progress' })).json() as Array<{
        _id: string;
        photos: Array<{ _id: string }>;
      }>
    )
      .find((entry) => entry._id === entryId)!
      .photos.map((photo) => photo._id);

  targets = [
    {
      name: 'POST /api/upload/avatar',
      field: 'avatar',
      send: upload('POST', '/api/upload/avatar', 'avatar'),
      state: profile,
      okStatus: 200,
    },
    {
      name: 'PUT /api/user/profile-picture',
      field: 'picture',
      send: upload('PUT', '/api/user/profile-picture', 'picture'),
      state: profile,
      okStatus: 200,
    },
    {
      name: 'POST /api/progress/:id/photos',
      field: 'photos',
      send: upload('POST', `/api/progress/${entryId}/photos`, 'photos'),
      state: photos,
      okStatus: 201,
    },
  ];
});
afterAll(() => t.close());

const TARGET_NAMES = [
  'POST /api/upload/avatar',
  'PUT /api/user/profile-picture',
  'POST /api/progress/:id/photos',
];
const target = (name: string) => targets.find((candidate) => candidate.name === name)!;

/** Sends and checks: the status, a readable message, and that nothing was stored. */
async function expectRefused(name: string, files: Upload[], status: number, message?: RegExp) {
  const route = target(name);
  const [before, imagesBefore] = [await route.state(), await imageCount()];
  const response = await route.send(files);
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(typeof body.message).toBe('string');
  if (message) expect(body.message).toMatch(message);
  expect(await route.state()).toEqual(before);
  expect(await imageCount()).toBe(imagesBefore);
}

describe.each(TARGET_NAMES)('%s', (name) => {
  it('refuses SVG (with script), whatever name and type it claims: 415', async () => {
    await expectRefused(name, [{ bytes: SVG, name: 'a.svg', type: 'image/svg+xml' }], 415);
    await expectRefused(name, [{ bytes: SVG, name: 'a.png', type: 'image/png' }], 415);
  });

  it('refuses HTML, a GIF, a GIFAR and a file that starts as HTML and ends as a PNG: 415', async () => {
    const gif = await solidImage(8, 8).gif().toBuffer();
    const gifar = Buffer.concat([
      gif,
      Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00META-INF/MANIFEST.MF', 'latin1'),
    ]);
    await expectRefused(name, [{ bytes: HTML, name: 'a.html', type: 'text/html' }], 415);
    await expectRefused(name, [{ bytes: HTML }], 415);
    await expectRefused(name, [{ bytes: gif, name: 'a.gif', type: 'image/gif' }], 415);
    await expectRefused(name, [{ bytes: gifar, name: 'a.jar' }], 415);
    await expectRefused(name, [{ bytes: Buffer.concat([HTML, png]) }], 415);
  });

  it('refuses truncated and empty images: 415', async () => {
    await expectRefused(name, [{ bytes: png.subarray(0, Math.floor(png.length / 2)) }], 415);
    await expectRefused(
      name,
      [{ bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)), type: 'image/jpeg' }],
      415,
    );
    await expectRefused(name, [{ bytes: png.subarray(0, 8) }], 415);
    await expectRefused(name, [{ bytes: Buffer.alloc(0) }], 415);
  });

  it('refuses a 20,000 x 20,000 PNG by its pixel count, before decoding it: 413', async () => {
    await expectRefused(name, [{ bytes: pngHeaderOnly(20_000, 20_000) }], 413, /pixels/);
  });

  it('refuses an 11 MB file: 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024 - png.length, 0x41)]);
    expect(big.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    await expectRefused(name, [{ bytes: big }], 413, /too large/);
  });

  it('refuses one file too many: 413, and stores none of them', async () => {
    const allowed = name.includes('photos') ? PROGRESS_PHOTOS_PER_REQUEST : 1;
    await expectRefused(
      name,
      Array.from({ length: allowed + 1 }, () => ({ bytes: png })),
      413,
      /Too many files/,
    );
  });

  it('answers 400 for a file in another field and 415 for a body that is not multipart', async () => {
    const route = target(name);
    const wrongField = await route.send([{ bytes: png }], 'file');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toContain(route.field);
    const [method, url] = name.split(' ') as ['POST' | 'PUT', string];
    const json = await as(t.app, user, {
      method,
      url: url.replace(':id', entryId),
      payload: { [route.field]: png.toString('base64') },
    });
    expect(json.statusCode).toBe(415);
    expect(typeof json.json().message).toBe('string');
  });

  it('accepts an image with HTML appended or script in its metadata, and serves only a clean WebP re-encoding', async () => {
    const route = target(name);
    for (const bytes of [
      Buffer.concat([png, HTML]),
      Buffer.concat([jpeg, HTML]),
      pngWithText(png, SCRIPT),
      jpegWithComment(jpeg, SCRIPT),
    ]) {
      const response = await route.send([{ bytes }]);
      expect(response.statusCode, response.body).toBe(route.okStatus);
      const body = response.json();
      const url: string = body.avatarUrl ?? body.profilePicture ?? body.photos.at(-1).url;
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.toString('latin1', 0, 4)).toBe('RIFF');
      expect(served.rawPayload.toString('latin1', 8, 12)).toBe('WEBP');
      expect(served.rawPayload.toString('latin1')).not.toMatch(/<script|<html|alert\(/i);
    }
  });
});

describe('a batch of progress photos', () => {
  it('with one bad file among good ones stores none of them', async () => {
    await expectRefused(
      'POST /api/progress/:id/photos',
      [...Array.from({ length: 5 }, () => ({ bytes: png })), { bytes: SVG }, { bytes: jpeg }],
      415,
    );
    await expectRefused(
      'POST /api/progress/:id/photos',
      [{ bytes: png }, { bytes: pngHeaderOnly(20_000, 20_000) }],
      413,
    );
  });
});

describe('memory', () => {
  it('stays bounded while bombs, oversized files and floods of files are refused', async () => {
    const bomb = pngHeaderOnly(20_000, 20_000);
    const wide = pngHeaderOnly(1_000_000, 1_000);
    const oversized = Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024, 0x41)]);
    global.gc?.();
    const before = process.memoryUsage().rss;
    for (let round = 0; round < 4; round += 1) {
      for (const route of targets) {
        expect((await route.send([{ bytes: bomb }])).statusCode).toBe(413);
        expect((await route.send([{ bytes: wide }])).statusCode).toBe(413);
        expect((await route.send([{ bytes: oversized }])).statusCode).toBe(413);
      }
    }
    const photos = target('POST /api/progress/:id/photos');
    expect((await photos.send(Array.from({ length: 11 }, () => ({ bytes: bomb })))).statusCode).toBe(413);
    global.gc?.();
    const grownMb = (process.memoryUsage().rss - before) / (1024 * 1024);
    // One decoded 20,000 x 20,000 RGB image alone would be 1,200 MB.
    expect(grownMb).toBeLessThan(200);
  });
});

describe('routes that take no file', () => {
  it('answer a multipart body 415, as any body that is not JSON, and store nothing', async () => {
    const before = (await as(t.app, user, { method: 'GET', url: '/api/nutrition' })).json();
    const response = await as(t.app, user, {
      method: 'POST',
      url: '/api/nutrition',
      ...(await multipartBody([{ field: 'meals', bytes: png, name: 'upload.png', type: 'image/png' }])),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Unsupported content type; send JSON.');
    expect((await as(t.app, user, { method: 'GET', url: '/api/nutrition' })).json()).toEqual(before);
  });
});
