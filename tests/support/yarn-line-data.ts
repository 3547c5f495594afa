// A yarn line of three colours of its own, written for the yarn-line journey and removed after it:
// light grey (two lots, 8 and 6), red (3 left), black (none), and a plain good in the same place.
// Also the server render's reads of a page, counted document by document.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import type { CatalogReader } from '@domain/catalog-reader.ts';
import { ownGoodDoc } from '../../functions/test/good-doc.ts';
import type { YarnLineDoc } from '../../functions/src/model/yarn-line-docs.ts';
import { REPO_ROOT } from '../../scripts/emulators/paths.ts';
import { SHOP_URL } from './emulators.ts';

// The server renderer in this process, as tests/emulator/server-render.test.ts runs it.
process.env.SSR_DIR = join(REPO_ROOT, 'functions', 'ssr');
const { firestoreCatalogReader } = await import('../../functions/src/model/catalog-reader.ts');
const { loadRenderer, loadTemplates } = await import('../../functions/src/ssr/renderer.ts');
const { servePage } = await import('../../functions/src/ssr/serve-page.ts');

const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
const db = getFirestore(app);

export const run = randomUUID().slice(0, 8);
export const category = `test-yarn-${run}`;
export const lineId = `test-line-${run}`;
export const colours = [
  { id: `${lineId}-21`, code: '21', ua: 'світло-сірий', en: 'light grey', hex: '#c8c8c8', family: 'grey' as const, price: 100, lots: [{ lot: 'A1', quantity: 8 }, { lot: 'B2', quantity: 6 }] },
  { id: `${lineId}-56`, code: '56', ua: 'червоний', en: 'red', hex: '#b3202a', family: 'red' as const, price: 120, lots: [{ lot: 'C3', quantity: 3 }] },
  { id: `${lineId}-60`, code: '60', ua: 'чорний', en: 'black', hex: '#111111', family: 'black' as const, price: 110, lots: [{ lot: 'D4', quantity: 0 }] },
];
export type TestColour = (typeof colours)[0];
export const [grey, red, black] = colours as [TestColour, TestColour, TestColour];
export const title = (colour: TestColour) => `Пряжа Тест Шкарпеткова ${run}, ${colour.ua}`;
export const path = (colour: TestColour) => `/goods/${category}/${colour.id}`;
export const plainId = `${lineId}-plain`;

export async function writeYarnLine(): Promise<void> {
  // Two seeded pictures, so that the picture visibly changes with the colour.
  const pictured = await db.collection('goods').where('archived', '==', false).limit(40).get();
  const pictures = pictured.docs.map((d) => d.get('mainImage') as string | null).filter((src): src is string => !!src);
  const batch = db.batch();
  colours.forEach((colour, index) => {
    const quantity = colour.lots.reduce((sum, lot) => sum + lot.quantity, 0);
    batch.set(
      db.collection('goods').doc(colour.id),
      ownGoodDoc(colour.id, category, {
        title: { ua: title(colour), en: `Test Sock Yarn ${run}, ${colour.en}` },
        price: colour.price,
        quantity,
        mainImage: pictures[index % Math.max(1, pictures.length)] ?? null,
        yarnLineId: lineId,
        colour: { code: colour.code, name: { ua: colour.ua, en: colour.en }, swatch: { kind: 'hex', hex: colour.hex }, family: colour.family },
        lots: colour.lots,
      }),
    );
  });
  const line: Omit<YarnLineDoc, 'updatedAt'> & { updatedAt: FieldValue } = {
    brand: 'Тест',
    name: `Шкарпеткова ${run}`,
    fibres: [{ fibre: 'wool', percent: 75 }, { fibre: 'polyamide', percent: 25 }],
    weightClass: 'superFine',
    metresPer100g: 420,
    skein: { metres: 420, grams: 100 },
    needleMm: { from: 2, to: 3 },
    hookMm: { from: 2.5, to: 3.5 },
    gauge: { stitches: 30, rows: 40, needleMm: 2.5 },
    care: { wash: 'machineWashCold', maxWashTemperatureC: 30, tumbleDry: false, iron: false, bleach: false, note: null },
    colours: colours.map((c) => ({
      goodId: c.id,
      code: c.code,
      name: { ua: c.ua, en: c.en },
      swatch: { kind: 'hex' as const, hex: c.hex },
      family: c.family,
      quantity: c.lots.reduce((sum, lot) => sum + lot.quantity, 0),
      largestLot: Math.max(...c.lots.map((lot) => lot.quantity)),
    })),
    updatedAt: FieldValue.serverTimestamp(),
  };
  batch.set(db.collection('yarnLines').doc(lineId), line);
  // A good of the same place that is no colour of a line, to compare the render's reads with.
  batch.set(db.collection('goods').doc(plainId), ownGoodDoc(plainId, category));
  await batch.commit();
}

export async function removeYarnLine(): Promise<void> {
  const batch = db.batch();
  colours.forEach((colour) => batch.delete(db.collection('goods').doc(colour.id)));
  batch.delete(db.collection('yarnLines').doc(lineId));
  batch.delete(db.collection('goods').doc(plainId));
  await batch.commit();
}

/** The documents the server render of `url` reads (a query that finds none counts once, as Firestore bills it). */
export async function renderReads(url: string): Promise<string[]> {
  const documents: string[] = [];
  const reader: CatalogReader = {
    get: async (collection, id) => {
      documents.push(`${collection}/${id}`);
      return firestoreCatalogReader.get(collection, id);
    },
    list: async (collection, query) => {
      const found = await firestoreCatalogReader.list(collection, query);
      documents.push(...(found.length > 0 ? found.map((d) => `${collection}/${d.id}`) : [`${collection} (empty query)`]));
      return found;
    },
  };
  const answer = await servePage({ url, cookie: '__session=ua' }, { render: loadRenderer, templates: loadTemplates, reader, origin: SHOP_URL });
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return documents;
}
