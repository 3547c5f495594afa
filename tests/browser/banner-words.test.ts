// The home page's banners carry their words as text over the picture, in the reader's language
// only, and a slide with a link leads there: the seeded "discounts" slide opens the discounted
// goods. On the phone (touch) and the laptop the walk-through used.
import { describe, expect, it } from 'vitest';
import { openPage, WALKTHROUGH_SCREENS } from '../support/browser.ts';
import { SHOP_URL } from '../support/emulators.ts';
import { useJourneyPages } from '../support/journey-pages.ts';

const WAIT = { timeout: 20_000 };
const pageAt = useJourneyPages('banner-words');

const LANGUAGES = [
  { name: 'uk', query: '', carousel: 'Головні пропозиції', next: 'Наступний слайд', title: 'Знижки до 50%', subtitle: 'Шукайте позначку «Знижка» на картках товарів', other: 'Up to 50% off' },
  { name: 'en', query: '?lang=en', carousel: 'Highlights', next: 'Next slide', title: 'Up to 50% off', subtitle: 'Look for the Discount badge on the goods', other: 'Знижки до 50%' },
] as const;

describe.each([
  ['390 px touch', WALKTHROUGH_SCREENS.phone],
  ['1366 px', WALKTHROUGH_SCREENS.desktop],
] as const)('the home page’s banners at %s', (_name, screen) => {
  it.each(LANGUAGES)('in $name show their words as text and lead to their link', async (language) => {
    const page = await pageAt(screen);
    await openPage(page, `${SHOP_URL}/${language.query}`);
    const carousel = page.getByRole('region', { name: language.carousel });
    // The server's markup already holds the words, in this language only (its data carries both).
    const html = await (await fetch(`${SHOP_URL}/${language.query}`)).text();
    expect(html).toContain(`>${language.title}</p>`);
    expect(html).not.toContain(`>${language.other}</p>`);

    await carousel.getByRole('button', { name: language.next }).click(WAIT);
    const slide = carousel.getByRole('link', { name: new RegExp(language.title) });
    await slide.waitFor(WAIT);
    expect(await slide.textContent()).toContain(language.subtitle);
    expect(await carousel.getByText(language.other).count()).toBe(0);
    // The words sit over the picture, inside the carousel, once the 1 s slide has ended.
    const inside = async () => {
      const [box, frame] = await Promise.all([slide.getByText(language.title).boundingBox(), carousel.boundingBox()]);
      return box!.x >= frame!.x && box!.y >= frame!.y && box!.x + box!.width <= frame!.x + frame!.width && box!.y + box!.height <= frame!.y + frame!.height;
    };
    await expect.poll(inside, WAIT).toBe(true);

    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await slide.click();
    await page.waitForURL(/\/goods\/discountgoods(\?|$)/, WAIT);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  }, 120_000);
});
