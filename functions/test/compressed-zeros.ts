// Streams of many zero bytes compressed, made without holding the zeros: one block of zeros,
// compressed with a full flush (self-contained and byte-aligned), is repeated, then the final
// empty block. 500 MB of zeros take about 500 kB and a few milliseconds.
import { constants, deflateRawSync } from 'node:zlib';

/** Raw deflate (as in a zip entry) of `size` zero bytes. */
export function deflatedZeros(size: number, blockSize = 1 << 20): Buffer {
  const block = (bytes: number) => deflateRawSync(Buffer.alloc(bytes), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const whole = block(blockSize);
  const parts = Array<Buffer>(Math.floor(size / blockSize)).fill(whole);
  if (size % blockSize) parts.push(block(size % blockSize));
  parts.push(deflateRawSync(Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** The zlib format (as in a PNG) of `size` zero bytes. */
export function zlibZeros(size: number): Buffer {
  // Adler-32 of n zeros: its low half stays 1, its high half adds 1 per byte.
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((size % 65521) * 65536 + 1) >>> 0);
  return Buffer.concat([Buffer.from([0x78, 0xda]), deflatedZeros(size), adler]);
}
