import { useCallback } from 'react';
import { useAfterPageMove } from './use-after-page-move';

/**
 * After a move to another page, focus goes to the page's main region, as a full page load would
 * put a keyboard or screen-reader user at the start of the new content instead of leaving them
 * in the header (or on a link that no longer exists). The first page of a visit keeps the
 * browser's own start, and a change of only the query (filters, sorting) moves nothing.
 */
export function FocusMainOnNavigation({ mainId }: { mainId: string }) {
  useAfterPageMove(useCallback(() => document.getElementById(mainId)?.focus({ preventScroll: true }), [mainId]));
  return null;
}
