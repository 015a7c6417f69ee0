import sharp, { type Color } from 'sharp';

const FORMATS = {
  jpg: { format: 'jpeg', mimeType: 'image/jpeg' },
  png: { format: 'png', mimeType: 'image/png' },
  webp: { format: 'webp', mimeType: 'image/webp' },
} as const;

type Extension = keyof typeof FORMATS;
type Picture = { width: number; height: number; background: Color };

/** A real picture of one colour, encoded as `extension` says: what an upload needs to be taken as an image. */
export function solidImage({ width, height, background }: Picture, extension: Extension): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(FORMATS[extension].format)
    .toBuffer();
}

/** `solidImage` as a file input takes it, typed by its name's extension. */
export async function solidImageFile(name: `${string}.${Extension}`, picture: Picture) {
  const extension = name.slice(name.lastIndexOf('.') + 1) as Extension;
  return { name, mimeType: FORMATS[extension].mimeType, buffer: await solidImage(picture, extension) };
}
