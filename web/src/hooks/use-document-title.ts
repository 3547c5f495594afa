import { useEffect } from 'react';
import type { PageHead } from '@domain/page-render';
import { useReportHead } from '@/lib/head/server-page';

/** What a page adds to its title and description for link previews. */
export type PagePreview = Pick<PageHead, 'image' | 'type'>;

/**
 * The page's tab title and meta description. The server renderer puts them (and the preview's
 * picture) into the page's <head>; in the browser they follow the shopper from page to page.
 */
export function useDocumentTitle(title: string, description?: string, preview: PagePreview = {}): void {
  useReportHead({ title, description: description ?? '', ...preview });
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
function useDocumentDescription(description: string | undefined): void {
  useEffect(() => {
    if (!description) return;
    const meta = descriptionMeta();
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
