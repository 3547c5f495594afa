// Moving through a page with the keyboard alone, and checking that focus can be seen on the way.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

interface FocusStyle {
  element: string;
  outlineStyle: string;
  outlineWidth: string;
  boxShadow: string;
}

/** The focused element and the styles that can show focus; null while nothing in the page has it. */
function focusStyle(page: Page): Promise<FocusStyle | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) return null;
    const style = getComputedStyle(element);
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return {
      element: `<${element.tagName.toLowerCase()}${element.getAttribute('role') ? ` role=${element.getAttribute('role')}` : ''}> ${name}`,
      outlineStyle: style.outlineStyle,
      outlineWidth: style.outlineWidth,
      boxShadow: style.boxShadow,
    };
  });
}

/** The focused element shows it: an outline that is drawn (a style and a width), or a box shadow. */
export async function expectVisibleFocus(page: Page, when = ''): Promise<void> {
  const style = await focusStyle(page);
  expect(style, `nothing has focus ${when}`).not.toBeNull();
  const outlined = style!.outlineStyle !== 'none' && Number.parseFloat(style!.outlineWidth) > 0;
  expect(outlined || style!.boxShadow !== 'none', `no visible focus on ${style!.element} ${when}: ${JSON.stringify(style)}`).toBe(true);
}

/** Whether one of the elements `target` matches has focus. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking at every stop on the way that
 * focus is visible. A stop on nothing (focus passing from the end of the page to its start) is
 * skipped. Fails, naming the last stops, if `target` is not reached in `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  await target.first().waitFor({ state: 'attached', timeout: 20_000 });
  const key = back ? 'Shift+Tab' : 'Tab';
  const stops: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(key);
    const style = await focusStyle(page);
    if (!style) continue;
    stops.push(style.element);
    await expectVisibleFocus(page, `after ${key} ×${i + 1}`);
    if (await isFocused(target)) return;
  }
  throw new Error(`${key} ×${max} never reached ${target.toString()}; the last stops: ${stops.slice(-12).join(' → ')}`);
}
