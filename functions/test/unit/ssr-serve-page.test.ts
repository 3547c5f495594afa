// The page function's own rules, with a stand-in renderer (the real one is rendered against the
// Firestore emulator in tests/emulator/server-render.test.ts): fallback, status, cache headers,
// language and the <head> it writes.
import { describe, expect, it, vi } from 'vitest';
import type { CatalogReader } from '@domain/catalog-reader';
import type { RenderInput, RenderPage, RenderedPage } from '@domain/page-render';
import { isPersonalPath } from '../../src/ssr/cache-policy';
import { headTags } from '../../src/ssr/head-tags';
import { pageLanguage } from '../../src/ssr/page-language';
import { pageTemplate, servePage, type PageServices } from '../../src/ssr/serve-page';

vi.mock('firebase-functions/logger', () => ({ error: vi.fn() }));

// The shape of the built index.html (web/index.html after Vite): the plain shell.
const SHELL = `<!doctype html>
<html lang="uk">
  <head>
    <meta name="description" content="shell description" />
    <title>Крамниця пряжі</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

// The shape of page.html (web/vite-plugins/server-page-template.ts): styles inline, a loader.
const PAGE = SHELL.replace('<script type="module" crossorigin src="/assets/index.js"></script>', '<style>main{}</style>').replace(
  '</body>',
  '<script>/* loader */</script></body>',
);

const reader: CatalogReader = { get: async () => null, list: async () => [] };
const ORIGIN = 'https://shop.example';

function page(overrides: Partial<RenderedPage> = {}): RenderedPage {
  return {
    status: 200,
    html: '<main>Merino <b>100</b></main>',
    head: { title: 'Merino | Крамниця', description: 'Пряжа "мерино" & <шовк>', image: '/api/images/goods/a.webp', type: 'product' },
    siteName: 'Крамниця пряжі',
    state: { queries: [{ queryKey: ['goods', { id: 'a' }] }] },
    timing: { passes: 2, ms: 5 },
    ...overrides,
  };
}

function services(render: RenderPage): PageServices & { calls: RenderInput[] } {
  const calls: RenderInput[] = [];
  return {
    calls,
    render: async () => async (input) => {
      calls.push(input);
      return render(input);
    },
    templates: async () => ({ shell: pageTemplate(SHELL), page: pageTemplate(PAGE) }),
    reader,
    origin: ORIGIN,
  };
}

describe('servePage', () => {
  it('answers a public page with its markup, head, state and public cache headers', async () => {
    const answer = await servePage({ url: '/goods/yarn/a' }, services(async () => page()));
    expect(answer.status).toBe(200);
    expect(answer.headers['Cache-Control']).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(answer.headers.Vary).toContain('Cookie');
    expect(answer.body).toContain('<div id="root"><main>Merino <b>100</b></main></div>');
    expect(answer.body).toContain('<title>Merino | Крамниця</title>');
    expect(answer.body).not.toContain('shell description');
    expect(answer.body).toContain('<script type="application/json" id="shop-state">{"language":"ua","origin":"https://shop.example","queries"');
    expect(answer.body).toContain('<html lang="uk">');
    expect(answer.body).toContain('<style>main{}</style>');
    expect(answer.body).toContain('<script>/* loader */</script></body>');
    expect(answer.headers['Content-Security-Policy']).toMatch(/script-src 'self' 'sha256-[^']+'; /);
    expect(answer.headers['X-Frame-Options']).toBe('DENY');
  });

  it('keeps the page\'s text as it is, `$` patterns included', async () => {
    const answer = await servePage({ url: '/' }, services(async () => page({ html: '<p>$& $1 $$ 100 ₴</p>' })));
    expect(answer.body).toContain('<div id="root"><p>$& $1 $$ 100 ₴</p></div>');
  });

  it('answers 404 with the rendered not-found page when the page says nothing exists there', async () => {
    const answer = await servePage({ url: '/goods/nothing/here' }, services(async () => page({ status: 404 })));
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('<meta name="robots" content="noindex">');
    expect(answer.body).not.toContain('rel="canonical"');
  });

  it('falls back to the bare shell, never cached, when the render throws; the failure is logged', async () => {
    const logger = await import('firebase-functions/logger');
    const answer = await servePage({ url: '/' }, services(async () => Promise.reject(new Error('Firestore unreachable'))));
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(SHELL);
    expect(answer.headers['Cache-Control']).toBe('private, no-store');
    expect(logger.error).toHaveBeenCalledWith('page render failed; answering the shell', expect.objectContaining({ url: '/' }));
  });

  it('also falls back when the renderer cannot even be loaded', async () => {
    const broken: PageServices = { ...services(async () => page()), render: () => Promise.reject(new Error('no entry-server.mjs')) };
    const answer = await servePage({ url: '/contacts' }, broken);
    expect(answer.body).toBe(SHELL);
    expect(answer.headers['Cache-Control']).toBe('private, no-store');
  });

  it.each(['/userpage', '/makeorderpage', '/ordersmanager', '/admin', '/login', '/signup', '/unregistereduserpage', '/paymentreturn/abc', '/checkemailmessage', '/confirmregistration/abc', '/confirmpasswordchange/abc', '/UserPage'])(
    'never renders nor caches the personal page %s',
    async (url) => {
      const served = services(async () => page());
      const answer = await servePage({ url, cookie: '__session=en' }, served);
      expect(served.calls).toHaveLength(0);
      expect(answer.body).toBe(SHELL);
      expect(answer.headers['Cache-Control']).toBe('private, no-store');
      expect(answer.headers['Cache-Control']).not.toContain('public');
      expect(answer.headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    },
  );

  it('renders in the language of ?lang=, then of the __session cookie, else Ukrainian', async () => {
    const served = services(async () => page());
    await servePage({ url: '/?lang=en', cookie: '__session=ua' }, served);
    await servePage({ url: '/', cookie: 'other=1; __session=en' }, served);
    await servePage({ url: '/', cookie: '__session=fr' }, served);
    await servePage({ url: '/' }, served);
    expect(served.calls.map((call) => call.language)).toEqual(['en', 'en', 'ua', 'ua']);
    const english = await servePage({ url: '/', cookie: '__session=en' }, served);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('"language":"en"');
  });
});

describe('headTags', () => {
  const base = { origin: ORIGIN, pathname: '/goods/yarn/a', status: 200 as const, siteName: 'Yarn Shop' };

  it('writes canonical and hreflang addresses, Open Graph and a Twitter card, escaped', () => {
    const html = headTags({ ...base, head: page().head, language: 'en' });
    expect(html).toContain('<link rel="canonical" href="https://shop.example/goods/yarn/a?lang=en">');
    expect(html).toContain('<link rel="alternate" hreflang="uk" href="https://shop.example/goods/yarn/a">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://shop.example/goods/yarn/a?lang=en">');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta property="og:url" content="https://shop.example/goods/yarn/a?lang=en">');
    expect(html).toContain('<meta property="og:image" content="https://shop.example/api/images/goods/a.w810.webp">');
    expect(html).toContain('<meta property="og:locale" content="en_US">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('content="Пряжа &quot;мерино&quot; &amp; &lt;шовк&gt;"');
  });

  it('gives a page without a stored picture the shop\'s own preview, and Ukrainian pages uk_UA', () => {
    const outside = headTags({ ...base, head: { title: 'x', description: '', image: 'https://elsewhere.example/pic.jpg' }, language: 'ua' });
    expect(outside).toContain('<meta property="og:image" content="https://shop.example/og-image.png">');
    const html = headTags({ ...base, head: { title: 'Контакти', description: '' }, language: 'ua' });
    expect(html).toContain('<meta property="og:image" content="https://shop.example/og-image.png">');
    expect(html).toContain('<meta property="og:locale" content="uk_UA">');
    expect(html).toContain('<meta property="og:type" content="website">');
  });
});

describe('pageLanguage and isPersonalPath', () => {
  it('reads only ua and en', () => {
    expect(pageLanguage(new URLSearchParams('lang=de'), '__session=en')).toBe('en');
    expect(pageLanguage(new URLSearchParams(''), '__session=%65n')).toBe('en');
    expect(pageLanguage(new URLSearchParams(''), 'language=en')).toBe('ua');
  });

  it('tells personal pages from public ones', () => {
    expect(isPersonalPath('/userpage')).toBe(true);
    expect(isPersonalPath('/admin/goods')).toBe(true);
    expect(isPersonalPath('/administrator')).toBe(false);
    expect(isPersonalPath('/goods/discountgoods')).toBe(false);
    expect(isPersonalPath('/')).toBe(false);
  });
});
