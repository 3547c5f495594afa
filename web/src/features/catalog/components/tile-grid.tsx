import type { CatalogTileModel } from '../utils/catalog-tiles';
import { CatalogTile } from './catalog-tile';
import styles from './catalog-grid.module.css';

/** Cards of catalogs or sub-categories, 260x369 each (docs/product.md, "Links"). */
export function TileGrid({ tiles }: { tiles: readonly CatalogTileModel[] }) {
  return (
    <ul className={styles.grid}>
      {tiles.map(({ key, admin, ...tile }) => (
        <li key={key} className={styles.item}>
          <CatalogTile {...tile} />
          {admin}
        </li>
      ))}
    </ul>
  );
}
