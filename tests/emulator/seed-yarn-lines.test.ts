// The seeded yarn lines on the running emulators, as the global setup seeded them: every line with
// its colours, each colour's entry agreeing with its good (stock, largest lot, code, swatch), the
// catalogs that list by line, and a colour's page rendered with its line within 10 reads of a
// plain good's. The functions keep lines and goods in step after that (ADR 4).
import '../../scripts/seed/emulators-only.ts'; // first: points firebase-admin at the emulators
import { describe, expect, it } from 'vitest';
import { largestLot, stockOfLots } from '@domain/dye-lots.ts';
import { useEmulatorsInThisProcess } from '../../scripts/emulators/emulator-hosts.ts';
import { db } from '../../functions/src/admin.ts';
import { COLLECTIONS, type CatalogDoc, type GoodDoc } from '../../functions/src/model/types.ts';
import type { YarnLineDoc } from '../../functions/src/model/yarn-line-docs.ts';
import { buildCatalog } from '../../scripts/seed/catalog/catalog.ts';
import { renderReads } from '../support/yarn-line-data.ts';

useEmulatorsInThisProcess();

const catalog = buildCatalog();

async function read<T>(collection: string, ids: readonly string[]): Promise<Map<string, T>> {
  const snaps = await db.getAll(...ids.map((id) => db.collection(collection).doc(id)));
  return new Map(snaps.filter((snap) => snap.exists).map((snap) => [snap.id, snap.data() as T]));
}

describe('seeded yarn lines in the emulator', () => {
  it('holds every line with 8 to 20 colours, each entry agreeing with its good', async () => {
    const lines = await read<YarnLineDoc>(COLLECTIONS.yarnLines, catalog.yarnLines.map((line) => line.id));
    expect(lines.size).toBe(catalog.yarnLines.length);
    const colourIds = catalog.goods.filter((good) => good.doc.yarnLineId).map((good) => good.id);
    const goods = await read<GoodDoc>(COLLECTIONS.goods, colourIds);
    expect(goods.size).toBe(colourIds.length);
    for (const [id, line] of lines) {
      expect(line.colours.length, id).toBeGreaterThanOrEqual(8);
      expect(line.colours.length, id).toBeLessThanOrEqual(20);
      expect(line.fibres.reduce((sum, part) => sum + part.percent, 0), id).toBe(100);
      const own = [...goods].filter(([, good]) => good.yarnLineId === id).map(([goodId]) => goodId);
      expect(line.colours.map((entry) => entry.goodId), id).toEqual(own);
      for (const entry of line.colours) {
        const good = goods.get(entry.goodId)!;
        const lots = good.lots ?? [];
        expect(lots.length, entry.goodId).toBeGreaterThan(0);
        expect(good.quantity, entry.goodId).toBe(stockOfLots(lots));
        expect({ quantity: entry.quantity, largestLot: entry.largestLot, code: entry.code, swatch: entry.swatch }, entry.goodId).toEqual({
          quantity: good.quantity,
          largestLot: largestLot(lots),
          code: good.colour?.code,
          swatch: good.colour?.swatch,
        });
      }
    }
  });

  it('lists the yarn catalogs by line where the seed says so', async () => {
    const catalogs = await read<CatalogDoc>(COLLECTIONS.catalogs, catalog.categories.map((category) => category.name));
    const byLine = [...catalogs].filter(([, catalog]) => catalog.yarnListing === 'lines').map(([id]) => id);
    expect(byLine.sort()).toEqual(catalog.categories.filter((c) => c.yarnListing === 'lines').map((c) => c.name).sort());
    expect(byLine).toContain('bobbinwool');
    expect(catalogs.get('wool')?.yarnListing).toBeUndefined();
  });

  it("renders a seeded colour's page with its line, within 10 reads of a plain good's page", async () => {
    const colour = catalog.goods.find((good) => good.doc.yarnLineId && good.doc.quantity > 0)!;
    const plain = catalog.goods.find((good) => good.doc.kind === 'accessory')!;
    const yarnReads = await renderReads(`/goods/${colour.doc.category}/${colour.id}`);
    const plainReads = await renderReads(`/goods/${plain.doc.category}/${plain.id}`);
    const said = `${colour.id}: ${yarnReads.length} reads (${yarnReads.join(', ')})\nagainst ${plain.id}: ${plainReads.length} (${plainReads.join(', ')})`;
    expect(yarnReads, said).toContain(`${COLLECTIONS.yarnLines}/${colour.doc.yarnLineId}`);
    // The line's entries draw every swatch: the other colours' goods are not read.
    expect(yarnReads.filter((doc) => doc.startsWith(`${COLLECTIONS.goods}/`)), said).toEqual([`${COLLECTIONS.goods}/${colour.id}`]);
    expect(yarnReads.length, said).toBeLessThanOrEqual(plainReads.length + 10);
  });
});
