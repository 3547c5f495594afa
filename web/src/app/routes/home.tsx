import { FormattedMessage, useIntl } from 'react-intl';
import { WidgetErrorBoundary } from '@/components/errors/widget-error-boundary';
import { CatalogGrid } from '@/features/catalog/components/catalog-grid';
import { useDocumentTitle } from '@/hooks/use-document-title';

// Issue 3 adds the carousel, the special-propositions strip and the SEO text around the grid.
export function HomeRoute() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'shopName' }));
  return (
    <>
      <h1 className="visually-hidden">
        <FormattedMessage id="shopName" />
      </h1>
      <WidgetErrorBoundary>
        <CatalogGrid />
      </WidgetErrorBoundary>
    </>
  );
}
