// After "Підтвердити замовлення" the shopper sees "Дякуємо! Замовлення №… прийнято"
// at once, scrolled into view and focused, on a phone and on a laptop (not the empty page bottom).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/admin.ts';
import { WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { checkoutWithOneGood } from '../support/checkout-journey.ts';
import { useJourneyPages } from '../support/journey-pages.ts';
import { chooseNovaPoshtaBranch } from '../support/nova-poshta-picker.ts';

const WAIT = { timeout: 20_000 };
const pageAt = useJourneyPages('order-confirmation-in-view');

describe.each(Object.entries(WALKTHROUGH_SCREENS))('the order confirmation on a %s', (_name, screen) => {
  it('is in view and focused after the order is confirmed', async () => {
    const page = await pageAt(screen);
    const form = await checkoutWithOneGood(page, db);
    await form.getByLabel(/^Ім’я та прізвище/).fill(`Олена Видима ${randomUUID().slice(0, 4)}`);
    await form.getByLabel(/^Телефон/).fill('067 123 45 67');
    await chooseNovaPoshtaBranch(form, { type: 'Київ', choose: 'Київ, Київська обл.' }, { type: '12', choose: /^№12:/ });
    await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();
    const placed = page.getByRole('heading', { name: /Дякуємо! Замовлення №\d+ прийнято/ });
    await placed.waitFor(WAIT);
    // The heading's whole box lies inside the window.
    await expect.poll(() => placed.evaluate((heading) => {
      const box = heading.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    })).toBe(true);
    // Focus sits on the confirmation (its heading or its box), so a screen reader reads it next.
    expect(await page.evaluate(() => document.activeElement?.closest('[aria-labelledby="order-placed-title"]') !== null)).toBe(true);
  });
});
