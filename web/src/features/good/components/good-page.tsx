import { FormattedMessage, useIntl } from 'react-intl';
import { Breadcrumbs, type Crumb } from '@/components/breadcrumbs/breadcrumbs';
import { BuyButton } from '@/components/buy-button/buy-button';
import { GoodPrice } from '@/components/good-card/good-price';
import { JsonLd } from '@/components/json-ld/json-ld';
import { NotFoundState } from '@/components/not-found-state/not-found-state';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useCanonicalUrl } from '@/hooks/use-canonical-url';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useLanguage } from '@/lib/i18n/language-context';
import type { Good } from '@/types/good';
import { formatMoney } from '@/utils/format-money';
import { localize } from '@/utils/localize';
import { discountedPrice } from '@domain/pricing';
import { useGood } from '../api/get-good';
import { useYarnLine } from '../api/get-yarn-line';
import { productJsonLd } from '../utils/product-json-ld';
import { GoodAttributes } from './good-attributes';
import { GoesWithSection } from './goes-with-section';
import { GoodGallery } from './good-gallery';
import { SkeinCalculator } from './yarn/skein-calculator';
import { StockWatchSection } from './stock-watch-form';
import { YarnColourSection } from './yarn/yarn-colour-section';
import { YarnSpecTable } from './yarn/yarn-spec-table';
import styles from './good-page.module.css';
import { LoadError } from '@/components/ui/state-message';

interface GoodPageProps {
  goodId: string;
  /** Breadcrumbs above the good, built by the route from the catalogue once the good is known. */
  crumbsFor?: (good: Good) => Crumb[];
}

/** A good's full page: pictures, every attribute, stock, price, buy button, Product JSON-LD. */
export function GoodPage({ goodId, crumbsFor }: GoodPageProps) {
  const intl = useIntl();
  const good = useGood(goodId);
  if (good.isError) {
    return (
      <LoadError messageId="goodLoadError" onRetry={() => void good.refetch()} />
    );
  }
  if (good.isPending) return <Spinner />;
  if (!good.data) return <GoodNotFound title={intl.formatMessage({ id: 'goodNotFound' })} />;
  return <GoodView good={good.data} chosenId={goodId} crumbs={crumbsFor?.(good.data) ?? []} />;
}

function GoodNotFound({ title }: { title: string }) {
  usePageMeta(title, '');
  return <NotFoundState titleId="goodNotFound" descriptionId="goodNotFoundDescription" />;
}

function GoodView({ good, chosenId, crumbs }: { good: Good; chosenId: string; crumbs: Crumb[] }) {
  const intl = useIntl();
  const language = useLanguage();
  const title = localize(good.title, language);
  const description = localize(good.description, language);
  const price = formatMoney(discountedPrice(good));
  usePageMeta(title, intl.formatMessage({ id: 'goodMetaDescription' }, { title, price }), { image: good.mainImage, type: 'product' });
  const inStock = good.quantity > 0 && !good.archived;
  const unit = intl.formatMessage({ id: `measurement.${good.measurement}` });
  const line = useYarnLine(good.yarnColour?.yarnLineId ?? null).data ?? null;
  const colourName = good.yarnColour ? localize(good.yarnColour.colour.name, language) : null;
  const jsonLd = productJsonLd(good, title, description, useCanonicalUrl(), { brand: line?.brand, colour: colourName });
  // Another colour was chosen and its good is on its way: the old one stays, but is not for sale.
  const switching = good.id !== chosenId;
  const lots = good.yarnColour?.lots ?? [];

  return (
    <article className={styles.page}>
      <Breadcrumbs items={[...crumbs, { label: title }]} />
      <div className={styles.layout}>
        <GoodGallery good={good} title={title} />
        <div className={styles.summary} aria-busy={switching || undefined}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.articul}>
            <FormattedMessage id="articul" />: {good.articul}
          </p>
          <div className={styles.priceLine}>
            <GoodPrice good={good} />
            <span className={styles.unit}>
              <FormattedMessage id="pricePerUnit" values={{ unit }} />
            </span>
          </div>
          {line && <YarnColourSection good={good} line={line} chosenId={chosenId} />}
          <p className={inStock ? styles.inStock : styles.outOfStock}>
            <FormattedMessage id={inStock ? 'inStock' : 'notAvailable'} />
          </p>
          <div className={styles.buy}>
            <BuyButton goodId={good.id} quantity={inStock && !switching ? good.quantity : 0} />
          </div>
          {!good.archived && !switching && <StockWatchSection key={good.id} goodId={good.id} soldOut={!inStock} yarnColour={Boolean(good.yarnColour)} />}
          {line?.skein && (
            <SkeinCalculator goodId={good.id} quantity={inStock && !switching ? good.quantity : 0} metresPerSkein={line.skein.metres} lots={lots.length > 0 ? lots : undefined} />
          )}
          {description && (
            <section>
              <h2 className={styles.subheading}>
                <FormattedMessage id="goodDescription" />
              </h2>
              <p className={styles.description}>{description}</p>
            </section>
          )}
          <GoesWithSection good={good} />
          {line && <YarnSpecTable line={line} />}
          <GoodAttributes good={good} />
        </div>
      </div>
      <JsonLd data={jsonLd} />
    </article>
  );
}
