import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** docs/product.md, "Layout": hover menus open after 300 ms and hide after 500 ms. */
export const HOVER_OPEN_DELAY_MS = 300;
export const HOVER_CLOSE_DELAY_MS = 500;

/**
 * A drop-down that follows the mouse with delays (so a pointer passing over the bar opens
 * nothing, and one slipping off for a moment does not lose the menu), and the keyboard at once:
 * focus from the keyboard or Enter opens it, Escape closes it and returns focus to the trigger,
 * and focus leaving the whole menu closes it.
 */
export function useHoverMenu<T extends HTMLElement = HTMLElement>() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Focus that must not open the menu: a mouse press (the pointer has its delays) or Escape's return.
  const skipFocusOpen = useRef(false);
  const triggerRef = useRef<T>(null);

  const clear = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const later = useCallback(
    (next: boolean, delay: number) => {
      clear();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setOpen(next);
      }, delay);
    },
    [clear],
  );
  const show = useCallback(() => {
    clear();
    setOpen(true);
  }, [clear]);
  const hide = useCallback(() => {
    clear();
    setOpen(false);
  }, [clear]);
  useEffect(() => clear, [clear]);

  const containerProps = {
    onMouseEnter: () => (open ? clear() : later(true, HOVER_OPEN_DELAY_MS)),
    onMouseLeave: () => (open ? later(false, HOVER_CLOSE_DELAY_MS) : clear()),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      hide();
      skipFocusOpen.current = true;
      triggerRef.current?.focus();
      skipFocusOpen.current = false;
    },
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
    },
  };

  /** For a button: Enter, Space or a click toggle the menu (aria-expanded tells which). */
  const triggerProps = { ref: triggerRef, 'aria-expanded': open };

  /** For a link, whose Enter navigates (or a button meant to open on focus): keyboard focus opens the menu. */
  const focusTriggerProps = {
    ref: triggerRef,
    onMouseDown: () => {
      skipFocusOpen.current = true;
    },
    onFocus: () => {
      if (!skipFocusOpen.current) show();
      skipFocusOpen.current = false;
    },
  };

  return { open, show, hide, toggle: () => (open ? hide() : show()), containerProps, triggerProps, focusTriggerProps };
}
