// Ad-hoc walk-through: screenshots of key pages at 390 (touch) and 1366, uk and en, guest/customer/admin.
import { chromium } from 'playwright-core';
const BASE = 'http://127.0.0.1:5000';
const OUT = '/tmp/walk';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'], headless: true });
const screens = { phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, desk: { viewport: { width: 1366, height: 900 } } };
async function ctx(screen, lang) {
  const c = await browser.newContext(screens[screen]);
  await c.addCookies([{ name: '__session', value: lang, url: BASE }]);
  return c;
}
async function shot(page, name, full = false) {
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: full });
  console.log('shot', name, page.url());
}
async function login(page, user, pass) {
  await page.goto(`${BASE}/login`, { waitUntil: 'networkidle' });
  const inputs = page.locator('form input');
  await inputs.nth(0).fill(user);
  await page.locator('form input[type=password]').fill(pass);
  await page.locator('form button[type=submit]').click();
  await page.waitForTimeout(2500);
}
const which = process.argv[2] ?? 'guest';
for (const screen of ['phone', 'desk']) for (const lang of ['ua', 'en']) {
  const c = await ctx(screen, lang); const page = await c.newPage();
  const tag = `${which}-${screen}-${lang}`;
  try {
    if (which === 'guest') {
      await page.goto(`${BASE}/`, { waitUntil: 'networkidle' }); await shot(page, `${tag}-home`);
      await page.goto(`${BASE}/goods/discountgoods`, { waitUntil: 'networkidle' }); await shot(page, `${tag}-discounts`);
      await page.goto(`${BASE}/goods/search?q=${encodeURIComponent('мохер')}`, { waitUntil: 'networkidle' }); await shot(page, `${tag}-search`);
      await page.goto(`${BASE}/paymentanddelivery`, { waitUntil: 'networkidle' }); await shot(page, `${tag}-delivery`);
    } else if (which === 'customer') {
      await login(page, 'olena@yarnshop.test', 'Olena12345!');
      await page.goto(`${BASE}/userpage`, { waitUntil: 'networkidle' }); await shot(page, `${tag}-userpage`);
    } else {
      await login(page, 'admin@yarnshop.test', 'Admin12345!');
      await page.goto(`${BASE}/ordersmanager`, { waitUntil: 'networkidle' }); await shot(page, `${tag}-orders`);
      await page.goto(`${BASE}/admin/settings`, { waitUntil: 'networkidle' }); await shot(page, `${tag}-settings`);
      await page.goto(`${BASE}/admin/payments`, { waitUntil: 'networkidle' }); await shot(page, `${tag}-payments`);
    }
  } catch (e) { console.log('ERR', tag, e.message.split('\n')[0]); }
  await c.close();
}
await browser.close();
