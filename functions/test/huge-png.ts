// A PNG of any size that costs almost nothing to make or send: one colour compresses to little
// (16 000 x 16 000 is about 250 kB), while a decoder still has width x height pixels to produce.
import { crc32 } from 'node:zlib';
import { zlibZeros } from './compressed-zeros';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
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
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', zlibZeros((width + 1) * height)), chunk('IEND', Buffer.alloc(0))]);
}
