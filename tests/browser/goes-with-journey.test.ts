// "Goes with" on the seeded shop, in real Chromium at 390 px (touch) and 1366 px, in both
// languages: a yarn's page lists the needles and hooks in stock whose size is in its recommended
// range and the patterns that name it, a needle's page the yarns it suits (a 3 mm needle first of
// all the lines whose band centres on 3 mm, Drops Fabel among them), each a link to that good; the
// server's page carries the lists before any script runs; a good with nothing that
// suits it shows no block at all. Screenshots: test-results/screenshots/goes-with-*.png.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goodLink } from '@domain/links.ts';
import { sizeInRange } from '@domain/goes-with.ts';
import { db } from '../../functions/src/admin.ts';
import type { GoodDoc } from '../../functions/src/model/types.ts';
import type { YarnLineDoc } from '../../functions/src/model/yarn-line-docs.ts';
import { openPage, WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';

const WAIT = { timeout: 20_000 };
const SHOTS = join(process.cwd(), 'test-results', 'screenshots');
const pageAt = useJourneyPages('goes-with');

const TEXTS = {
  uk: { query: '', block: 'Що підійде до цього товару', needles: 'Спиці потрібного розміру', hooks: 'Гачки потрібного розміру', patterns: 'Схеми та журнали', yarns: 'Пряжа, що підходить' },
  en: { query: '?lang=en', block: 'Goes with this', needles: 'Needles in its size', hooks: 'Hooks in its size', patterns: 'Patterns and magazines', yarns: 'Yarns it suits' },
} as const;

interface Seeded {
  id: string;
  doc: GoodDoc;
  path: string;
}

const seeded = (id: string, doc: GoodDoc): Seeded => ({ id, doc, path: goodLink({ id, ...doc }) });

/** A seeded colour of Drops Fabel (sock yarn, needles 2.5 to 3.5 mm, hook 3 mm) in stock, and its line. */
async function sockYarn() {
  const line = (await db.collection('yarnLines').doc('drops-fabel').get()).data() as YarnLineDoc | undefined;
  if (!line) throw new Error('the seeded line drops-fabel is missing: is the catalogue seeded?');
  const colours = await db.collection('goods').where('yarnLineId', '==', 'drops-fabel').get();
  const colour = colours.docs.find((d) => (d.data() as GoodDoc).quantity > 0 && !(d.data() as GoodDoc).archived);
  if (!colour) throw new Error('no seeded colour of drops-fabel in stock');
  return { line, good: seeded(colour.id, colour.data() as GoodDoc) };
}

/** A seeded good of a category whose sizes are exactly these. */
async function toolOfSize(category: string, sizesMm: number[]): Promise<Seeded> {
  const goods = await db.collection('goods').where('category', '==', category).get();
  const found = goods.docs.find((d) => JSON.stringify((d.data() as GoodDoc).toolSize?.sizesMm) === JSON.stringify(sizesMm));
  if (!found) throw new Error(`no seeded ${category} of ${sizesMm.join(', ')} mm`);
  return seeded(found.id, found.data() as GoodDoc);
}

/** The goods a list of the block links to, read back from Firestore by the ids in their addresses. */
async function linkedGoods(page: Page, heading: string): Promise<GoodDoc[]> {
  const hrefs = await page.getByRole('list', { name: heading }).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length, heading).toBeGreaterThan(0);
  const docs = await Promise.all(hrefs.map((href) => db.collection('goods').doc(decodeURIComponent(href.split('?')[0]!.split('/').pop()!)).get()));
  return docs.map((doc) => doc.data() as GoodDoc);
}

async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `goes-with-${name}.png`), fullPage: true });
}

describe('what goes with a seeded yarn, and the yarns a seeded needle suits', () => {
  describe.each([
    ['390', WALKTHROUGH_SCREENS.phone],
    ['1366', WALKTHROUGH_SCREENS.desktop],
  ] as const)('at %s px', (width, screen) => {
    it.each(['uk', 'en'] as const)('in %s, the yarn lists its needles, hooks and patterns, and a needle the yarn', async (language) => {
      const texts = TEXTS[language];
      const { line, good } = await sockYarn();
      const page = await pageAt(screen);
      await openPage(page, `${SHOP_URL}${good.path}${texts.query}`);
      const block = page.getByRole('region', { name: texts.block });
      await block.waitFor(WAIT);

      for (const needle of await linkedGoods(page, texts.needles)) {
        expect(needle.quantity, needle.articul).toBeGreaterThan(0);
        expect(needle.toolSize?.tool).toBe('needles');
        expect(needle.toolSize?.sizesMm.some((size) => sizeInRange(size, line.needleMm)), `${needle.articul} ${needle.toolSize?.sizesMm}`).toBe(true);
      }
      for (const hook of await linkedGoods(page, texts.hooks)) {
        expect(hook.toolSize?.tool).toBe('hook');
        expect(hook.toolSize?.sizesMm.some((size) => sizeInRange(size, line.hookMm!)), `${hook.articul} ${hook.toolSize?.sizesMm}`).toBe(true);
      }
      for (const pattern of await linkedGoods(page, texts.patterns)) {
        const names = pattern.patternYarns!;
        expect(names.lineIds.includes('drops-fabel') || names.weightClasses.includes(line.weightClass), pattern.articul).toBe(true);
      }
      expect(await fitsWidth(page)).toBe(true);
      await block.scrollIntoViewIfNeeded();
      await shoot(page, `yarn-${width}-${language}`);

      // A needle from the list: its page lists yarns in stock whose needle range holds its size.
      const needleLink = page.getByRole('list', { name: texts.needles }).getByRole('link').first();
      await (width === '390' ? needleLink.tap() : needleLink.click());
      await page.getByRole('list', { name: texts.yarns }).waitFor(WAIT);
      const needle = (await db.collection('goods').doc(decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!)).get()).data() as GoodDoc;
      for (const colour of await linkedGoods(page, texts.yarns)) {
        const itsLine = (await db.collection('yarnLines').doc(colour.yarnLineId!).get()).data() as YarnLineDoc;
        expect(colour.quantity, colour.articul).toBeGreaterThan(0);
        expect(needle.toolSize!.sizesMm.some((size) => sizeInRange(size, itsLine.needleMm)), `${colour.yarnLineId} for ${needle.toolSize!.sizesMm}`).toBe(true);
      }
      expect(await fitsWidth(page)).toBe(true);
      await shoot(page, `needle-${width}-${language}`);
    });
  });

  it.each(['uk', 'en'] as const)('in %s, the server’s page carries both lists before any script runs', async (language) => {
    const texts = TEXTS[language];
    const { good } = await sockYarn();
    const needle = await toolOfSize('needles', [3]);
    const page = await pageAt({ ...WALKTHROUGH_SCREENS.phone, javaScriptEnabled: false });
    await page.goto(`${SHOP_URL}${good.path}${texts.query}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('region', { name: texts.block }).waitFor(WAIT);
    expect(await page.getByRole('list', { name: texts.needles }).getByRole('link').count()).toBeGreaterThan(0);
    expect(await page.getByRole('list', { name: texts.patterns }).getByRole('link').count()).toBeGreaterThan(0);

    await page.goto(`${SHOP_URL}${needle.path}${texts.query}`, { waitUntil: 'domcontentloaded' });
    const fabel = page.getByRole('list', { name: texts.yarns }).getByRole('link', { name: 'Drops Fabel' });
    await fabel.waitFor(WAIT);
    const linked = decodeURIComponent((await fabel.getAttribute('href'))!.split('/').pop()!);
    const colour = (await db.collection('goods').doc(linked).get()).data() as GoodDoc;
    expect([colour.yarnLineId, colour.quantity > 0]).toEqual(['drops-fabel', true]);
  });

  it('shows no block on a hook no seeded yarn takes', async () => {
    // 0.75 mm: finer than any seeded line's hook range.
    const hook = await toolOfSize('hooks', [0.75]);
    const page = await pageAt(WALKTHROUGH_SCREENS.phone);
    await openPage(page, `${SHOP_URL}${hook.path}`);
    await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
    await page.getByRole('heading', { name: 'Характеристики' }).waitFor(WAIT);
    // The server rendered the page with the answer (empty lists), so the block is absent from the start.
    const answer = await page.evaluate(async (goodId) => (await fetch('/api/getgoeswith', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ goodId }) })).json(), hook.id);
    expect(answer).toEqual({ needles: [], hooks: [], patterns: [], yarns: [] });
    expect(await page.getByRole('region', { name: TEXTS.uk.block }).count()).toBe(0);
  });
});

describe('POST /api/getgoeswith', () => {
  const call = (body: unknown) => fetch(`${SHOP_URL}/api/getgoeswith`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('answers what goes with a seeded yarn, and empty lists for an unknown good', async () => {
    const { good } = await sockYarn();
    const answer = (await (await call({ goodId: good.id })).json()) as Record<string, unknown[]>;
    expect(answer.needles!.length).toBeGreaterThan(0);
    expect(await (await call({ goodId: 'no-such-good' })).json()).toEqual({ needles: [], hooks: [], patterns: [], yarns: [] });
  });

  it('refuses a malformed id with a stable code', async () => {
    for (const body of [{}, { goodId: '' }, { goodId: 'a/b' }, { goodId: 'x', more: 1 }]) {
      const res = await call(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    }
  });
});
