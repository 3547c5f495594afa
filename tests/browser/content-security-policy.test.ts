// The shop's pages carry a Content-Security-Policy that Chromium enforces. Every other journey
// fails on a violation (tests/support/setup-env.ts); this file shows that the check fires, and
// that the policy stops what it is for: injected inline scripts and framing by another site.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_URL } from '../support/emulators.ts';
import { launchChromium, openPage, takeCspViolations } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('Content-Security-Policy', () => {
  it('rendered and personal pages send the policy and the framing, sniffing and referrer headers', async () => {
    for (const path of ['/', '/goods/discountgoods', '/userpage', '/no/such/page']) {
      const response = await fetch(`${SHOP_URL}${path}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy, path).toMatch(/script-src 'self' 'sha256-/);
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('a script injected into a page does not run, and the violation is caught', async () => {
    const page = await browser.newPage();
    try {
      await openPage(page, `${SHOP_URL}/`);
      expect(takeCspViolations()).toEqual([]);
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.body.appendChild(script);
      });
      expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
      await expect.poll(() => takeCspViolations().join('\n')).toMatch(/inline script/);
    } finally {
      await page.close();
    }
  });

  it('another site cannot frame the shop', async () => {
    const page = await browser.newPage();
    try {
      await page.setContent(`<iframe src="${SHOP_URL}/contacts"></iframe>`);
      await expect.poll(() => takeCspViolations().join('\n')).toMatch(/frame-ancestors/);
      const framed = page.frames().find((frame) => frame.url().startsWith(SHOP_URL));
      const text = framed ? await framed.evaluate(() => document.body?.innerText ?? '').catch(() => '') : '';
      expect(text).not.toContain('Контакти');
    } finally {
      await page.close();
    }
  });
});
