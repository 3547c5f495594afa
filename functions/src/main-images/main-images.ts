// The main-page carousel's pictures (docs/product.md, "Admin: goods"): add, blur, remove to the bin. Files go through
// the image store; records are in mainPageImages.
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import type { z } from 'zod';
import type { SaveMainImageTextsSchema } from '@domain/api/catalog-admin';
import { BLURRED_IMAGE_SUFFIX } from '@domain/image-sizes';
import { fromKyivLocal } from '@domain/kyiv-time';
import { slideDatesProblem, slideProblem } from '@domain/slide';
import { db } from '../admin';
import { putInBin, stored, type Remover } from '../bin/put-in-bin';
import { nextOrder } from '../model/next-order';
import { ApiError } from '../http/api-error';
import { ImagePathError } from '../images/image-store';
import { imageStore } from '../images/store';
import { COLLECTIONS } from '../model/types';
import { blurImage } from './blur';
import { mainPageImageConverter } from '../model/converters';
import { editStamp } from '../http/edit-stamp';

const collection = () => db.collection(COLLECTIONS.mainPageImages).withConverter(mainPageImageConverter);

/** Only pictures uploaded to the `main` container may become slides. */
function mainImagePath(url: string): string {
  const path = imageStore().pathOf(url);
  if (!path || !path.startsWith('main/')) throw new ApiError(400, 'IMAGE_NOT_UPLOADED');
  return path;
}

/** Whether the store holds a picture at `path`; a path it could never hold holds nothing. */
async function isStored(path: string): Promise<boolean> {
  try {
    return (await imageStore().get(path)) !== null;
  } catch (error) {
    if (error instanceof ImagePathError) return false;
    throw error;
  }
}

export async function addMainImage(url: string): Promise<string> {
  // A URL of the right shape is not enough: a slide without its file would break the carousel
  // and every later blurmainimages call.
  if (!(await isStored(mainImagePath(url)))) throw new ApiError(400, 'IMAGE_NOT_UPLOADED');
  const order = await nextOrder(COLLECTIONS.mainPageImages);
  const ref = await collection().add({ mainImage: url, mainImageBlured: null, order, createdAt: FieldValue.serverTimestamp(), ...editStamp() });
  return ref.id;
}

/** Makes (or remakes) the blurred copy of every slide; answers how many were blurred. */
export async function blurMainImages(): Promise<number> {
  const snap = await collection().get();
  for (const doc of snap.docs) {
    const { mainImage } = doc.data();
    const source = await imageStore().get(mainImagePath(mainImage));
    if (!source) throw new ApiError(409, 'IMAGE_FILE_MISSING', { imageId: doc.id });
    const blurred = await blurImage(source.bytes);
    const hash = createHash('sha256').update(source.bytes).digest('hex').slice(0, 20);
    const url = await imageStore().put(`main/${hash}${BLURRED_IMAGE_SUFFIX}.webp`, blurred, 'image/webp');
    await doc.ref.update({ mainImageBlured: url, ...editStamp() });
  }
  return snap.size;
}

/** A date as sent (Kyiv time; null clears it), or the stored one when it was left out. */
const dateOf = (local: string | null | undefined, stored: number | null | undefined) => (local === undefined ? (stored ?? null) : local === null ? null : fromKyivLocal(local));

/** A slide's words, link and showing dates; the picture and its place stay. Dates left out keep the stored ones. */
export async function saveMainImageTexts({ imageId, showFrom, showUntil, ...words }: z.output<typeof SaveMainImageTextsSchema>): Promise<string> {
  const problem = slideProblem(words);
  if (problem) throw new ApiError(400, problem);
  const ref = collection().doc(imageId);
  await db.runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data();
    if (!stored) throw new ApiError(404, 'NOT_FOUND');
    const dates = { showFromMs: dateOf(showFrom, stored.showFromMs), showUntilMs: dateOf(showUntil, stored.showUntilMs) };
    const datesProblem = slideDatesProblem(dates);
    if (datesProblem) throw new ApiError(400, datesProblem);
    tx.update(ref, { ...words, ...dates, ...editStamp() });
  });
  return imageId;
}

/** The slide goes to the bin; its files stay until the bin's expiry, so that it can be put back. */
export async function deleteMainImage(imageId: string, removedBy: Remover): Promise<void> {
  const ref = collection().doc(imageId);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const slide = snap.data();
    if (!slide) throw new ApiError(404, 'NOT_FOUND');
    tx.delete(ref);
    putInBin(tx, {
      kind: 'slide',
      title: slide.title?.ua || slide.title?.en ? slide.title : { ua: imageId, en: imageId },
      place: null,
      docs: [stored(snap)],
      pictures: [slide.mainImage, slide.mainImageBlured],
      removedBy,
      otherWrites: 1,
    });
  });
}
