import { useEffect } from 'react';

/**
 * Sets the tab title while the page is shown. index.html keeps a static title for the first paint
 * and crawlers; React 19's hoisted <title> would add a second one that the browser ignores.
 */
export function useDocumentTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
  useDocumentDescription(description);
}

function descriptionMeta(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const meta = document.createElement('meta');
  meta.name = 'description';
  document.head.append(meta);
  return meta;
}

/**
 * Sets the meta description while the page is shown, and puts back the one before it when the
 * page goes, so a page without its own never keeps another page's. Undefined leaves it alone.
 */
export function useDocumentDescription(description: string | undefined): void {
  useEffect(() => {
    if (description === undefined) return;
    const meta = descriptionMeta();
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
