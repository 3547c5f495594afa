// Reads chosen entries of a zip archive from its central directory, inflating each with a cap, so
// a zip bomb is refused before it is unpacked: the sizes the directory declares are summed first,
// and an entry that inflates past its declared size stops at that size (Node's maxOutputLength).
import { crc32, inflateRawSync } from 'node:zlib';
import { ApiError } from '../http/api-error';

export interface ZipEntry {
  name: string;
  content: Buffer;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** An XLSX has a dozen or two parts. */
const MAX_ENTRIES = 1000;

const unreadable = () => new ApiError(400, 'PRICE_LIST_UNREADABLE');
const tooLarge = () => new ApiError(413, 'PRICE_LIST_UNPACKED_TOO_LARGE');

interface DirectoryEntry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  packedSize: number;
  size: number;
  localOffset: number;
}

function endOfDirectory(bytes: Buffer): number {
  // The record is 22 bytes, followed by a comment of at most 65 535.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw unreadable();
}

function directory(bytes: Buffer): DirectoryEntry[] {
  const end = endOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  // ZIP64 (a part over 4 GB or 65 535 parts) is never a price list.
  if (count === 0xffff || at === 0xffffffff || count > MAX_ENTRIES) throw unreadable();
  const entries: DirectoryEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw unreadable();
    const nameLength = bytes.readUInt16LE(at + 28);
    entries.push({
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      crc: bytes.readUInt32LE(at + 16),
      packedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

function packedData(bytes: Buffer, entry: DirectoryEntry): Buffer {
  const at = entry.localOffset;
  if (bytes.readUInt32LE(at) !== LOCAL_HEADER) throw unreadable();
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.packedSize > bytes.length) throw unreadable();
  return bytes.subarray(start, start + entry.packedSize);
}

function unpack(bytes: Buffer, entry: DirectoryEntry): Buffer {
  if (entry.flags & 1) throw unreadable(); // encrypted
  const packed = packedData(bytes, entry);
  let content: Buffer;
  if (entry.method === 0) content = packed;
  else if (entry.method !== 8) throw unreadable();
  else if (entry.size === 0) content = Buffer.alloc(0);
  else {
    try {
      content = inflateRawSync(packed, { maxOutputLength: entry.size });
    } catch (error) {
      // More bytes than the directory declared: the archive lies about its sizes.
      throw (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? tooLarge() : unreadable();
    }
  }
  if (content.length !== entry.size || crc32(content) !== entry.crc) throw unreadable();
  return content;
}

/** The entries whose names `keep` accepts, unpacked: at most `maxUnpackedBytes` together. */
export function readZipEntries(bytes: Buffer, keep: (name: string) => boolean, maxUnpackedBytes: number): ZipEntry[] {
  try {
    const chosen = directory(bytes).filter((entry) => keep(entry.name));
    const declared = chosen.reduce((sum, entry) => sum + entry.size, 0);
    if (declared > maxUnpackedBytes) throw tooLarge();
    return chosen.map((entry) => ({ name: entry.name, content: unpack(bytes, entry) }));
  } catch (error) {
    // A read past the end of the buffer (a truncated or forged archive) is a RangeError.
    throw error instanceof ApiError ? error : unreadable();
  }
}
