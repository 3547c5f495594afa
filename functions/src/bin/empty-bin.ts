// The bin's expiry: entries past their 30 days are deleted for good, and then the pictures they
// named, unless something still shows them (uploads are named by their content, so two goods may
// share one file).
import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { db } from '../admin';
import { deletePicture } from '../images/delete-picture';
import { catalogConverter } from '../model/converters';
import { COLLECTIONS } from '../model/types';
import { binEntryConverter, binPartRef } from './put-in-bin';

const BATCH = 50;

/** Whether a live document (or another bin entry) still names the picture. */
async function stillShown(url: string, subCategoryPictures: Set<string>): Promise<boolean> {
  if (subCategoryPictures.has(url)) return true;
  const named = (collection: string, field: string, op: '==' | 'array-contains' = '==') => db.collection(collection).where(field, op, url).limit(1).select().get();
  const answers = await Promise.all([
    named(COLLECTIONS.goods, 'mainImage'),
    named(COLLECTIONS.goods, 'images', 'array-contains'),
    named(COLLECTIONS.goods, 'colour.swatch.url'),
    named(COLLECTIONS.catalogs, 'previewImage'),
    named(COLLECTIONS.outerCategories, 'previewImage'),
    named(COLLECTIONS.mainPageImages, 'mainImage'),
    named(COLLECTIONS.mainPageImages, 'mainImageBlured'),
    named(COLLECTIONS.bin, 'pictures', 'array-contains'),
  ]);
  return answers.some((snap) => !snap.empty);
}

/** Sub-categories sit inside their catalogs, where no query reaches: their pictures are read once per run. */
async function readSubCategoryPictures(): Promise<Set<string>> {
  const catalogs = await db.collection(COLLECTIONS.catalogs).withConverter(catalogConverter).get();
  return new Set(catalogs.docs.flatMap((doc) => doc.data().subCategories.flatMap((sub) => sub.previewImage ?? [])));
}

export async function emptyExpiredBin(now = Date.now()): Promise<{ emptied: number; picturesDeleted: number }> {
  let emptied = 0;
  let picturesDeleted = 0;
  let subCategoryPictures: Set<string> | null = null;
  for (;;) {
    const expired = await db.collection(COLLECTIONS.bin).withConverter(binEntryConverter).where('expiresAt', '<=', Timestamp.fromMillis(now)).orderBy('expiresAt').limit(BATCH).get();
    if (expired.empty) break;
    for (const doc of expired.docs) {
      const entry = doc.data();
      const batch = db.batch();
      for (let at = 0; at < entry.parts; at += 1) batch.delete(binPartRef(doc.id, at));
      batch.delete(doc.ref);
      await batch.commit();
      emptied += 1;
      // After the entry is gone, so that its own naming does not keep its pictures; a failure
      // here leaves a file behind, never a broken page.
      subCategoryPictures ??= entry.pictures.length ? await readSubCategoryPictures() : null;
      for (const url of entry.pictures) {
        if (await stillShown(url, subCategoryPictures ?? new Set())) continue;
        await deletePicture(url);
        picturesDeleted += 1;
      }
    }
  }
  if (emptied) logger.info('Bin emptied', { emptied, picturesDeleted });
  return { emptied, picturesDeleted };
}
