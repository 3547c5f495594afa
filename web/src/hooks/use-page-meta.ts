import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useDocumentTitle } from './use-document-title';

/** The page's <meta name="description">, created if index.html has none. */
export function useMetaDescription(description: string): void {
  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}

/** Tab title '{title} | {shop}' and meta description of a catalogue page. */
export function usePageMeta(title: string, description: string): void {
  const intl = useIntl();
  const shop = intl.formatMessage({ id: 'shopName' });
  useDocumentTitle(title ? `${title} | ${shop}` : shop);
  useMetaDescription(description);
}
