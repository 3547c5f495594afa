// Small things of the shop, each easily lost: one "newest" sort, not two; the
// phone's special-offers strip shows the next card's edge; English says "Article no." and
// "Catalogue"; lockers open all day say "24/7"; the care text has no capital mid-sentence; the
// guest orders page's "+" says in words what it does.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/admin.ts';
import { openPage, WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { checkoutWithOneGood, goodInStockPath } from '../support/checkout-journey.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';
import { chooseNovaPoshtaBranch } from '../support/nova-poshta-picker.ts';

const WAIT = { timeout: 20_000 };
const pageAt = useJourneyPages('small-things');

/** A colour of a seeded line whose care has the shop's own note ("Сушити розправленим…"). */
async function goodWithCareNote(): Promise<string> {
  const line = (await db.collection('yarnLines').get()).docs.find((doc) => doc.get('care.note'))!;
  const goodId = (line.get('colours') as { goodId: string }[])[0]!.goodId;
  return `/goods/${(await db.doc(`goods/${goodId}`).get()).get('category') as string}/${goodId}`;
}

describe('on a phone', () => {
  it('the listing offers one "newest" order, and the special-offers strip shows the next card’s edge', async () => {
    const page = await pageAt(WALKTHROUGH_SCREENS.phone);
    const category = (await goodInStockPath(db)).split('/')[2]!;
    await openPage(page, `${SHOP_URL}/goods/${category}`);
    const sort = page.getByRole('combobox', { name: 'Сортування' });
    await sort.waitFor(WAIT);
    const options = await sort.locator('option').allTextContents();
    expect(options).toContain('Нові надходження');
    expect(options).not.toContain('Спочатку новинки');

    await openPage(page, `${SHOP_URL}/`);
    const strip = page.getByRole('list', { name: 'Спеціальні пропозиції' });
    const second = strip.locator(':scope > li').nth(1);
    await second.waitFor({ state: 'attached', ...WAIT });
    const left = await second.evaluate((item) => item.getBoundingClientRect().left);
    expect(left, 'the second card starts inside the screen').toBeLessThan(390 - 20);
  });

  it('the guest orders page says what its "+" does', async () => {
    const page = await pageAt(WALKTHROUGH_SCREENS.phone);
    const form = await checkoutWithOneGood(page, db);
    await form.getByLabel(/^Ім’я та прізвище/).fill(`Олена Плюс ${randomUUID().slice(0, 4)}`);
    await form.getByLabel(/^Телефон/).fill('067 123 45 67');
    await chooseNovaPoshtaBranch(form, { type: 'Київ', choose: 'Київ, Київська обл.' }, { type: '12', choose: /^№12:/ });
    await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();
    await page.getByRole('heading', { name: /Дякуємо! Замовлення №\d+ прийнято/ }).waitFor(WAIT);
    await openPage(page, `${SHOP_URL}/unregistereduserpage`);
    const add = page.getByRole('article', { name: /^Замовлення №\d+/ }).first().getByRole('button', { name: 'Додати товар до замовлення' });
    await add.waitFor(WAIT);
    expect((await add.textContent())?.trim(), 'named in words, not a bare "+"').toMatch(/Додати товар до замовлення/);
    expect(await add.evaluate((button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent)).toContain('Купити');
  });
});

describe('on a laptop', () => {
  it('English says "Article no." and "Catalogue", and the care text has no capital mid-sentence', async () => {
    const page = await pageAt(WALKTHROUGH_SCREENS.desktop);
    const good = await goodWithCareNote();
    await openPage(page, `${SHOP_URL}${good}?lang=en`);
    const main = page.getByRole('main');
    await main.getByText(/^Article no\.:/).waitFor(WAIT);
    expect(await main.textContent()).not.toContain('Articul');
    await openPage(page, `${SHOP_URL}${good}?lang=ua`); // the language chosen stays in a cookie
    const care = page.getByRole('row', { name: /^Догляд/ });
    await care.waitFor(WAIT);
    expect(await care.textContent()).not.toMatch(/; \p{Lu}\p{Ll}/u);
    await openPage(page, `${SHOP_URL}/?lang=en`);
    await page.getByRole('main').getByRole('heading', { name: 'Catalogue', exact: true }).waitFor(WAIT);
  });

  it('a locker open all day says "цілодобово", not "Пн–Пт 00:00-23:59"', async () => {
    const page = await pageAt(WALKTHROUGH_SCREENS.desktop);
    const form = await checkoutWithOneGood(page, db);
    const settlement = (await db.collection('npSettlements').where('nameLower', '==', 'дніпро').get()).docs[0]!;
    const lockers = await db.collection('npBranches').where('settlementRef', '==', settlement.id).where('kind', '==', 'parcelLocker').get();
    const locker = lockers.docs.map((doc) => doc.data()).find((branch) => branch.selectable === true && branch.schedule?.Monday === '00:00-23:59')!;
    const town = form.getByRole('combobox', { name: /^Місто або село/ });
    await town.click();
    await town.pressSequentially('дні');
    await form.getByRole('option', { name: 'Дніпро, Дніпропетровська обл.', exact: true }).click(WAIT);
    const branch = form.getByRole('combobox', { name: /^Номер відділення або поштомату/ });
    await branch.click();
    await branch.pressSequentially(locker.number as string);
    const option = form.getByRole('option', { name: new RegExp(`^№${locker.number as string}:`) });
    await option.waitFor(WAIT);
    const text = await option.textContent();
    expect(text).toContain('цілодобово');
    expect(text).not.toContain('00:00-23:59');
  });
});
