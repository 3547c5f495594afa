// Writes a tiny jar that only points at the Cloud CLI's Firestore emulator jar.
// That jar has no Main-Class, and firebase-tools starts it with `java -jar <path>`,
// so we give it a manifest with Main-Class and a Class-Path to the real jar.
// Written with Node's zlib so that it works where the JDK's `jar` tool is absent.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { crc32 } from 'node:zlib';

export const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** Manifest lines may hold at most 72 bytes; longer ones continue on lines that start with a space. */
export function wrapManifestLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 72) return `${line}\r\n`;
  const parts: string[] = [bytes.subarray(0, 72).toString('utf8')];
  for (let at = 72; at < bytes.length; at += 71) parts.push(` ${bytes.subarray(at, at + 71).toString('utf8')}`);
  return parts.map((p) => `${p}\r\n`).join('');
}

export function launcherManifest(targetJar: string): string {
  return [
    wrapManifestLine('Manifest-Version: 1.0'),
    wrapManifestLine(`Main-Class: ${FIRESTORE_MAIN_CLASS}`),
    wrapManifestLine(`Class-Path: ${pathToFileURL(targetJar).href}`),
    '\r\n',
  ].join('');
}

/** A zip archive with stored (uncompressed) entries: enough for a manifest-only jar. */
export function storedZip(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

export function writeLauncherJar(targetJar: string, launcherPath: string): void {
  mkdirSync(dirname(launcherPath), { recursive: true });
  const manifest = Buffer.from(launcherManifest(targetJar), 'utf8');
  writeFileSync(launcherPath, storedZip([{ name: 'META-INF/MANIFEST.MF', data: manifest }]));
}
