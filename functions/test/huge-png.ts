// A PNG of any size that costs almost nothing to make or send: one colour compresses to little
// (16 000 x 16 000 is about 250 kB), while a decoder still has width x height pixels to produce.
import { constants, crc32, deflateRawSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A zlib stream of `size` zero bytes without holding them all: one block of zeros, compressed with
 * a full flush (self-contained and byte-aligned), is repeated, then the final empty block.
 */
export function zeroStream(size: number, blockSize = 1 << 20): Buffer {
  const block = (bytes: number) => deflateRawSync(Buffer.alloc(bytes), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const whole = block(blockSize);
  const parts = [Buffer.from([0x78, 0xda]), ...Array<Buffer>(Math.floor(size / blockSize)).fill(whole)];
  if (size % blockSize) parts.push(block(size % blockSize));
  parts.push(deflateRawSync(Buffer.alloc(0)));
  // Adler-32 of n zeros: a stays 1, b adds 1 per byte.
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((size % 65521) * 65536 + 1) >>> 0);
  return Buffer.concat([...parts, adler]);
}

/** A valid 8-bit greyscale PNG, all black, written by hand. */
export function oneColourPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  // Each row is a filter byte (0: none) and its pixels: all zero.
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', zeroStream((width + 1) * height)), chunk('IEND', Buffer.alloc(0))]);
}
