// The link in the owner's Telegram alert opens the order itself: /ordersmanager?card={id} shows
// that card open at the top of the orders manager, with its actions, at 390 px (touch) and
// 1366 px, in Ukrainian and English; "show all orders" leaves the lists as they were.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeGood, placeOrder } from '../../functions/test/emulator/orders-support.ts';
import { db } from '../../functions/src/admin.ts';
import { logInAsAdmin } from '../support/admin-session.ts';
import { WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';

const WAIT = { timeout: 20_000 };
const SHOTS = join(process.cwd(), 'test-results', 'screenshots');
const pageAt = useJourneyPages('alert-card-link');
const TEXTS = {
  ua: { heading: 'Замовлення з посилання', order: 'Замовлення №', all: 'Показати всі замовлення' },
  en: { heading: 'The order from the link', order: 'Order No. ', all: 'Show all orders' },
} as const;

let cardId = '';
let number = 0;
beforeAll(async () => {
  cardId = await placeOrder([{ goodId: await makeGood({ quantity: 5 }), quantity: 1 }]);
  number = (await db.collection('shoppingCards').doc(cardId).get()).get('shoppingCardId') as number;
});

describe.each([
  ['390 px', WALKTHROUGH_SCREENS.phone],
  ['1366 px', WALKTHROUGH_SCREENS.desktop],
] as const)('the alert’s link at %s', (_name, screen) => {
  it.each(['ua', 'en'] as const)('in %s opens the order named by the link, open, above the lists', async (language) => {
    const text = TEXTS[language];
    const page = await pageAt(screen);
    await logInAsAdmin(page);
    await page.context().addCookies([{ name: '__session', value: language, domain: '127.0.0.1', path: '/' }]);
    await page.goto(`${SHOP_URL}/ordersmanager?card=${cardId}`, { waitUntil: 'domcontentloaded' });
    const linked = page.getByRole('region', { name: text.heading });
    const card = linked.getByRole('article', { name: `${text.order}${number}`, exact: true });
    await card.waitFor(WAIT);
    expect(await card.getByRole('button', { expanded: true }).count(), 'the card is open').toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.viewport.width);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `alert-card-link-${language}-${screen.viewport.width}.png`), fullPage: true });

    await linked.getByRole('button', { name: text.all }).click();
    await linked.waitFor({ state: 'detached', ...WAIT });
    expect(new URL(page.url()).search).toBe('');
  });
});
