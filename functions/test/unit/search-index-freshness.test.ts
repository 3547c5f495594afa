// Which catalogue writes need the search index rebuilt, and which delivery of the triggers rebuilds
// it: pure, so a burst's coalescing is checked without Firestore. The triggers themselves are
// tested on the emulators (functions/test/emulator/search-index-triggers.test.ts).
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { GoodDoc } from '../../src/model/types';
import type { YarnLineDoc } from '../../src/model/yarn-line-docs';
import type { CatalogDoc } from '../../src/model/catalog-docs';
import { catalogIndexChanged, freshnessStep, goodEntryChanged, lineIndexChanged, notBefore } from '../../src/search/index-freshness';
import { ownGoodDoc } from '../good-doc';

const at = (seconds: number, nanoseconds = 0) => new Timestamp(seconds, nanoseconds);
const NOW = 1_000_000;
const good = (fields: Partial<GoodDoc> = {}) => ownGoodDoc('g-1', 'wool', fields);
const colour = { code: '27', name: { ua: 'сірий', en: 'grey' }, swatch: { kind: 'hex' as const, hex: '#777777' }, family: 'grey' as const };

describe('notBefore', () => {
  it('compares to the nanosecond', () => {
    expect(notBefore(at(10, 5), at(10, 5))).toBe(true);
    expect(notBefore(at(10, 4), at(10, 5))).toBe(false);
    expect(notBefore(at(11, 0), at(10, 999_999_999))).toBe(true);
  });
});

describe('goodEntryChanged', () => {
  it('is true for what the index holds: a title, an articul, a move, an archive, a colour, a creation, a deletion', () => {
    expect(goodEntryChanged(good(), good({ title: { ua: 'Інша', en: 'Other' } }))).toBe(true);
    expect(goodEntryChanged(good(), good({ articul: 'A-2' }))).toBe(true);
    expect(goodEntryChanged(good(), good({ category: 'cotton' }))).toBe(true);
    expect(goodEntryChanged(good(), good({ subcategory: 'socks' }))).toBe(true);
    expect(goodEntryChanged(good(), good({ outerCategory: 'yarn' }))).toBe(true);
    expect(goodEntryChanged(good(), good({ archived: true }))).toBe(true);
    expect(goodEntryChanged(good({ yarnLineId: 'line', colour }), good({ yarnLineId: 'line', colour: { ...colour, code: '28' } }))).toBe(true);
    expect(goodEntryChanged(undefined, good())).toBe(true);
    expect(goodEntryChanged(good(), undefined)).toBe(true);
  });

  it('is false for what it does not: stock, lots, price, discount; and for an archived good at all', () => {
    expect(goodEntryChanged(good(), good({ quantity: 0 }))).toBe(false);
    expect(goodEntryChanged(good({ lots: [{ lot: 'A', quantity: 3 }] }), good({ lots: [{ lot: 'A', quantity: 1 }] }))).toBe(false);
    expect(goodEntryChanged(good(), good({ price: 999, discount: { hasDiscount: true, amount: 10 } }))).toBe(false);
    expect(goodEntryChanged(good({ archived: true }), good({ archived: true, title: { ua: 'Інша', en: 'Other' } }))).toBe(false);
    expect(goodEntryChanged(good({ archived: true }), undefined)).toBe(false);
  });
});

describe('lineIndexChanged', () => {
  const line = (fields: Partial<YarnLineDoc> = {}) => ({ brand: 'Alize', name: 'Superwash', colours: [], ...fields }) as unknown as YarnLineDoc;
  it('is true for a new brand, name or fibres, false for its colours’ stock', () => {
    expect(lineIndexChanged(line(), line({ name: 'Superwash Comfort' }))).toBe(true);
    expect(lineIndexChanged(line(), line({ brand: 'YarnArt' }))).toBe(true);
    expect(lineIndexChanged(line(), line({ metresPer100g: 420 }))).toBe(false);
    expect(lineIndexChanged(line(), line({ fibres: [{ fibre: 'wool', percent: 100 }] } as Partial<YarnLineDoc>))).toBe(true);
    expect(lineIndexChanged(line(), line({ colours: [{ goodId: 'g', quantity: 0 } as YarnLineDoc['colours'][number]] }))).toBe(false);
  });
});

describe('catalogIndexChanged', () => {
  const catalog = (fields: Partial<CatalogDoc> = {}) =>
    ({ name: 'Yarn', title: { ua: 'Пряжа', en: 'Yarn' }, subCategories: [{ name: 'Silk', title: { ua: 'Шовк', en: 'Silk' } }], order: 1, ...fields }) as unknown as CatalogDoc;
  it('is true for a new title of the catalog or of a sub-category, false for its order or picture', () => {
    expect(catalogIndexChanged(catalog(), catalog({ title: { ua: 'Нитки', en: 'Yarn' } }))).toBe(true);
    expect(catalogIndexChanged(catalog(), catalog({ subCategories: [{ name: 'Silk', title: { ua: 'Шовкова', en: 'Silk' } }] as CatalogDoc['subCategories'] }))).toBe(true);
    expect(catalogIndexChanged(catalog(), undefined)).toBe(true);
    expect(catalogIndexChanged(catalog(), catalog({ order: 7 } as Partial<CatalogDoc>))).toBe(false);
  });
});

describe('freshnessStep', () => {
  it('rebuilds when nothing was built, or the index was built from reads before the write', () => {
    expect(freshnessStep(undefined, at(10), NOW, 'e1')).toBe('rebuild');
    expect(freshnessStep({ builtFrom: at(9) }, at(10), NOW, 'e1')).toBe('rebuild');
  });

  it('is covered by an index built from reads at or after the write', () => {
    expect(freshnessStep({ builtFrom: at(10) }, at(10), NOW, 'e1')).toBe('covered');
    expect(freshnessStep({ builtFrom: at(12) }, at(10), NOW, 'e1')).toBe('covered');
  });

  it('while another delivery rebuilds: covered if that one knows of a write as late, else recorded for one more rebuild', () => {
    const lease = { holder: 'e0', untilMs: NOW + 1 };
    expect(freshnessStep({ builtFrom: at(5), wantedFrom: at(10), lease }, at(10), NOW, 'e1')).toBe('covered');
    expect(freshnessStep({ builtFrom: at(5), wantedFrom: at(9), lease }, at(10), NOW, 'e1')).toBe('wait');
  });

  it('takes over a claim that lapsed, and a retry of the same delivery takes its own claim back', () => {
    expect(freshnessStep({ builtFrom: at(5), wantedFrom: at(10), lease: { holder: 'e0', untilMs: NOW } }, at(10), NOW, 'e1')).toBe('rebuild');
    expect(freshnessStep({ builtFrom: at(5), wantedFrom: at(10), lease: { holder: 'e1', untilMs: NOW + 1 } }, at(10), NOW, 'e1')).toBe('rebuild');
  });

  it('rebuilds a write still owed by a failed rebuild, even for a write the index already covers', () => {
    expect(freshnessStep({ builtFrom: at(10), wantedFrom: at(12), lease: null }, at(8), NOW, 'e2')).toBe('rebuild');
  });
});
