// Yarn lines as the ADMIN edits them (ADR 4): the attributes its colours share. The colour entries
// are written only by saving or removing a colour's good, never by this call.
import { FieldValue } from 'firebase-admin/firestore';
import { toLatin } from '@domain/transliterate';
import { db } from '../admin';
import { ApiError } from '../http/api-error';
import { yarnLineConverter } from '../model/converters';
import { COLLECTIONS } from '../model/types';
import type { YarnLineDoc } from '../model/yarn-line-docs';
import type { SaveYarnLineInput } from '@domain/api/catalog-admin';
import { editStamp } from '../http/edit-stamp';
import { putInBin, stored, type Remover } from '../bin/put-in-bin';

export const yarnLineRef = (lineId: string) => db.collection(COLLECTIONS.yarnLines).doc(lineId);

/** A new line's id: brand and name in Latin letters, e.g. `alize-superwash-comfort-socks`. */
function lineSlug(brand: string, name: string): string {
  const slug = toLatin(`${brand} ${name}`)
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'line';
}

export async function saveYarnLine({ lineId, line }: SaveYarnLineInput): Promise<{ lineId: string }> {
  const ref = yarnLineRef(lineId ?? lineSlug(line.brand, line.name));
  await db.runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (lineId && !existing.exists) throw new ApiError(404, 'YARN_LINE_NOT_FOUND');
    // Brand and name make the id, so a second line of the same brand and name is a mistake.
    if (!lineId && existing.exists) throw new ApiError(409, 'YARN_LINE_EXISTS', { lineId: ref.id });
    const fields = { ...line, updatedAt: FieldValue.serverTimestamp(), ...editStamp() };
    if (existing.exists) tx.update(ref, fields);
    else tx.set(ref, { ...fields, colours: [] } satisfies Record<keyof YarnLineDoc, unknown>);
  });
  return { lineId: ref.id };
}

/** Refused while the line has colours: each colour's good must leave it (or be removed) first. The line goes to the bin. */
export async function removeYarnLine(lineId: string, removedBy: Remover): Promise<{ deleted: true; binEntryId: string }> {
  const binEntryId = await db.runTransaction(async (tx) => {
    const snap = await tx.get(yarnLineRef(lineId).withConverter(yarnLineConverter));
    const line = snap.data();
    if (!line) throw new ApiError(404, 'YARN_LINE_NOT_FOUND');
    if (line.colours.length > 0) throw new ApiError(409, 'YARN_LINE_HAS_COLOURS', { colours: line.colours.length });
    tx.delete(snap.ref);
    const title = `${line.brand} ${line.name}`;
    return putInBin(tx, { kind: 'yarnLine', title: { ua: title, en: title }, place: null, docs: [stored(snap)], removedBy, otherWrites: 1 });
  });
  return { deleted: true, binEntryId };
}
