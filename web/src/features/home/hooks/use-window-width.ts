import { useSyncExternalStore } from 'react';

// The width is read once and then on each resize, never while React renders: Chromium answers
// window.innerWidth by laying the page out first, and React asks for the snapshot during each
// render and again after the commit, while the page is half-built. On the home page's first
// visit that was 60-85 ms of forced layout at Lighthouse's 4x CPU slowdown.
let width: number | undefined;

function read(): number {
  width = window.innerWidth;
  return width;
}

function subscribe(onChange: () => void) {
  const onResize = () => {
    read();
    onChange();
  };
  window.addEventListener('resize', onResize);
  // A resize while nobody listened left the cached width behind. Subscribing happens after the
  // commit, when the layout is already done, so this read costs nothing.
  if (width !== read()) onChange();
  return () => window.removeEventListener('resize', onResize);
}

/** The window's width, updated as it is resized. */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, () => width ?? read(), () => 1280);
}
