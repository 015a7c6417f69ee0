import sharp, { type Metadata } from 'sharp';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, THUMB_MAX_SIDE } from '@momentum/shared';
import { payloadTooLarge, unsupportedMediaType } from '../../lib/errors.js';

export type ProcessedImage = {
  /** The re-encoded image, WebP, at most `maxSize` px on its longer side, without any metadata. */
  bytes: Buffer;
  /** A WebP thumbnail at most `thumbSize` px on its longer side. */
  thumbBytes: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
};

export type ProcessImageOptions = {
  /** Longest side of the stored image in px (default 2048; avatars use 512). */
  maxSize?: number;
  /** Longest side of the thumbnail in px (default 320). */
  thumbSize?: number;
};

type SniffedFormat = 'jpeg' | 'png' | 'webp';

export const NOT_AN_IMAGE = 'This file is not a supported image. Please upload a JPEG, PNG or WebP picture.';
export const TOO_MANY_PIXELS = `This image has too many pixels. Please upload a picture of at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels.`;

const startsWith = (buffer: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => buffer[at + i] === b);

/** What the bytes say the file is, whatever its name or declared type claims. */
export function sniffImageFormat(buffer: Buffer): SniffedFormat | null {
  if (buffer.length >= 3 && startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (buffer.length >= 8 && startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return 'png';
  if (
    buffer.length >= 12 &&
    buffer.toString('latin1', 0, 4) === 'RIFF' &&
    buffer.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

// failOn 'error' refuses truncated or corrupt data instead of quietly filling the gap with grey.
const decoderOptions = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' as const, sequentialRead: true };

/**
 * The one image pipeline (avatars and progress photos): recognises JPEG, PNG and WebP by their bytes,
 * refuses anything else (415) and pixel bombs before decoding them (413), then decodes, applies the
 * EXIF orientation, scales down, and re-encodes to WebP without metadata (no EXIF, no GPS, no ICC).
 */
export async function processImage(
  input: Buffer,
  options: ProcessImageOptions = {},
): Promise<ProcessedImage> {
  const maxSize = options.maxSize ?? IMAGE_MAX_SIDE;
  const thumbSize = options.thumbSize ?? THUMB_MAX_SIDE;
  const format = sniffImageFormat(input);
  if (!format) throw unsupportedMediaType(NOT_AN_IMAGE);

  // Only the header is read here: a 30 000 x 30 000 PNG of a few kilobytes is refused before it is decoded.
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { ...decoderOptions, limitInputPixels: false }).metadata();
  } catch {
    throw unsupportedMediaType(NOT_AN_IMAGE);
  }
  if (metadata.format !== format || !metadata.width || !metadata.height)
    throw unsupportedMediaType(NOT_AN_IMAGE);
  if (metadata.width * metadata.height > IMAGE_MAX_PIXELS) throw payloadTooLarge(TOO_MANY_PIXELS);

  try {
    const { data: bytes, info } = await sharp(input, decoderOptions)
      .autoOrient()
      .resize({ width: maxSize, height: maxSize, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    const thumbBytes = await sharp(bytes)
      .resize({ width: thumbSize, height: thumbSize, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75, effort: 4 })
      .toBuffer();
    return { bytes, thumbBytes, width: info.width, height: info.height, contentType: 'image/webp' };
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error).message))) throw payloadTooLarge(TOO_MANY_PIXELS);
    throw unsupportedMediaType(NOT_AN_IMAGE);
  }
}
