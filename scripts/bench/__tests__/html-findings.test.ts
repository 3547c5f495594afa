import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlFindings, imageFinding, metaContent, rootText } from '../html-findings.ts';

const NBSP = '\u00a0';
const page = ({ title = 'Пряжа YarnArt &#39;Jeans&#39; | Крамниця пряжі', body = `<h1>Пряжа YarnArt &#x27;Jeans&#x27;</h1><p>1${NBSP}080${NBSP}₴</p>` } = {}) =>
  `<html lang="uk"><head><title>${title}</title>\n    <meta property="og:image" content="http://127.0.0.1:5000/api/images/a.webp?w=1200&amp;v=2"></head>` +
  `<body><div id="root">${body}</div><script type="application/json" id="shop-state">{"price":"9${NBSP}999${NBSP}₴"}</script></body></html>`;

const good = { price: 1200, discount: { hasDiscount: true, amount: 10 } };

describe('what the raw HTML holds', () => {
  it('reads entities as head-tags.ts and React write them', () => {
    expect(decodeEntities('a &amp; b &#39;c&#x27; &quot;d&quot; &lt;e&gt;&nbsp;&unknown;')).toBe(`a & b 'c' "d" <e>${NBSP}&unknown;`);
    expect(metaContent(page(), 'og:image')).toBe('http://127.0.0.1:5000/api/images/a.webp?w=1200&v=2');
    expect(metaContent(page(), 'og:title')).toBeNull();
  });

  it('finds a good page\'s title naming the good and its discounted price, formatted as the shop formats money', () => {
    const findings = htmlFindings(page(), { path: '/g', goodTitle: "Пряжа YarnArt 'Jeans'", good });
    expect(findings.map((f) => [f.item, f.ok])).toEqual([
      ['title names the good', true],
      ['price', true],
    ]);
  });

  it('misses a title that does not name the good, an empty title and a price in another format', () => {
    const wrong = htmlFindings(page({ title: 'Крамниця пряжі', body: '<p>1080 ₴</p>' }), { path: '/g', goodTitle: "Пряжа YarnArt 'Jeans'", good });
    expect(wrong.map((f) => f.ok)).toEqual([false, false]);
    expect(wrong[0]!.detail).toContain('lacks');
    expect(htmlFindings(page({ title: '  ' }), { path: '/' })[0]).toMatchObject({ item: 'title', ok: false });
    expect(htmlFindings('<html><body></body></html>', { path: '/' })[0]).toMatchObject({ ok: false, detail: 'no <title> or an empty one' });
  });

  it('looks for a list\'s prices in the markup, not in the JSON state', () => {
    expect(htmlFindings(page(), { path: '/list', anyPrice: true })[1]).toMatchObject({ item: 'price', ok: true });
    const stateOnly = page({ body: '<h1>Знижки</h1>' });
    expect(rootText(stateOnly)).toBe('<h1>Знижки</h1>');
    expect(htmlFindings(stateOnly, { path: '/list', anyPrice: true })[1]).toMatchObject({ ok: false });
    // A static page has no price item at all.
    expect(htmlFindings(page(), { path: '/contacts' }).map((f) => f.item)).toEqual(['title']);
  });

  it('passes an og:image only when it answers 200 with an image', () => {
    expect(imageFinding('http://x/a.webp', { status: 200, contentType: 'image/webp', bytes: 900 }).ok).toBe(true);
    expect(imageFinding('http://x/a.webp', { status: 404, contentType: 'image/webp', bytes: 900 }).ok).toBe(false);
    expect(imageFinding('http://x/a.webp', { status: 200, contentType: 'text/html; charset=utf-8', bytes: 900 }).ok).toBe(false);
    expect(imageFinding('http://x/a.webp', 'fetch failed')).toMatchObject({ ok: false, detail: 'http://x/a.webp: fetch failed' });
    expect(imageFinding(null, '')).toMatchObject({ ok: false, detail: 'no og:image' });
  });
});
