import { useAfterPageMove } from './use-after-page-move';

const scrollToTop = () => window.scrollTo(0, 0);

/**
 * A new page starts at its top, as a full page load would (the declarative router has no
 * ScrollRestoration). The first page of a visit is left where the browser put it: at the top on
 * a first load, where the shopper was on a reload. Scrolling there anyway also cost a forced
 * layout in the first render (65 ms at Lighthouse's 4x CPU slowdown, measured in a trace).
 */
export function ScrollToTop() {
  useAfterPageMove(scrollToTop);
  return null;
}
