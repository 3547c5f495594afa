import { FormattedMessage, useIntl } from 'react-intl';
import { WidgetErrorBoundary } from '@/components/errors/widget-error-boundary';
import { CatalogGrid } from '@/features/catalog/components/catalog-grid';
import { MainCarousel } from '@/features/home/components/main-carousel';
import { SeoText } from '@/features/home/components/seo-text';
import { SpecialStrip } from '@/features/home/components/special-strip';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Route /: the carousel, the catalog tiles, the special-propositions strip and the SEO text. */
export function HomeRoute() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'shopName' }), intl.formatMessage({ id: 'homeDescription' }));
  return (
    <>
      <h1 className="visually-hidden">
        <FormattedMessage id="shopName" />
      </h1>
      <WidgetErrorBoundary>
        <MainCarousel />
      </WidgetErrorBoundary>
      <WidgetErrorBoundary>
        <CatalogGrid />
      </WidgetErrorBoundary>
      <WidgetErrorBoundary>
        <SpecialStrip />
      </WidgetErrorBoundary>
      <SeoText />
    </>
  );
}
