// Archives that look like an XLSX and unpack to far more than they weigh, made in milliseconds.
import { crc32 } from 'node:zlib';
import { zipArchive } from '../src/goods-sync/stored-zip';
import { deflatedZeros } from './compressed-zeros';

/**
 * An XLSX whose sheet inflates to `unpackedBytes` zero bytes while weighing about a thousandth of
 * that. `declaredBytes` is the size its directory claims: the truth, or a lie to slip past a check of it.
 */
export function xlsxBomb(unpackedBytes: number, declaredBytes = unpackedBytes): Buffer {
  const small = (name: string, text: string) => ({ name, method: 0 as const, packed: Buffer.from(text), size: Buffer.byteLength(text), crc: crc32(text) });
  return zipArchive([
    small('[Content_Types].xml', '<?xml version="1.0"?><Types/>'),
    small('xl/workbook.xml', '<?xml version="1.0"?><workbook/>'),
    { name: 'xl/worksheets/sheet1.xml', method: 8, packed: deflatedZeros(unpackedBytes), size: declaredBytes, crc: 0 },
  ]);
}
