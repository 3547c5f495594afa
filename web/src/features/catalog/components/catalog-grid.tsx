import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/lib/i18n/language-context';
import { NO_OUTER_CATEGORY } from '@/types/catalog';
import { useCatalogs } from '../api/get-catalogs';
import { useOuterCategories } from '../api/get-outer-categories';
import { buildCatalogTiles } from '../utils/catalog-tiles';
import styles from './catalog-grid.module.css';
import stateStyles from '@/styles/states.module.css';
import { TileGrid } from './tile-grid';
import { TitledSection } from '@/components/ui/titled-section';
import { LoadError } from '@/components/ui/state-message';

/** The home page's catalog tile grid (docs/product.md, "Home page"). */
export function CatalogGrid() {
  const language = useLanguage();
  const headingId = useId();
  const outerCategories = useOuterCategories();
  const catalogs = useCatalogs({ outerCategory: NO_OUTER_CATEGORY });

  const retry = () => {
    if (outerCategories.isError) void outerCategories.refetch();
    if (catalogs.isError) void catalogs.refetch();
  };

  let body;
  if (outerCategories.isError || catalogs.isError) {
    body = <LoadError messageId="catalogLoadError" onRetry={retry} />;
  } else if (outerCategories.isPending || catalogs.isPending) {
    // A screen's height while loading: the tiles fill more than a screen at every width, so what
    // comes after them (the special strip) waits below the fold instead of being pushed off it.
    body = (
      <div className={styles.loading}>
        <Spinner />
      </div>
    );
  } else {
    const tiles = buildCatalogTiles(outerCategories.data, catalogs.data, language);
    body =
      tiles.length === 0 ? (
        <p className={stateStyles.muted}>
          <FormattedMessage id="noCategoriesYet" />
        </p>
      ) : (
        <TileGrid tiles={tiles} />
      );
  }

  return (
    <TitledSection headingId={headingId} titleId="catalog" className={styles.section} headingClassName={styles.heading}>
      {body}
    </TitledSection>
  );
}
