/**
 * Real, tiny files for upload tests: the server decides a file's type from
 * its bytes (server/handlers/file-types.ts), so fake bytes labelled
 * `image/png` are refused. Each builder is deterministic (the same call gives
 * the same bytes), so a test may compare what it uploaded with what it reads.
 */
import zlib from 'node:zlib';
import sharp from 'sharp';

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.byteLength);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([head, body, crc]);
}

/**
 * A valid 1×1 RGB PNG whose one pixel's colour follows `n` (so files made
 * with different `n` differ); about 70 bytes.
 */
export function tinyPng(n = 0): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const pixel = Uint8Array.from([0, n & 255, (n * 7) & 255, (n * 13) & 255]); // filter byte + RGB
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', zlib.deflateSync(pixel)),
      chunk('IEND', new Uint8Array()),
    ]),
  );
}

/** A PNG upload named `name` (the type the client claims is `image/png`). */
export const pngFile = (name: string, n = 0) => new File([tinyPng(n)], name, { type: 'image/png' });

/** A small JPEG of `w`×`h` pixels made by sharp. */
export async function tinyJpeg(w = 8, h = 8): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 120, b: 30 } } })
      .jpeg()
      .toBuffer(),
  );
}

/** A minimal one-page PDF (`%PDF-1.4` header: what file-type looks for). */
export function tinyPdf(text = 'Pauta'): Uint8Array {
  return new TextEncoder().encode(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 72 72]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}
