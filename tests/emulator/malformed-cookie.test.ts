// A `__session` cookie that cannot be decoded (`%`), as a sibling subdomain could set it, is no
// language: every page and every API call still answers, in Ukrainian, through Hosting and
// straight to the functions. It answered 500 everywhere before.
import { describe, expect, it } from 'vitest';
import { FUNCTION_URL, SHOP_URL } from '../../functions/test/shop-url.ts';

const PAGES_URL = FUNCTION_URL.replace(/\/api$/, '/pages');
const BAD_COOKIES = ['__session=%', '__session=%E0%A4%A', 'a=%; __session=%zz'];

describe.each(BAD_COOKIES)('the cookie %s', (cookie) => {
  it.each([
    ['a page through Hosting', `${SHOP_URL}/`],
    ['a page straight to the function', `${PAGES_URL}/`],
  ])('%s renders in Ukrainian', async (_where, url) => {
    const res = await fetch(url, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<html[^>]*lang="uk"/);
  });

  it.each([
    ['through Hosting', SHOP_URL],
    ['straight to the function', FUNCTION_URL],
  ])('an API call %s answers, with messages in Ukrainian', async (_where, base) => {
    const ok = await fetch(`${base}/api/getpaymentmethods`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
    expect(ok.status).toBe(200);
    const refused = await fetch(`${base}/api/getshoppingcardbyid`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('Перевірте введені дані.');
  });
});
