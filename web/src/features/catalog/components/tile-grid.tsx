import type { CSSProperties } from 'react';
import type { CatalogTileModel } from '../utils/catalog-tiles';
import { balancedColumns } from '../utils/balanced-columns';
import { CatalogTile } from './catalog-tile';
import styles from './catalog-grid.module.css';

/** Cards of catalogs or sub-categories, 260x369 each (docs/product.md, "Links"), in balanced rows. */
export function TileGrid({ tiles }: { tiles: readonly CatalogTileModel[] }) {
  // The column counts for a laptop (4 at most) and a tablet (3 at most); catalog-grid.module.css picks one by width.
  const columns = { '--tiles-wide': balancedColumns(tiles.length, 4), '--tiles-middle': balancedColumns(tiles.length, 3) } as CSSProperties;
  return (
    <ul className={styles.grid} style={columns}>
      {tiles.map(({ key, admin, ...tile }) => (
        <li key={key} className={styles.item}>
          <CatalogTile {...tile} />
          {admin}
        </li>
      ))}
    </ul>
  );
}
