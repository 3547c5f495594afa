import { useState } from 'react';
import { Link } from 'react-router-dom';
import { imageSrcSet } from '@domain/image-sizes';
import type { CatalogTileModel } from '../utils/catalog-tiles';
import styles from './catalog-tile.module.css';

const TILE_WIDTH = 260;
const TILE_HEIGHT = 369;
const PLACEHOLDER = `${import.meta.env.BASE_URL}placeholder-card.svg`;

export function CatalogTile({ href, title, image }: Omit<CatalogTileModel, 'key'>) {
  // Remembers which URL failed, so a new image for the same tile gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = image && image !== failedSrc ? image : PLACEHOLDER;
  return (
    <Link to={href} className={styles.tile}>
      <span className={styles.frame}>
        <img
          className={styles.image}
          src={src}
          srcSet={imageSrcSet(src)}
          sizes="(max-width: 599px) 50vw, 260px"
          alt={title}
          width={TILE_WIDTH}
          height={TILE_HEIGHT}
          loading="lazy"
          decoding="async"
          onError={() => {
            if (src !== PLACEHOLDER) setFailedSrc(src);
          }}
        />
      </span>
      {/* The image's alt already names the link; the caption is for the eye only. */}
      <span className={styles.caption} aria-hidden="true">
        {title}
      </span>
    </Link>
  );
}
