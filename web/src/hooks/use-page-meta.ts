import { useIntl } from 'react-intl';
import { useDocumentTitle, type PagePreview } from './use-document-title';

/** Tab title '{title} | {shop}', meta description and link preview of a catalogue page. */
export function usePageMeta(title: string, description: string, preview?: PagePreview): void {
  const intl = useIntl();
  const shop = intl.formatMessage({ id: 'shopName' });
  useDocumentTitle(title ? `${title} | ${shop}` : shop, description, preview);
}
