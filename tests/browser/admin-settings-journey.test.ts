// The shop's sender settings in real Chromium, at desktop and 375 px, with the keyboard
// alone: the ADMIN opens /admin/settings from the admin menu's address, finds the seeded sender
// filled in, moves the sender to Dnipro's branch 2 through the directory comboboxes, switches cash
// on delivery to payment control and saves; the stored settings say so. The screen has no serious
// axe findings in Ukrainian or English, and a guest is sent away.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/admin.ts';
import { VIEWPORTS } from '../support/browser.ts';
import { logInAsAdmin } from '../support/admin-session.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';
import { tabTo } from '../support/keyboard.ts';

const WAIT = { timeout: 20_000 };
const settingsDoc = () => db.collection('settings').doc('shipping');

const pageAt = useJourneyPages('admin-settings');
let seeded: FirebaseFirestore.DocumentData | undefined;
beforeAll(async () => {
  seeded = (await settingsDoc().get()).data();
});
// The waybill journeys start from the seeded sender.
afterEach(async () => {
  if (seeded) await settingsDoc().set(seeded);
});

describe.each([
  ['desktop', VIEWPORTS.desktop],
  ['375 px', VIEWPORTS.phone],
] as const)('shipping settings at %s', (_name, viewport) => {
  it('the ADMIN moves the sender to another branch and payment control with the keyboard, and it is saved', async () => {
    const page = await pageAt(viewport);
    await logInAsAdmin(page);
    await page.goto(`${SHOP_URL}/admin/settings`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Налаштування доставки' }).waitFor(WAIT);
    const form = page.getByRole('form', { name: 'Налаштування доставки' });
    const town = form.getByRole('combobox', { name: /^Місто відправника/ });
    const branch = form.getByRole('combobox', { name: /^Відділення відправника/ });
    await expect.poll(() => branch.inputValue(), WAIT).toBe('№1: Київ, вул. Ярославська, 45');
    expect(await form.getByLabel('Відправник (контрагент)').inputValue()).toBe(seeded?.novaPoshta.counterpartyRef);

    await tabTo(page, town);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Дніп');
    await form.getByRole('option', { name: 'Дніпро, Дніпропетровська обл.' }).waitFor(WAIT);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await town.inputValue()).toBe('Дніпро, Дніпропетровська обл.');
    await tabTo(page, branch);
    await page.keyboard.type('2');
    // the list filters after a pause in typing; until then it still shows every branch
    await expect.poll(() => form.getByRole('option').first().textContent(), WAIT).toMatch(/^№2: /);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await branch.inputValue()).toBe('№2: Дніпро, вул. Титова, 114а');

    await tabTo(page, form.getByRole('radio', { name: 'Грошовий переказ' }));
    await page.keyboard.press('ArrowDown');
    expect(await form.getByRole('radio', { name: 'Контроль оплати' }).isChecked()).toBe(true);
    await tabTo(page, form.getByRole('button', { name: 'Зберегти налаштування' }));
    await page.keyboard.press('Enter');
    await form.getByRole('status').filter({ hasText: 'Налаштування збережено.' }).waitFor(WAIT);

    const stored = (await settingsDoc().get()).data()!;
    expect(stored.cashOnDelivery).toBe('paymentControl');
    expect(stored.novaPoshta.warehouseDisplay).toBe('Дніпро, Дніпропетровська обл., Відділення №2 (до 30 кг): вул. Титова, 114а');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
});

describe.each([
  ['ua', 'Налаштування доставки'],
  ['en', 'Shipping settings'],
] as const)('shipping settings in %s', (language, title) => {
  it('shows the saved sender with no serious accessibility violations', async () => {
    const page = await pageAt(VIEWPORTS.desktop);
    await logInAsAdmin(page);
    await page.context().addCookies([{ name: '__session', value: language, domain: '127.0.0.1', path: '/' }]);
    await page.goto(`${SHOP_URL}/admin/settings`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: title }).waitFor(WAIT);
    const sender = page.getByRole('form', { name: title }).locator('select').first();
    await expect.poll(() => sender.inputValue(), WAIT).toBe(seeded?.novaPoshta.counterpartyRef);
    await expectNoSeriousViolations(page, `/admin/settings (${language})`);
  });
});

describe('shipping settings for anyone else', () => {
  it('sends a guest who opens /admin/settings to the home page', async () => {
    const page = await pageAt(VIEWPORTS.phone);
    await page.goto(`${SHOP_URL}/admin/settings`, { waitUntil: 'domcontentloaded' });
    await page.waitForURL(`${SHOP_URL}/`, WAIT);
  });
});
