// A main-page slide's words and link, as the ADMIN's carousel form checks them at once and the
// functions check them again: the text is real text over the picture, in each language, and a
// click on the slide goes to the shop's own page or to another site over https.

export const SLIDE_TITLE_MAX = 80;
export const SLIDE_SUBTITLE_MAX = 160;
export const SLIDE_LINK_MAX = 500;

export type SlideProblem = 'SLIDE_LINK_INVALID' | 'SLIDE_TEXT_LANGUAGES' | 'SLIDE_DATES_ORDER';

export interface SlideWords {
  title: { ua: string; en: string };
  subtitle: { ua: string; en: string };
  link: string | null;
}

/** A path of the shop ("/discounts", "/goods/discountgoods?lang=en") or an https address; never a protocol-relative or script URL. */
export function isSlideLink(link: string): boolean {
  if (link.length > SLIDE_LINK_MAX || /[\s<>"\\]/.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** Whether the link stays in the shop (the SPA moves there without reloading). */
export const isShopPath = (link: string): boolean => link.startsWith('/') && !link.startsWith('//');

/** The first problem of a slide's words, or null: a text is given in both languages or in neither, and the link is one of the above. */
export function slideProblem({ title, subtitle, link }: SlideWords): SlideProblem | null {
  const oneLanguage = (text: { ua: string; en: string }) => (text.ua.trim() === '') !== (text.en.trim() === '');
  if (oneLanguage(title) || oneLanguage(subtitle)) return 'SLIDE_TEXT_LANGUAGES';
  if (link !== null && !isSlideLink(link)) return 'SLIDE_LINK_INVALID';
  return null;
}

/** A slide's showing dates, epoch ms (the ADMIN sets them in Kyiv time); null: no bound. */
export interface SlideDates {
  showFromMs: number | null;
  showUntilMs: number | null;
}

/** A slide that stops before (or as) it starts would never show: refused. */
export function slideDatesProblem({ showFromMs, showUntilMs }: SlideDates): 'SLIDE_DATES_ORDER' | null {
  return showFromMs !== null && showUntilMs !== null && showUntilMs <= showFromMs ? 'SLIDE_DATES_ORDER' : null;
}

/** Whether the slide shows at `nowMs`: from its start (inclusive) until its end (exclusive). */
export function isSlideShowing(dates: Partial<SlideDates>, nowMs: number): boolean {
  const from = dates.showFromMs ?? null;
  const until = dates.showUntilMs ?? null;
  return (from === null || nowMs >= from) && (until === null || nowMs < until);
}
