import { useEffect } from 'react';

/**
 * Sets the tab title while the page is shown. index.html keeps a static title for the first paint
 * and crawlers; React 19's hoisted <title> would add a second one that the browser ignores.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
