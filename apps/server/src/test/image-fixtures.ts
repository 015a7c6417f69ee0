import zlib from 'node:zlib';
import sharp from 'sharp';

/** Real image bytes for tests: a solid colour of the given size, encode with .png(), .jpeg(), .webp() or .gif(). */
export const solidImage = (width: number, height: number, background = { r: 30, g: 120, b: 200 }) =>
  sharp({ create: { width, height, channels: 3, background } });

/** One PNG chunk: its length, type, data and checksum. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header claims the given size, with almost no pixel data behind it: a decompression bomb's calling card. */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart body as a browser's FormData sends it, ready for app.inject({ ...body }). */
export async function multipartBody(
  files: Array<{ field: string; bytes: Buffer; name?: string; type?: string }>,
) {
  const form = new FormData();
  for (const file of files) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' });
    form.append(file.field, blob, file.name ?? 'upload.bin');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
