// No wasted or broken rows at the widths of a phone and a laptop. The social
// icons share a header row on a laptop; from 801 to 1000 px the shop's name shows and the menu
// keeps one row; on a phone the search icon shares a row and its open overlay hides the phone
// bar; the home page's catalogue tiles fill balanced rows; swatch names never break inside a word.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/admin.ts';
import { openPage, WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';

const WAIT = { timeout: 20_000 };
const pageAt = useJourneyPages('layout-widths');

/** How many visible links and buttons of the header, outside `element`, share its row. */
function rowMates(element: Locator): Promise<number> {
  return element.evaluate((own) => {
    const box = own.getBoundingClientRect();
    const middle = box.top + box.height / 2;
    return [...document.querySelectorAll('header a, header button, header input')].filter((other) => {
      if (own.contains(other)) return false;
      const rect = other.getBoundingClientRect();
      return rect.width > 0 && rect.top <= middle && rect.bottom >= middle;
    }).length;
  });
}

/** The tops of the visible links and buttons of the nav bar, rounded to tell rows apart. */
function navRows(page: Page): Promise<number[]> {
  return page.getByRole('navigation', { name: 'Головне меню' }).evaluate((nav) => [
    ...new Set(
      [...nav.querySelectorAll('a, button')]
        .map((item) => item.getBoundingClientRect())
        .filter((rect) => rect.width > 0)
        .map((rect) => Math.round((rect.top + rect.height / 2) / 20)),
    ),
  ]);
}

/** The words of `texts` that a line break cuts in two. */
function brokenWords(texts: Locator): Promise<string[]> {
  return texts.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const node = element.firstChild;
      if (!node || node.nodeType !== Node.TEXT_NODE) return [];
      const text = node.textContent ?? '';
      return [...text.matchAll(/\S+/g)].flatMap((word) => {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return lines.size > 1 ? [word[0]] : [];
      });
    }),
  );
}

describe('the header', () => {
  it('keeps the social icons on a row with the rest on a laptop', async () => {
    const page = await pageAt(WALKTHROUGH_SCREENS.desktop);
    await openPage(page, `${SHOP_URL}/`);
    const icons = page.getByRole('banner').getByRole('link', { name: /Telegram/ }).locator('xpath=ancestor::ul[1]');
    await icons.waitFor(WAIT);
    expect(await rowMates(icons)).toBeGreaterThan(0);
  });

  it.each([820, 900, 1000])('shows the shop name and one menu row at %i px', async (width) => {
    const page = await pageAt({ width, height: 900 });
    await openPage(page, `${SHOP_URL}/`);
    expect(await page.getByRole('banner').getByText('Крамниця пряжі', { exact: true }).isVisible()).toBe(true);
    expect(await navRows(page)).toHaveLength(1);
  });

  it('keeps the search icon on the phone bar, and the open search covers the phone numbers', async () => {
    const page = await pageAt(WALKTHROUGH_SCREENS.phone);
    await openPage(page, `${SHOP_URL}/`);
    const toggle = page.getByRole('button', { name: 'Відкрити пошук' });
    await toggle.waitFor(WAIT);
    expect(await rowMates(toggle)).toBeGreaterThan(0);
    await toggle.tap();
    // The loaded search's field is a combobox (its suggestions are a listbox).
    await page.getByRole('combobox', { name: 'Пошук товарів' }).waitFor(WAIT);
    const phones = page.getByRole('banner').getByRole('link', { name: /^\+38/ });
    const seen = await phones.evaluateAll((links) =>
      links.filter((link) => {
        const rect = link.getBoundingClientRect();
        const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        return rect.width > 0 && top !== null && link.contains(top);
      }).length,
    );
    expect(seen).toBe(0);
  });
});

describe('the home page catalogue', () => {
  it('fills balanced rows of tiles on a laptop (not five and then one)', async () => {
    const page = await pageAt(WALKTHROUGH_SCREENS.desktop);
    await openPage(page, `${SHOP_URL}/`);
    const tiles = page.getByRole('main').getByRole('list').first().locator(':scope > li');
    await tiles.first().waitFor(WAIT);
    const perRow = await tiles.evaluateAll((items) => {
      const rows = new Map<number, number>();
      for (const item of items) {
        const top = Math.round(item.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      return [...rows.values()];
    });
    expect(Math.max(...perRow) - Math.min(...perRow), `tiles per row: ${perRow.join(', ')}`).toBeLessThanOrEqual(1);
  });
});

describe.each(Object.entries(WALKTHROUGH_SCREENS))('yarn swatches on a %s', (_name, screen) => {
  it('never break a colour name inside a word', async () => {
    const colour = (await db.collection('goods').where('colour.name.ua', '==', 'помаранчевий').limit(1).get()).docs[0]!;
    const page = await pageAt(screen);
    await openPage(page, `${SHOP_URL}/goods/${colour.get('category') as string}/${colour.id}`);
    const names = page.getByRole('radiogroup').getByRole('radio').locator('span:nth-child(2)');
    await names.first().waitFor(WAIT);
    expect(await brokenWords(names)).toEqual([]);
  });
});
