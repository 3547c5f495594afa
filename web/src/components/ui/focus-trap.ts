// The Tab trap of the shop's Dialog (dialog.tsx): showModal() makes the page behind inert, but Tab
// from the last control still leaves the page for the browser's own controls.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside `panel`: from the last control to the first and back, and from
 * the panel itself (or anywhere outside it) to its first or last control, so a keyboard user
 * cannot wander behind the backdrop. Call it for a Tab key press; other keys are the caller's.
 */
export function trapTab(event: { shiftKey: boolean; preventDefault(): void }, panel: HTMLElement): void {
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const outside = !panel.contains(active) || active === panel;
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
