// The ADMIN orders and removes a good's further pictures in its form, with the keyboard alone, and
// the good page then shows them in that order after the main picture.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/admin.ts';
import type { GoodDoc } from '../../functions/src/model/types.ts';
import { goodLink } from '@domain/links.ts';
import { logInAsAdmin } from '../support/admin-session.ts';
import { openPage, WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';
import { seededPages } from '../support/seeded-pages.ts';

const WAIT = { timeout: 20_000 };
const pageAt = useJourneyPages('admin-good-pictures');
const run = Date.now();
const id = `test-pictures-${run}`;
const title = `Товар з фото ${run}`;
let good: GoodDoc;
let pictures: string[];

// A copy of a seeded accessory with three further pictures: a yarn's close-up and swatch, and its skein.
beforeAll(async () => {
  const yarn = (await seededPages()).yarnWithPictures.doc;
  const accessory = (await db.collection('goods').where('kind', '==', 'accessory').where('archived', '==', false).limit(1).get()).docs[0]!.data() as GoodDoc;
  pictures = [yarn.images[0]!, yarn.images[1]!, yarn.mainImage!];
  good = { ...accessory, articul: `P${run}`, title: { ua: title, en: `Pictures good ${run}` }, images: pictures };
  await db.collection('goods').doc(id).set(good);
});
afterAll(async () => {
  await db.collection('goods').doc(id).delete();
});

describe("the ADMIN's further pictures of a good", () => {
  it('are moved earlier and later and removed from the keyboard, and the good page follows', async () => {
    const page = await pageAt(WALKTHROUGH_SCREENS.desktop);
    await logInAsAdmin(page);
    await page.goto(`${SHOP_URL}/admin/catalog`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Пошук за артикулом або назвою').fill(`P${run}`, WAIT);
    await page.getByRole('region', { name: 'Товари' }).getByRole('button', { name: `Змінити «${title}»` }).click(WAIT);
    const form = page.getByRole('dialog').getByRole('form', { name: 'Дані товару' });
    const extras = form.getByRole('group', { name: 'Додаткові зображення' });
    const order = () => extras.getByRole('listitem').locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    expect(await order()).toEqual(pictures);
    // The first cannot go earlier, the last cannot go later.
    expect(await extras.getByRole('button', { name: 'Показувати зображення 1 раніше' }).isDisabled()).toBe(true);
    expect(await extras.getByRole('button', { name: 'Показувати зображення 3 пізніше' }).isDisabled()).toBe(true);

    await extras.getByRole('button', { name: 'Показувати зображення 1 пізніше' }).focus();
    await page.keyboard.press('Enter');
    expect(await order()).toEqual([pictures[1], pictures[0], pictures[2]]);
    // The focus went with the moved picture: Enter again moves it on to the end.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Показувати зображення 2 пізніше');
    await page.keyboard.press('Enter');
    expect(await order()).toEqual([pictures[1], pictures[2], pictures[0]]);
    // At the end its "later" is off: the focus moved to its "earlier".
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Показувати зображення 3 раніше');

    await extras.getByRole('button', { name: 'Прибрати зображення 2' }).focus();
    await page.keyboard.press('Enter');
    expect(await order()).toEqual([pictures[1], pictures[0]]);
    await form.getByRole('button', { name: 'Зберегти' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached', ...WAIT });
    await expect.poll(async () => ((await db.collection('goods').doc(id).get()).data() as GoodDoc).images, WAIT).toEqual([pictures[1], pictures[0]]);

    await openPage(page, `${SHOP_URL}${goodLink({ id, outerCategory: good.outerCategory, category: good.category, subcategory: good.subcategory })}`);
    const thumbs = page.getByRole('list', { name: 'Вибрати фото' }).locator('img');
    await expect.poll(() => thumbs.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src'))), WAIT).toEqual([good.mainImage, pictures[1], pictures[0]]);
  });
});
