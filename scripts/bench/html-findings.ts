// What a crawler or a link preview finds in a page's raw HTML, before any script runs: its
// title, a price, and the og:image address. Pure, so the rules are tested without a server.
import { discountedPrice, type PricedGood } from '@domain/pricing.ts';
import { formatMoney } from '../../web/src/utils/format-money.ts';

export interface Finding {
  item: string;
  ok: boolean;
  detail: string;
}

/** What one page must hold: a good page its good's name and price, a list some price. */
export interface HtmlExpectation {
  path: string;
  goodTitle?: string;
  good?: PricedGood;
  anyPrice?: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The entities head-tags.ts and React write (named, decimal and hex). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export const titleOf = (html: string): string | null => {
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return raw === undefined ? null : decodeEntities(raw).trim();
};

export const metaContent = (html: string, key: string): string | null => {
  const raw = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  return raw === undefined ? null : decodeEntities(raw);
};

/** The app's markup: prices are looked for there, not in the JSON state or JSON-LD. */
export const rootText = (html: string): string => {
  const root = /<div id="root">([\s\S]*?)(?:<\/div><script type="application\/json" id="shop-state">|$)/.exec(html)?.[1];
  return decodeEntities(root ?? '');
};

/** A price as formatMoney writes it: digits grouped by no-break spaces, then a no-break space and ₴. */
const ANY_PRICE = /\d{1,3}(?:\u00a0\d{3})*(?:,\d{2})?\u00a0₴/;

const show = (text: string): string => JSON.stringify(text.replace(/\u00a0/g, ' '));

export function htmlFindings(html: string, expected: HtmlExpectation): Finding[] {
  const findings: Finding[] = [];
  const title = titleOf(html);
  const names = expected.goodTitle === undefined || (title ?? '').includes(expected.goodTitle);
  findings.push({
    item: expected.goodTitle === undefined ? 'title' : 'title names the good',
    ok: Boolean(title) && names,
    detail: title ? `${show(title)}${names ? '' : ` lacks ${show(expected.goodTitle ?? '')}`}` : 'no <title> or an empty one',
  });
  const text = rootText(html);
  if (expected.good) {
    const price = formatMoney(discountedPrice(expected.good));
    findings.push({ item: 'price', ok: text.includes(price), detail: `${show(price)} ${text.includes(price) ? 'in' : 'not in'} the page's markup` });
  } else if (expected.anyPrice) {
    const found = ANY_PRICE.exec(text)?.[0];
    findings.push({ item: 'price', ok: found !== undefined, detail: found ? `${show(found)} in the page's markup` : "no price in the page's markup" });
  }
  return findings;
}

/** Whether the og:image answer is a picture a preview can show. */
export function imageFinding(url: string | null, answer: { status: number; contentType: string; bytes: number } | string): Finding {
  if (!url) return { item: 'og:image loads', ok: false, detail: 'no og:image' };
  if (typeof answer === 'string') return { item: 'og:image loads', ok: false, detail: `${url}: ${answer}` };
  const ok = answer.status === 200 && answer.contentType.startsWith('image/') && answer.bytes > 0;
  return { item: 'og:image loads', ok, detail: `${url} → ${answer.status} ${answer.contentType || '(no content type)'}, ${answer.bytes} bytes` };
}
