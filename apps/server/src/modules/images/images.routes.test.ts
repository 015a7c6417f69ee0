import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { as, registerUser, type Session } from '../../test/test-app.js';
import { useTestApp } from '../../test/test-file.js';
import { multipartBody, pngHeaderOnly, solidImage } from '../../test/image-fixtures.js';
import { createImageStore } from './image-store.js';
import { createImageUrlSigner, getImageUrlSigner } from './image-urls.js';
import { processImage } from './image-pipeline.js';

const t = useTestApp();

const solid = solidImage;
const multipart = multipartBody;

async function upload(
  session: Pick<Session, 'token'>,
  route: 'avatar' | 'picture',
  bytes: Buffer,
  file: { name?: string; type?: string; field?: string } = {},
) {
  const field = file.field ?? route;
  const body = await multipart([{ field, bytes, name: file.name, type: file.type }]);
  return as(t.app, session, {
    method: route === 'avatar' ? 'POST' : 'PUT',
    url: route === 'avatar' ? '/api/upload/avatar' : '/api/user/profile-picture',
    ...body,
  });
}

const get = (url: string) => t.app.inject({ method: 'GET', url });
const profileOf = async (session: Session) =>
  (await as(t.app, session, { method: 'GET', url: '/api/auth/profile' })).json().user;

describe('POST /api/upload/avatar', () => {
  it.each([
    ['PNG', () => solid(1200, 900).png().toBuffer(), 'image/png'],
    ['JPEG', () => solid(1200, 900).jpeg().toBuffer(), 'image/jpeg'],
    ['WebP', () => solid(1200, 900).webp().toBuffer(), 'image/webp'],
  ])('stores a %s as a 512 px WebP avatar that loads without a bearer header', async (_kind, make, type) => {
    const session = await registerUser(t.app);
    const response = await upload(session, 'avatar', await make(), { name: 'me', type });
    expect(response.statusCode).toBe(200);
    const { avatarUrl, user } = response.json();
    expect(avatarUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    expect(user.profile.avatarUrl).toBe(avatarUrl);
    expect((await profileOf(session)).profile.avatarUrl).toBe(avatarUrl);

    const image = await get(avatarUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toMatch(/public, max-age=\d{7,}/);
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 384]);

    const thumb = await get(`${avatarUrl}/thumb`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([320, 240]);
  });

  it('decides by the bytes, not the name or declared type', async () => {
    const session = await registerUser(t.app);
    const png = await solid(40, 40).png().toBuffer();
    const accepted = await upload(session, 'avatar', png, { name: 'drawing.svg', type: 'image/svg+xml' });
    expect(accepted.statusCode).toBe(200);

    const gif = await solid(40, 40).gif().toBuffer();
    const refused = await upload(session, 'avatar', gif, { name: 'photo.png', type: 'image/png' });
    expect(refused.statusCode).toBe(415);
  });

  it('replaces the previous avatar and deletes its image', async () => {
    const session = await registerUser(t.app);
    const first = (await upload(session, 'avatar', await solid(50, 50).png().toBuffer())).json().avatarUrl;
    const second = (await upload(session, 'avatar', await solid(60, 60).jpeg().toBuffer())).json().avatarUrl;
    expect(second).not.toBe(first);
    expect((await profileOf(session)).profile.avatarUrl).toBe(second);
    expect((await get(first)).statusCode).toBe(404);
    expect((await get(second)).statusCode).toBe(200);
  });

  it('removes GPS and every other EXIF field from a JPEG', async () => {
    const session = await registerUser(t.app);
    const jpeg = await solid(300, 200)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Copyright: 'Someone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSMapDatum: 'SECRET-PLACE-DATUM' },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const { avatarUrl } = (await upload(session, 'avatar', jpeg, { type: 'image/jpeg' })).json();
    for (const url of [avatarUrl, `${avatarUrl}/thumb`]) {
      const served = await get(url);
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
      expect(served.rawPayload.includes('SECRET-PLACE-DATUM')).toBe(false);
      expect(served.rawPayload.includes('PhoneCo')).toBe(false);
    }
  });

  it.each([
    ['an empty file', async () => Buffer.alloc(0)],
    ['a text file', async () => Buffer.from('just some words\n')],
    [
      'an SVG',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['a GIF', () => solid(10, 10).gif().toBuffer()],
    [
      'a PNG signature glued to something else',
      async () => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('<html>hi</html>')]),
    ],
  ])('refuses %s with 415 and a message, changing nothing', async (_case, make) => {
    const session = await registerUser(t.app);
    const response = await upload(session, 'avatar', await make(), { type: 'image/png', name: 'x.png' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
    expect(response.json().message).toMatch(/JPEG, PNG or WebP/);
    expect((await profileOf(session)).profile.avatarUrl).toBeNull();
  });

  it('refuses a file over 10 MB with 413', async () => {
    const session = await registerUser(t.app);
    const png = await solid(20, 20).png().toBuffer();
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length)]);
    const response = await upload(session, 'avatar', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/10 MB/);
    expect((await profileOf(session)).profile.avatarUrl).toBeNull();
  });

  it('refuses a decompression bomb (over 40 megapixels) with 413', async () => {
    const session = await registerUser(t.app);
    const response = await upload(session, 'avatar', pngHeaderOnly(30_000, 30_000));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/megapixels/);
  });

  it('answers 400 naming the field when the file is in another field, and 415 for a non-multipart body', async () => {
    const session = await registerUser(t.app);
    const wrongField = await upload(session, 'avatar', await solid(10, 10).png().toBuffer(), {
      field: 'photo',
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().fields).toHaveProperty('avatar');

    const json = await as(t.app, session, {
      method: 'POST',
      url: '/api/upload/avatar',
      payload: { avatar: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('needs a signed-in user', async () => {
    const body = await multipart([{ field: 'avatar', bytes: await solid(10, 10).png().toBuffer() }]);
    const response = await t.app.inject({ method: 'POST', url: '/api/upload/avatar', ...body });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/user/profile-picture', () => {
  it('answers { profilePicture } with a URL that loads the image, and sets the avatar', async () => {
    const session = await registerUser(t.app);
    const response = await upload(session, 'picture', await solid(800, 800).jpeg().toBuffer(), {
      type: 'image/jpeg',
    });
    expect(response.statusCode).toBe(200);
    const { profilePicture } = response.json();
    expect(Object.keys(response.json())).toEqual(['profilePicture']);
    const image = await get(profilePicture);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(512);
    expect((await profileOf(session)).profile.avatarUrl).toBe(profilePicture);
  });

  it('refuses a non-image with 415 and uses the field "picture"', async () => {
    const session = await registerUser(t.app);
    expect((await upload(session, 'picture', Buffer.from('GIF89a....'))).statusCode).toBe(415);
    const wrongField = await upload(session, 'picture', await solid(10, 10).png().toBuffer(), {
      field: 'avatar',
    });
    expect(wrongField.statusCode).toBe(400);
  });
});

describe('serving images', () => {
  async function storeProgressPhoto(session: Session) {
    const image = await processImage(await solid(900, 600).png().toBuffer());
    return createImageStore(t.app.db).save({ userId: session.userId, purpose: 'progress', image });
  }

  it('answers 404 for unknown ids', async () => {
    expect((await get('/api/images/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/images/not-a-uuid/thumb')).statusCode).toBe(404);
  });

  it('never serves a progress photo through the public route', async () => {
    const session = await registerUser(t.app);
    const photo = await storeProgressPhoto(session);
    expect((await get(`/api/images/${photo.id}`)).statusCode).toBe(404);
    expect((await get(`/api/images/${photo.id}/thumb`)).statusCode).toBe(404);
    expect((await as(t.app, session, { method: 'GET', url: `/api/images/${photo.id}` })).statusCode).toBe(
      404,
    );
  });

  it('serves a private image with a valid, unexpired signature only', async () => {
    const session = await registerUser(t.app);
    const photo = await storeProgressPhoto(session);
    const other = await storeProgressPhoto(session);
    const signer = await getImageUrlSigner(t.app.db);

    const url = signer.sign(photo.id, 'full', 600);
    const full = await get(url);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    expect(full.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect((await sharp(full.rawPayload).metadata()).width).toBe(900);

    const thumb = await get(signer.sign(photo.id, 'thumb', 600));
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);

    const parsed = new URL(url, 'http://x');
    const exp = parsed.searchParams.get('exp')!;
    const sig = parsed.searchParams.get('sig')!;
    // The signature binds the id, the variant and the expiry.
    expect((await get(`/api/images/${other.id}/signed?v=full&exp=${exp}&sig=${sig}`)).statusCode).toBe(404);
    expect((await get(`/api/images/${photo.id}/signed?v=thumb&exp=${exp}&sig=${sig}`)).statusCode).toBe(404);
    expect(
      (await get(`/api/images/${photo.id}/signed?v=full&exp=${Number(exp) + 300}&sig=${sig}`)).statusCode,
    ).toBe(404);
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    expect((await get(`/api/images/${photo.id}/signed?v=full&exp=${exp}&sig=${flipped}`)).statusCode).toBe(
      404,
    );
    // A key that is not this server's.
    const forged = createImageUrlSigner(Buffer.from('not the server secret')).sign(photo.id, 'full', 600);
    expect((await get(forged)).statusCode).toBe(404);
  });

  it('refuses an expired signature', async () => {
    const session = await registerUser(t.app);
    const photo = await storeProgressPhoto(session);
    const signer = await getImageUrlSigner(t.app.db);
    const url = new URL(signer.sign(photo.id, 'full', 60), 'http://x');
    const exp = Number(url.searchParams.get('exp'));
    const sig = url.searchParams.get('sig')!;
    expect(signer.verify(photo.id, 'full', exp, sig)).toBe(true);
    expect(signer.verify(photo.id, 'full', exp, sig, exp)).toBe(false);
    expect(signer.verify(photo.id, 'full', exp, sig, exp - 1)).toBe(true);
    const pastExp = Math.floor(Date.now() / 1000) - 1;
    expect((await get(`/api/images/${photo.id}/signed?v=full&exp=${pastExp}&sig=${sig}`)).statusCode).toBe(
      404,
    );
  });

  it("deletes only the owner's image through the store", async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const photo = await storeProgressPhoto(owner);
    const store = createImageStore(t.app.db);
    expect(await store.meta(stranger.userId, photo.id)).toBeUndefined();
    expect(await store.delete(stranger.userId, photo.id)).toBe(false);
    expect(await store.meta(owner.userId, photo.id)).toMatchObject({
      id: photo.id,
      purpose: 'progress',
      width: 900,
    });
    expect(await store.delete(owner.userId, photo.id)).toBe(true);
    expect(await store.get(photo.id, 'full')).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('documents the upload and image routes', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/upload/avatar',
        '/api/user/profile-picture',
        '/api/images/{id}',
        '/api/images/{id}/thumb',
        '/api/images/{id}/signed',
        '/api/onboarding/complete',
      ]),
    );
  });
});
