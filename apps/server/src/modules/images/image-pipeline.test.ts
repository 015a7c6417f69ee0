import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngHeaderOnly, solidImage } from '../../test/image-fixtures.js';
import { processImage, sniffImageFormat } from './image-pipeline.js';

const solid = solidImage;

describe('sniffImageFormat', () => {
  it('recognises formats by their bytes only', async () => {
    expect(sniffImageFormat(await solid(4, 4).png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await solid(4, 4).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await solid(4, 4).webp().toBuffer())).toBe('webp');
    expect(sniffImageFormat(await solid(4, 4).gif().toBuffer())).toBeNull();
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('processImage', () => {
  it('scales to at most 2048 px by default with a 320 px thumbnail, as WebP', async () => {
    const result = await processImage(await solid(3000, 1000).png().toBuffer());
    expect(result).toMatchObject({ width: 2048, height: 683, contentType: 'image/webp' });
    const full = await sharp(result.bytes).metadata();
    const thumb = await sharp(result.thumbBytes).metadata();
    expect([full.format, full.width, full.height]).toEqual(['webp', 2048, 683]);
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 320, 107]);
  });

  it('honours a smaller maxSize and never enlarges', async () => {
    const avatar = await processImage(await solid(1200, 900).jpeg().toBuffer(), { maxSize: 512 });
    expect([avatar.width, avatar.height]).toEqual([512, 384]);
    const small = await processImage(await solid(100, 50).webp().toBuffer(), { maxSize: 512 });
    expect([small.width, small.height]).toEqual([100, 50]);
    const thumb = await sharp(small.thumbBytes).metadata();
    expect([thumb.width, thumb.height]).toEqual([100, 50]);
  });

  it('applies the EXIF orientation and drops every piece of metadata', async () => {
    const rotated = await solid(64, 48)
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'someone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 1234/100', GPSMapDatum: 'SECRET-PLACE-DATUM' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    expect(rotated.includes('SECRET-PLACE-DATUM')).toBe(true);

    const result = await processImage(rotated);
    expect([result.width, result.height]).toEqual([48, 64]);
    for (const bytes of [result.bytes, result.thumbBytes]) {
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes('SECRET-PLACE-DATUM')).toBe(false);
    }
  });

  it.each([
    ['an empty file', () => Buffer.alloc(0)],
    ['text', () => Buffer.from('hello, this is not an image')],
    [
      'SVG',
      () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
        ),
    ],
    ['GIF', () => solid(8, 8).gif().toBuffer()],
    [
      'a PNG signature glued to text',
      () =>
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.from('not really'),
        ]),
    ],
    [
      'a PNG header with corrupt pixel data',
      async () => {
        const png = await solid(64, 64).png().toBuffer();
        return Buffer.concat([png.subarray(0, 60), Buffer.alloc(200, 0x41)]);
      },
    ],
    ['a truncated JPEG', async () => (await solid(256, 256).jpeg().toBuffer()).subarray(0, 300)],
  ])('refuses %s with 415', async (_case, make) => {
    await expect(processImage(await make())).rejects.toMatchObject({
      statusCode: 415,
      code: 'unsupported_media_type',
    });
  });

  it('refuses more than 40 megapixels from the header, before decoding (413)', async () => {
    await expect(processImage(pngHeaderOnly(20_000, 20_000))).rejects.toMatchObject({ statusCode: 413 });
    await expect(processImage(pngHeaderOnly(8000, 5001))).rejects.toMatchObject({ statusCode: 413 });
  });
});
