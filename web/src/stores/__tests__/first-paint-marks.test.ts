// index.html's inline script marks <html>, before the first paint, with what this browser holds
// that the server's HTML (a guest's) cannot show, and CSS keeps room for it. Run here on storage
// written by the stores themselves, so a renamed key or attribute fails here.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../../index.html?raw';
import { useSessionStore } from '../session-store';
import { useTargetOrderStore } from '@/order/stores/target-order-store';

const SESSION_MARK = 'data-may-have-session';
const TARGET_ORDER_MARK = 'data-has-target-order';

function runFirstPaintScript(): void {
  const script = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1];
  if (!script) throw new Error('index.html has no inline script');
  new Function(script)();
}

const marks = () => ({
  session: document.documentElement.hasAttribute(SESSION_MARK),
  targetOrder: document.documentElement.hasAttribute(TARGET_ORDER_MARK),
});

const olena = { userId: 'u1', name: 'olena', email: 'olena@yarnshop.test', phone: null, shoppingCards: [] };

beforeEach(() => localStorage.clear());
afterEach(() => {
  useSessionStore.getState().signOut();
  useTargetOrderStore.getState().cancel();
  document.documentElement.removeAttribute(SESSION_MARK);
  document.documentElement.removeAttribute(TARGET_ORDER_MARK);
});

describe("index.html's first-paint marks", () => {
  it('marks nothing for a guest', () => {
    runFirstPaintScript();
    expect(marks()).toEqual({ session: false, targetOrder: false });
  });

  it("marks a browser whose session flag is set, as the session store sets it", () => {
    useSessionStore.getState().signIn(olena, 'USER');
    runFirstPaintScript();
    expect(marks()).toEqual({ session: true, targetOrder: false });
  });

  it('marks a browser with a target order, as the target order store keeps it, and not once it is cancelled', () => {
    useTargetOrderStore.getState().choose({ id: 'card-7', shoppingCardId: 1234 });
    runFirstPaintScript();
    expect(marks()).toEqual({ session: false, targetOrder: true });

    document.documentElement.removeAttribute(TARGET_ORDER_MARK);
    useTargetOrderStore.getState().cancel();
    runFirstPaintScript();
    expect(marks()).toEqual({ session: false, targetOrder: false });
  });

  it('marks nothing, and throws nothing, where storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('storage is disabled', 'SecurityError');
    });
    expect(runFirstPaintScript).not.toThrow();
    expect(marks()).toEqual({ session: false, targetOrder: false });
  });

  it('sets the attributes that the CSS keeps room by', () => {
    // Read as files: CSS modules reach tests as class names only.
    const src = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
    const css = (path: string) => readFileSync(resolve(src, path), 'utf8');
    expect(css('features/auth/components/account-menu.module.css')).toContain(`html[${SESSION_MARK}]`);
    expect(css('features/orders/components/orders-bag.module.css')).toContain(`html[${TARGET_ORDER_MARK}]`);
    expect(css('components/buy-button/buy-button.module.css')).toContain(`html[${TARGET_ORDER_MARK}]`);
  });
});
