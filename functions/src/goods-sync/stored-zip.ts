// Writes a zip archive. The price list's XLSX is written again with its parts stored uncompressed,
// so the spreadsheet reader gets exactly the bytes that were measured and has nothing to inflate.
import { crc32 } from 'node:zlib';
import type { ZipEntry } from './zip-entries';

interface PackedEntry {
  name: string;
  method: 0 | 8; // stored or deflated
  packed: Buffer;
  /** What the archive declares: the unpacked size and its CRC-32. */
  size: number;
  crc: number;
}

const UTF8_NAMES = 0x0800;
const DOS_DATE_1980_01_01 = 0x21;
const u16 = (value: number) => Buffer.from([value & 0xff, (value >>> 8) & 0xff]);
function u32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value >>> 0);
  return bytes;
}

/** The fields a local header and a directory entry share, from "version needed" to the name's length. */
function commonFields(entry: PackedEntry, name: Buffer): Buffer {
  return Buffer.concat([u16(20), u16(UTF8_NAMES), u16(entry.method), u16(0), u16(DOS_DATE_1980_01_01), u32(entry.crc), u32(entry.packed.length), u32(entry.size), u16(name.length)]);
}

export function zipArchive(entries: PackedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const common = commonFields(entry, name);
    const local = Buffer.concat([u32(0x04034b50), common, u16(0), name, entry.packed]);
    // made by, the shared fields, extra and comment lengths, disk, attributes, where the local header is
    directory.push(Buffer.concat([u32(0x02014b50), u16(20), common, u16(0), u16(0), u16(0), u16(0), u32(0), u32(offset), name]));
    locals.push(local);
    offset += local.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(entries.length), u16(entries.length), u32(directoryBytes.length), u32(offset), u16(0)]);
  return Buffer.concat([...locals, directoryBytes, end]);
}

export function storedZip(entries: ZipEntry[]): Buffer {
  return zipArchive(entries.map(({ name, content }) => ({ name, method: 0, packed: content, size: content.length, crc: crc32(content) })));
}
